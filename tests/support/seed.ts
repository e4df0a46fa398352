/** Reading the content seed in tests, to derive expectations from the real data. */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locale } from '../../shared/api/envelope.ts';

const SEED = resolve(import.meta.dirname, '../../server/content/seed');

export type Raw = Record<string, any>;
export const LOCALES: Locale[] = ['zh-CN', 'en'];

export const seed = (file: string): Raw[] => JSON.parse(readFileSync(join(SEED, file), 'utf8')) as Raw[];
/** One language's side of a seed value (written once, or as {"zh-CN", "en"}). */
export const pick = (v: any, l: Locale): any => (v && typeof v === 'object' && 'zh-CN' in v && 'en' in v ? v[l] : v);
/** How React writes text into HTML. */
export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
/** A site path in a locale. */
export const at = (l: Locale, path: string) => (l === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path);
