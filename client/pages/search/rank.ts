/**
 * Order of the result groups (docs/product.md §4, "Search: the order of the groups"):
 * 1. a group whose name is the query ("Where to stay");
 * 2. when the query is a place word (a place's title holds it: "湖" in 镜湖, "lake" in Mirror
 *    Lake), the places (sights, landscapes, islands): those whose titles hold it, then those
 *    whose text does;
 * 3. the other groups, those with a hit named by the query first (the hotels for "酒店");
 * ties keep the fixed order: sights, themes, then articles by type.
 */
import type { ArticleTypeCode } from '../../../shared/api/content.ts';

export interface Group<H extends { title: string }> {
  id: string;
  title: string;
  hits: H[];
  /** The group lists places a visitor goes to see (placeGroup). */
  place?: boolean;
}

/** Article types that are places to see, beside the sights themselves. */
const PLACE_TYPES: ReadonlySet<ArticleTypeCode> = new Set(['landscape', 'island']);
export const isPlaceType = (code: ArticleTypeCode): boolean => PLACE_TYPES.has(code);

const fold = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** 2: a hit's title is the query; 1: a hit's title holds every word; 0: only the text matches. */
function titleScore(group: Group<{ title: string }>, query: string): number {
  const titles = group.hits.map((h) => fold(h.title));
  if (titles.includes(query)) return 2;
  const words = query.split(' ');
  return titles.some((t) => words.every((w) => t.includes(w))) ? 1 : 0;
}

/** The sort key of each group, compared left to right, larger first. */
function groupKeys(groups: Group<{ title: string }>[], q: string): number[][] {
  const query = fold(q);
  if (!query) return groups.map(() => [0, 0, 0]);
  const titles = groups.map((g) => titleScore(g, query));
  const placeWord = groups.some((g, i) => g.place && titles[i]! > 0);
  return groups.map((g, i) => [fold(g.title) === query ? 1 : 0, placeWord && g.place ? 1 : 0, titles[i]!]);
}

export function rankGroups<G extends Group<{ title: string }>>(groups: G[], q: string): G[] {
  const keys = groupKeys(groups, q);
  const byKey = (a: number[], b: number[]) => a.reduce((d, x, k) => d || b[k]! - x, 0);
  return groups
    .map((group, i) => ({ group, i, key: keys[i]! }))
    .sort((a, b) => byKey(a.key, b.key) || a.i - b.i)
    .map((x) => x.group);
}
