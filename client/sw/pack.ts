/**
 * The worker's side of the offline pack (docs/decisions/023-offline-pack.md): the page fills
 * `qinglan-pack-<locale>` itself; the worker answers from it when the network cannot (pages,
 * data, photos: a fallback after its own caches), and always for saved audio, with byte ranges
 * so a player can seek (workbox-range-requests: a 206 cut from the saved full reply).
 */
import { createPartialResponse } from 'workbox-range-requests';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { isPackCache, packLookups } from '../../shared/offline-pack.ts';

/** The saved copy of a request in any language's pack (keys are full URLs: a page in one language never answers the other's). */
async function matchPack(request: Request): Promise<Response | undefined> {
  const names = (await caches.keys()).filter(isPackCache);
  if (!names.length) return undefined;
  const url = new URL(request.url);
  for (const path of packLookups(url.pathname + url.search)) {
    for (const name of names) {
      // ignoreVary: the pack was saved by a fetch, the lookup may be a navigation.
      const hit = await (await caches.open(name)).match(new URL(path, url.origin).href, { ignoreVary: true });
      if (hit) return hit;
    }
  }
  return undefined;
}

/** After a strategy found neither the network nor its own cache: the pack's copy, if saved. */
export const packFallback: WorkboxPlugin = {
  handlerDidError: async ({ request }) => (await matchPack(request)) ?? undefined,
};

/** Audio: a saved guide plays (and seeks) from the pack; any other audio goes to the network. */
export async function audioHandler({ request }: { request: Request }): Promise<Response> {
  const saved = await matchPack(request);
  if (!saved) return fetch(request);
  return request.headers.has('range') ? createPartialResponse(request, saved) : saved;
}
