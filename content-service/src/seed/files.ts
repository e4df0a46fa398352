/**
 * Reads the seed JSON files (format: seed/types.ts) into one bundle plus a checksum. Values
 * stay unlocalized here; seed.ts picks each locale. A missing file counts as empty (the
 * writers add them over time); a malformed one stops the start with the file's name.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTICLE_TYPE_CODES, type ArticleTypeCode, type PhotoCredit } from '../../../shared/api/index.ts';
import { checkPlaceholders } from '../dates/placeholders.ts';
import { readFacts, withFacts } from './facts.ts';
import { trailFacts } from '../trails/facts.ts';
import type { SeedArticle } from './types.ts';

import { CREDITS_FILE, SEED_DIR } from '../paths.ts';

export { SEED_DIR };
/** Bump when seed.ts changes what it stores, so existing databases are re-seeded. */
const SEED_FORMAT = 3;

type Raw = Record<string, unknown>;

export interface SeedBundle {
  articles: SeedArticle[];
  scenic: Raw[];
  subjects: Raw[];
  faq: Raw[];
  notices: Raw[];
  menus: Raw[];
  shell: Raw;
  credits: PhotoCredit[];
  /** One record per trail (docs/trails.md), unlocalized. */
  trails: Raw[];
  /** Seed files that were not there (reported, not fatal). */
  missing: string[];
  /** sha256 over every file read, the schema and the seed format. */
  checksum: string;
}

function isObject(v: unknown): v is Raw {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function records(file: string, value: unknown): Raw[] {
  // A file may hold the array itself or an object of arrays (e.g. menus grouped by position).
  const list = Array.isArray(value)
    ? value
    : isObject(value)
      ? Object.values(value).filter(Array.isArray).flat()
      : null;
  if (!list) throw new Error(`Seed file ${file}: expected an array of records`);
  list.forEach((r, i) => {
    if (!isObject(r)) throw new Error(`Seed file ${file}: entry ${i} is not an object`);
    const id = r.id ?? r.menuId;
    if (!Number.isInteger(id)) throw new Error(`Seed file ${file}: entry ${i} has no integer id`);
  });
  return list as Raw[];
}

export function loadSeedBundle(seedDir: string = SEED_DIR, creditsFile: string = CREDITS_FILE): SeedBundle {
  const hash = createHash('sha256').update(`seed-format:${SEED_FORMAT}\n`);
  const missing: string[] = [];
  let facts: Record<string, Record<string, number>> = {};
  const read = (rel: string, path = join(seedDir, rel)): unknown => {
    if (!existsSync(path)) {
      missing.push(rel);
      return undefined;
    }
    const raw = readFileSync(path, 'utf8');
    hash.update(`${rel}\n${raw}\n`);
    const text = withFacts(raw, facts, `Seed file ${rel}`);
    checkPlaceholders(text, `Seed file ${rel}`);
    try {
      return JSON.parse(text) as unknown;
    } catch (err) {
      throw new Error(`Seed file ${rel} is not valid JSON: ${(err as Error).message}`);
    }
  };
  const list = (rel: string) => {
    const v = read(rel);
    return v === undefined ? [] : records(rel, v);
  };

  // First: every other file may write a facility's figures from it.
  facts = readFacts(read('facilities.json'), 'Seed file facilities.json');
  // Then the trails: their figures are facts too (docs/trails.md).
  const trails = list('trails.json');
  facts = { ...facts, ...trailFacts(trails) };

  const articles: SeedArticle[] = [];
  const articleDir = join(seedDir, 'articles');
  const articleFiles = existsSync(articleDir)
    ? readdirSync(articleDir).filter((f) => f.endsWith('.json')).sort()
    : [];
  for (const file of articleFiles) {
    const code = file.slice(0, -'.json'.length);
    for (const r of list(`articles/${file}`)) {
      const typeCode = (r.typeCode ?? code) as ArticleTypeCode;
      if (!ARTICLE_TYPE_CODES.includes(typeCode)) {
        throw new Error(`Seed file articles/${file}: article ${String(r.id)} has unknown typeCode "${typeCode}"`);
      }
      articles.push({ ...(r as unknown as SeedArticle), typeCode });
    }
  }
  const seen = new Set<number>();
  for (const a of articles) {
    if (seen.has(a.id)) throw new Error(`Seed articles: id ${a.id} is used twice`);
    seen.add(a.id);
  }

  const shell = read('shell.json') ?? {};
  if (!isObject(shell)) throw new Error('Seed file shell.json: expected an object');
  const credits = read('credits.json', creditsFile) ?? [];
  if (!Array.isArray(credits)) throw new Error('credits.json: expected an array');

  return {
    articles,
    scenic: list('scenic.json'),
    subjects: list('subjects.json'),
    faq: list('faq.json'),
    notices: list('notices.json'),
    menus: list('menus.json'),
    shell,
    credits: credits as PhotoCredit[],
    trails,
    missing: missing.filter((m) => m !== 'credits.json' && m !== 'facilities.json'),
    checksum: hash.digest('hex'),
  };
}
