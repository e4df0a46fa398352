/**
 * Reading the content seed in tests, to derive expectations from the real data. Its date
 * placeholders come back resolved as the site sees them at TEST_NOW (the day the seed was
 * written for), by the independent oracle in seed-dates.ts.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locale } from '../../shared/api/envelope.ts';
import { TEST_NOW } from './clock.ts';
import { resolveSeed, shownAt } from './seed-dates.ts';

const SEED = resolve(import.meta.dirname, '../../content-service/seed');

export type Raw = Record<string, any>;
export const LOCALES: Locale[] = ['zh-CN', 'en'];

/** Resolves each side of a {"zh-CN", "en"} pair in its own language (dates are written per language). */
function resolveAtTestNow(v: unknown, locale: Locale = 'zh-CN'): any {
  if (Array.isArray(v)) return v.map((x) => resolveAtTestNow(x, locale));
  if (v && typeof v === 'object') {
    const keys = Object.keys(v);
    const pair = keys.length === 2 && keys.includes('zh-CN') && keys.includes('en');
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, resolveAtTestNow(x, pair ? (k as Locale) : locale)]));
  }
  // At TEST_NOW the articles are not moved (years: 0): the newest is days old.
  return resolveSeed(v, locale, { now: TEST_NOW, years: 0 });
}

/** A seed file as served at TEST_NOW: notices of the season only, with no `season` key. */
export const seed = (file: string): Raw[] => {
  const raw = JSON.parse(readFileSync(join(SEED, file), 'utf8')) as Raw[];
  const shown = file === 'notices.json'
    ? raw.filter((n) => shownAt(n.when, TEST_NOW)).map(({ when: _w, ...n }) => n)
    : raw;
  return resolveAtTestNow(shown);
};
/** One language's side of a seed value (written once, or as {"zh-CN", "en"}). */
export const pick = (v: any, l: Locale): any => (v && typeof v === 'object' && 'zh-CN' in v && 'en' in v ? v[l] : v);
/** How React writes text into HTML. */
export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
/** A site path in a locale. */
export const at = (l: Locale, path: string) => (l === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path);
