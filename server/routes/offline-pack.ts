/**
 * `/_data/offline-pack/<locale>`: the offline pack's manifest, every URL the pack saves with its
 * size (docs/decisions/023-offline-pack.md). Built by the app answering itself (inject: same
 * routes, caches and headers as a browser gets, without the network), kept for PACK_TTL_MS per
 * language and built once however many visitors ask at the same time.
 */
import type { FastifyInstance } from 'fastify';
import { isLocale, type Locale } from '../../shared/api/envelope.ts';
import type { PackManifest } from '../../shared/offline-pack.ts';
import { DATA_PREFIX } from '../../shared/state.ts';
import { cacheControlFor } from '../http/cache-control.ts';
import { buildPackManifest, type SelfGet } from '../offline-pack/build.ts';

/** Sizes move only when editors change content; a visitor sees a size at most this old. */
const PACK_TTL_MS = 10 * 60_000;

export function registerOfflinePackRoute(app: FastifyInstance): void {
  const built = new Map<Locale, { at: number; manifest: Promise<PackManifest> }>();
  const selfGet: SelfGet = async (url, accept) => {
    const res = await app.inject({ method: 'GET', url, headers: { accept } });
    return { status: res.statusCode, body: res.rawPayload };
  };
  const manifestFor = (locale: Locale): Promise<PackManifest> => {
    // Elapsed time, not the site clock: a pinned clock (tests, demos) must not freeze the sizes.
    const now = performance.now();
    const hit = built.get(locale);
    if (hit && now - hit.at < PACK_TTL_MS) return hit.manifest;
    const manifest = buildPackManifest(locale, selfGet);
    built.set(locale, { at: now, manifest });
    // A failed build is not kept: the next visitor asks again.
    manifest.catch(() => {
      if (built.get(locale)?.manifest === manifest) built.delete(locale);
    });
    return manifest;
  };

  app.get<{ Params: { locale: string } }>(`${DATA_PREFIX}/offline-pack/:locale`, async (req, reply) => {
    const { locale } = req.params;
    if (!isLocale(locale)) return reply.code(404).header('cache-control', cacheControlFor({ status: 404, perVisitor: false })).send({ error: 'not found' });
    try {
      const data = await manifestFor(locale);
      return reply.header('cache-control', cacheControlFor({ status: 200, perVisitor: false })).send({ data });
    } catch (err) {
      req.log.error({ err }, 'offline pack manifest failed');
      return reply.code(503).header('cache-control', 'no-store').send({ error: 'unavailable' });
    }
  });
}
