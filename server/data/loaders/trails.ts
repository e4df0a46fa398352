/**
 * /trails and /trails/detail?id= (docs/trails.md): the trail records with today's state, and the
 * area map whose trail lines come from the same records. An unknown id is the visitor's 404.
 */
import type { TrailData, TrailsData } from '../../../shared/page-data.ts';
import { ApiError, NotFoundError } from '../../upstream/errors.ts';
import { requireId } from '../query.ts';
import type { LoaderContext } from './context.ts';

export async function loadTrails({ api, locale }: LoaderContext): Promise<TrailsData> {
  const [trails, home] = await Promise.all([api.get('/trail/getTrailList', {}, locale), api.get('/homeModule/getHomeModule', {}, locale)]);
  return { kind: 'trails', trails, map: home.map };
}

export async function loadTrail({ api, locale, url }: LoaderContext): Promise<TrailData> {
  const id = requireId(url);
  const [found, home] = await Promise.allSettled([api.get('/trail/getTrailDetail', { id }, locale), api.get('/homeModule/getHomeModule', {}, locale)]);
  if (found.status === 'rejected') {
    const err: unknown = found.reason;
    if (err instanceof ApiError && err.reason === 'not-found') throw new NotFoundError(`no trail ${id}`);
    throw err;
  }
  if (home.status === 'rejected') throw home.reason;
  return { kind: 'trail', trail: found.value, map: home.value.map };
}
