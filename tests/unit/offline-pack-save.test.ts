/**
 * savePack (client/components/offline-pack/store.ts) with Cache Storage and fetch stood in:
 * at most three requests at once, progress in manifest bytes, and on a failed entry the pack
 * is removed whole, the entries still waiting are never fetched and no progress follows.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savePack } from '../../client/components/offline-pack/store.ts';
import type { PackManifest } from '../../shared/offline-pack.ts';

const NOW = new Date('2026-07-15T02:30:00Z');
const manifest = (n: number): PackManifest => ({
  locale: 'en',
  entries: Array.from({ length: n }, (_, i) => ({ url: `/en/p${i}`, kind: 'page' as const, bytes: 100 })),
  bytes: n * 100,
});

/** A fetch whose replies the test releases one by one, and a Cache Storage that records. */
function standIns(fail: (url: string) => boolean) {
  const started: string[] = [];
  const cancelled: string[] = [];
  const waiting: (() => void)[] = [];
  let inFlight = 0;
  let peak = 0;
  const stored = new Map<string, Response>();
  const deleted: string[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    started.push(url);
    inFlight++;
    peak = Math.max(peak, inFlight);
    return new Promise<Response>((resolve, reject) => {
      let answered = false;
      init.signal?.addEventListener('abort', () => {
        if (answered) return;
        cancelled.push(url);
        reject(new DOMException('aborted', 'AbortError'));
      });
      waiting.push(() => {
        answered = true;
        inFlight--;
        resolve(fail(url) ? new Response('no', { status: 503 }) : new Response(`body of ${url}`, { status: 200 }));
      });
    });
  });
  vi.stubGlobal('caches', {
    delete: async (name: string) => (deleted.push(name), true),
    open: async () => ({ put: async (url: string, res: Response) => void stored.set(url, res) }),
  });
  vi.stubGlobal('navigator', {});
  const releaseNext = async () => {
    waiting.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { started, cancelled, stored, deleted, releaseNext, peak: () => peak };
}

afterEach(() => vi.unstubAllGlobals());

describe('savePack', () => {
  it('saves every entry, three at a time, reporting manifest bytes done', async () => {
    const s = standIns(() => false);
    const progress: number[] = [];
    const saving = savePack(manifest(7), () => NOW, (done) => progress.push(done));
    await vi.waitFor(() => expect(s.started).toHaveLength(3));
    while (s.stored.size < 7) await s.releaseNext();
    const saved = await saving;
    expect(s.peak()).toBe(3);
    expect(s.started).toEqual(['/en/p0', '/en/p1', '/en/p2', '/en/p3', '/en/p4', '/en/p5', '/en/p6']);
    expect(progress).toEqual([100, 200, 300, 400, 500, 600, 700]);
    expect(saved).toEqual({ savedAt: NOW.toISOString(), bytes: 7 * 'body of /en/p0'.length, count: 7 });
  });

  it('on a failed entry removes the pack, fetches nothing more and reports no more progress', async () => {
    const s = standIns((url) => url === '/en/p1');
    const progress: number[] = [];
    const saving = savePack(manifest(9), () => NOW, (done) => progress.push(done));
    const outcome = saving.then(() => 'saved', (err: Error) => err.message);
    await vi.waitFor(() => expect(s.started).toHaveLength(3));
    await s.releaseNext(); // p0 saved
    await s.releaseNext(); // p1 fails
    expect(await outcome).toBe('offline pack: /en/p1 answered 503');
    // p1's slot went to p4 as it failed; p2–p4 in flight are cancelled, p5… never asked for.
    expect(s.started).toEqual(['/en/p0', '/en/p1', '/en/p2', '/en/p3', '/en/p4']);
    expect(s.cancelled).toEqual(['/en/p2', '/en/p3', '/en/p4']);
    expect(progress).toEqual([100]);
    expect(s.deleted).toEqual(['qinglan-pack-en', 'qinglan-pack-en']);
  });
});
