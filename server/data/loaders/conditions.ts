/**
 * The conditions board (docs/decisions/024-area-time-live-data.md): every entry of the
 * conditions type, with when the site fetched them and whether the copy is stale.
 */
import type { ConditionsData } from '../../../shared/page-data.ts';
import type { LoaderContext } from './context.ts';

export async function loadConditions({ api, locale, now }: LoaderContext): Promise<ConditionsData> {
  const served = await api.getServed('/article/getArticleList', { typeCode: 'conditions', pageNum: 1, pageSize: 50 }, locale);
  return {
    kind: 'conditions',
    items: served.value.records,
    live: { fetchedAt: new Date(now().getTime() - served.ageMs).toISOString(), stale: served.stale },
  };
}
