/**
 * The root `/` offline (docs/decisions/023-offline-pack.md). It is `private, no-store` online
 * (it negotiates the language), so the page rules never keep it. The worker keeps, for offline
 * use only and on this device only, the last zh-CN home page the server sent for `/` (a 200,
 * not a redirect), and the language of the last page opened online; offline, `/` opens the
 * English home for an English visitor, else that copy.
 */
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { matchPage } from '../../shared/match-page.ts';
import { CACHES, isDocumentRequest, NETWORK_TIMEOUT_S, ROOT_KEYS, rootOffline } from './rules.ts';

let known: string | null = null;

/**
 * A navigation notes its language; the first page, saved by message once the worker is active,
 * only when nothing is noted yet (its message may arrive after the visitor has moved on).
 */
async function noteLocale(locale: string, request: Request): Promise<void> {
  const cache = await caches.open(CACHES.root);
  if (request.mode !== 'navigate') {
    if (await cache.match(ROOT_KEYS.lastLocale)) return;
  } else if (known === locale) return;
  known = locale;
  await cache.put(ROOT_KEYS.lastLocale, new Response(locale));
}

/** On the page strategy: remembers the language of every page opened online (or saved as the first page). */
export const lastLocalePlugin: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response, event }) => {
    if (isDocumentRequest(request.mode, request.headers.get('accept')) && response.ok) event.waitUntil(noteLocale(matchPage(new URL(request.url).pathname).locale, request));
    return response;
  },
};

/** What `/` opens without the network, or null for the offline page. */
async function offlineAnswer(request: Request): Promise<Response | null> {
  const cache = await caches.open(CACHES.root);
  const last = (await (await cache.match(ROOT_KEYS.lastLocale))?.text()) ?? null;
  const copy = await cache.match(ROOT_KEYS.home);
  const answer = rootOffline(last, Boolean(copy));
  if (answer === 'en-home') return Response.redirect(new URL('/en', request.url).href, 302);
  return answer === 'home-copy' ? copy! : null;
}

type Event = { waitUntil(p: Promise<unknown>): void };

/**
 * `/` online: the network's answer as is (a redirect stays a redirect), a zh-CN home kept aside.
 * Like the other pages (020), after NETWORK_TIMEOUT_S without an answer the offline answer is
 * used when there is one; the network's late answer still updates the copy.
 */
export async function rootHandler({ request, event }: { request: Request; event: Event }): Promise<Response> {
  const network = fetch(request).then((res) => {
    if (res.status === 200 && !res.redirected && res.type === 'basic') {
      const copy = res.clone();
      event.waitUntil(caches.open(CACHES.root).then((c) => c.put(ROOT_KEYS.home, copy)));
      event.waitUntil(noteLocale('zh-CN', request));
    }
    return res;
  });
  event.waitUntil(network.catch(() => undefined));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<Response | null>((resolve) => {
    timer = setTimeout(() => void offlineAnswer(request).then(resolve, () => resolve(null)), NETWORK_TIMEOUT_S * 1000);
  });
  try {
    return await Promise.race([network, slow.then((answer) => answer ?? network)]);
  } catch (err) {
    const answer = await offlineAnswer(request);
    if (answer) return answer;
    throw err; // the catch handler answers with the offline page
  } finally {
    clearTimeout(timer);
  }
}
