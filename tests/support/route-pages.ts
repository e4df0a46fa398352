/**
 * Every page of the route table (shared/routes.ts) in both languages, as a visitor reaches it:
 * detail routes with the first id of their type in the seed, and the two routes that show one
 * item when given ?id= (an article, an itinerary) once more with a seeded id. Checks that walk
 * "every route" (markup conformance, narrow screens) take their list from here, so a route added
 * to the table is walked without a test being edited.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROUTE_LIST } from '../../shared/routes.ts';
import { at, LOCALES } from './seed.ts';

const SEED = resolve(import.meta.dirname, '../../content-service/seed');
const firstId = (file: string): number => (JSON.parse(readFileSync(resolve(SEED, file), 'utf8')) as Array<{ id: number }>)[0]!.id;

/** The seed file of a detail route's items: its article type's, or the trails' (docs/trails.md). */
const seedOf = (r: (typeof ROUTE_LIST)[number]): string => (r.typeCode ? `articles/${r.typeCode}.json` : r.id === 'trailDetail' ? 'trails.json' : '');

/** Each route's path, in table order, with a seeded ?id= where the route needs one. */
export const ROUTE_PATHS: readonly string[] = ROUTE_LIST.map((r) => (r.detail ? `${r.path}?id=${firstId(seedOf(r))}` : r.path));

/** Each route's path, then the single-item views of /article and /theme. */
const ROUTE_PAGES: readonly string[] = [
  ...ROUTE_PATHS,
  `/article?id=${firstId('articles/news.json')}`,
  `/theme?id=${firstId('subjects.json')}`,
];

/** Every page in both languages: [locale, site path]. */
export const PAGES_BOTH_LANGUAGES = LOCALES.flatMap((l) => ROUTE_PAGES.map((p) => [l, at(l, p)] as const));
