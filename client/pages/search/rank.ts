/**
 * Order of the result groups (docs/product.md §4 /search): a group that is what the visitor
 * asked for comes first — its name is the query ("Where to stay"), or its hits are named by it
 * (the hotels for "酒店" or "hotel") — ahead of groups that only mention the words (itineraries
 * that pass a hotel). Ties keep the fixed order: sights, themes, then articles by type.
 */
export interface Group<H extends { title: string }> {
  id: string;
  title: string;
  hits: H[];
}

const fold = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** 3: the group's name is the query; 2: a hit's title is the query; 1: a hit's title holds every word; 0: only the text matches. */
export function groupScore(group: Group<{ title: string }>, q: string): number {
  const query = fold(q);
  if (!query) return 0;
  if (fold(group.title) === query) return 3;
  const titles = group.hits.map((h) => fold(h.title));
  if (titles.includes(query)) return 2;
  const words = query.split(' ');
  return titles.some((t) => words.every((w) => t.includes(w))) ? 1 : 0;
}

export function rankGroups<G extends Group<{ title: string }>>(groups: G[], q: string): G[] {
  return groups
    .map((group, i) => ({ group, i, score: groupScore(group, q) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((x) => x.group);
}
