/**
 * The offline pack in Cache Storage (docs/decisions/023-offline-pack.md): the page fetches the
 * manifest's URLs itself (progress is then simply bytes done) into `qinglan-pack-<locale>`,
 * records when and how much it saved, and removes it whole. A pack is never left half saved.
 */
import pLimit from 'p-limit';
import type { Locale } from '../../../shared/api/envelope.ts';
import type { Clock } from '../../../shared/clock.ts';
import { PACK_HEADER, packCacheName, packManifestUrl, packSavedKey, type PackEntry, type PackKind, type PackManifest, type PackSaved } from '../../../shared/offline-pack.ts';

const ACCEPT: Record<PackKind, string> = { page: 'text/html', data: 'application/json', asset: '*/*', photo: 'image/*', audio: 'audio/*' };
/** Requests at once while saving: enough to fill one bar of signal, few enough to show steady progress. */
const PARALLEL = 3;

export async function fetchManifest(locale: Locale): Promise<PackManifest> {
  const res = await fetch(packManifestUrl(locale), { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  if (!res.ok) throw new Error(`offline pack manifest: ${res.status}`);
  return ((await res.json()) as { data: PackManifest }).data;
}

export async function readSaved(locale: Locale): Promise<PackSaved | null> {
  if (!(await caches.has(packCacheName(locale)))) return null;
  const res = await (await caches.open(packCacheName(locale))).match(packSavedKey(locale));
  return res ? ((await res.json()) as PackSaved) : null;
}

export async function removePack(locale: Locale): Promise<void> {
  await caches.delete(packCacheName(locale));
}

/** Saves every entry, reporting the manifest bytes done; resolves with what was stored. */
export async function savePack(manifest: PackManifest, clock: Clock, onProgress: (doneBytes: number) => void): Promise<PackSaved> {
  const name = packCacheName(manifest.locale);
  await caches.delete(name); // a fresh pack, never entries of an older one
  const cache = await caches.open(name);
  // Ask the browser not to evict the pack under storage pressure (it may say no; saving goes on).
  void navigator.storage?.persist?.().catch(() => false);
  let done = 0;
  let stored = 0;
  const entries = manifest.entries;
  // Once one entry fails the pack is removed whole: the entries still waiting are not fetched,
  // those in flight are cancelled, and no progress is reported after the failure.
  const limit = pLimit({ concurrency: PARALLEL, rejectOnClear: true });
  const failed = new AbortController();
  const save = async (e: PackEntry) => {
    const res = await fetch(e.url, { headers: { accept: ACCEPT[e.kind], [PACK_HEADER]: '1' }, credentials: 'same-origin', signal: failed.signal });
    if (!res.ok || res.redirected) throw new Error(`offline pack: ${e.url} answered ${res.status}`);
    const body = await res.blob();
    // The body is decoded: its transfer encoding and length no longer describe it.
    const headers = new Headers(res.headers);
    headers.delete('content-encoding');
    headers.set('content-length', String(body.size));
    if (failed.signal.aborted) return;
    await cache.put(e.url, new Response(body, { status: 200, headers }));
    if (failed.signal.aborted) return;
    stored += body.size;
    done += e.bytes;
    onProgress(done);
  };
  try {
    await limit.map(entries, save);
    const saved: PackSaved = { savedAt: clock().toISOString(), bytes: stored, count: entries.length };
    await cache.put(packSavedKey(manifest.locale), new Response(JSON.stringify(saved), { headers: { 'content-type': 'application/json' } }));
    return saved;
  } catch (err) {
    failed.abort();
    limit.clearQueue();
    await caches.delete(name);
    throw err;
  }
}
