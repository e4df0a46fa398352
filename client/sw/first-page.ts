/**
 * The first page, loaded before the worker existed (docs/decisions/047-first-page-before-the-precache.md):
 * once the worker is active the page sends its URL and the resources it loaded. The page is
 * saved through its own rule (a page, or `/` kept aside: client/sw/root.ts), the resources on
 * the precache list into the precache, its shell version and photos through their rules, all
 * side by side, before the rest of the precache; scripts, stylesheets and photos come from the
 * browser's HTTP cache, so on a slow line only the page itself is fetched again.
 */
import type { Router } from 'workbox-routing';
import type { TwoStagePrecache } from './precache.ts';
import { FIRST_PAGE_LIMIT, firstPageKind } from './rules.ts';

interface FirstPage {
  page: string;
  resources: string[];
}

/** The message's page and resources, same-origin and bounded, or null when it is not one. */
export function readFirstPage(data: unknown, origin: string): FirstPage | null {
  const { page, resources } = (data ?? {}) as { page?: unknown; resources?: unknown };
  const sameOrigin = (u: unknown): u is string => typeof u === 'string' && URL.canParse(u) && new URL(u).origin === origin;
  if (!sameOrigin(page)) return null;
  const list = Array.isArray(resources) ? resources.filter(sameOrigin).slice(0, FIRST_PAGE_LIMIT) : [];
  return { page, resources: list };
}

type Event = Parameters<Router['handleRequest']>[0]['event'];

export async function saveFirstPage({ page, resources }: FirstPage, deps: { router: Router; precache: TwoStagePrecache; event: Event; origin: string }): Promise<void> {
  const { router, precache, event, origin } = deps;
  const handle = (request: Request) => router.handleRequest({ request, event }) ?? Promise.resolve(undefined);
  const routed = resources.filter((url) => !precache.lists(url) && firstPageKind(new URL(url), origin) !== null);
  await Promise.allSettled([
    handle(new Request(page, { headers: { accept: 'text/html' } })),
    precache.saveNow(resources),
    ...routed.map((url) => handle(new Request(url))),
  ]);
}
