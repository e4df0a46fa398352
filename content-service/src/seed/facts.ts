/**
 * One record per facility (seed/facilities.json, docs/world.md §Facilities): every text and
 * figure about a car park, a stop or a toilet names the record's field instead of repeating a
 * number, `{{fact:car-park-main.cars}}`, and the seed loader writes the number in, so the
 * conditions board, the facility's page, the service page and the search cannot disagree. A
 * JSON string that is only a fact ("spaces": "{{fact:…}}") becomes a JSON number.
 */
type Facts = Record<string, Record<string, number>>;

const WHOLE = /"\{\{fact:([a-z0-9-]+)\.([A-Za-z]+)\}\}"/g;
const INLINE = /\{\{fact:([a-z0-9-]+)\.([A-Za-z]+)\}\}/g;

/** Figures as the seed's copy writes them in both languages: 1,200 and 800. */
const written = (n: number) => n.toLocaleString('en-US');

export function readFacts(value: unknown, where: string): Facts {
  if (value === undefined) return {};
  const ok =
    value !== null && typeof value === 'object' && !Array.isArray(value) &&
    Object.values(value).every((f) => f !== null && typeof f === 'object' && Object.values(f as object).every((n) => Number.isFinite(n)));
  if (!ok) throw new Error(`${where}: expected { "<facility>": { "<field>": <number> } }`);
  return value as Facts;
}

/** The seed text with every fact written in; an unknown facility or field stops the load. */
export function withFacts(text: string, facts: Facts, where: string): string {
  const look = (key: string, field: string): number => {
    const n = facts[key]?.[field];
    if (n === undefined) throw new Error(`${where}: unknown fact {{fact:${key}.${field}}}`);
    return n;
  };
  return text.replace(WHOLE, (_m, key: string, field: string) => String(look(key, field))).replace(INLINE, (_m, key: string, field: string) => written(look(key, field)));
}
