/** Test helpers: a service on 127.0.0.1:0 with a temp DB, raw HTTP, and seed-derived expectations. */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ApiEnvelope, Locale } from '../../shared/api/index.ts';
import { resolveSeed, resolveSeedText, shownAt, yearsAt } from '../../tests/support/seed-dates.ts';
import { localize } from '../src/locale.ts';
import { loadSeedBundle, SEED_DIR, type SeedBundle } from '../src/seed/files.ts';
import { startContentService, type ContentService, type ContentServiceOptions } from '../src/index.ts';

export const API = '/website/api/web';
export const FIXTURE_SEED = resolve(import.meta.dirname, 'fixtures/seed');
export { SEED_DIR };

export interface TestService {
  url: string;
  dbPath: string;
  dir: string;
  /** GET an API path; `lang` goes in Accept-Language. */
  api<T = unknown>(path: string, lang?: Locale | string): Promise<ApiEnvelope<T>>;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** Reads the seed folder again now (ContentService.reload). */
  reload: ContentService['reload'];
  close(): Promise<void>;
}

export async function startTestService(opts: ContentServiceOptions = {}): Promise<TestService> {
  const dir = mkdtempSync(join(tmpdir(), 'content-test-'));
  const dbPath = opts.dbPath ?? join(dir, 'content.db');
  const service = await startContentService({ host: '127.0.0.1', port: 0, ...opts, dbPath });
  const doFetch = (path: string, init?: RequestInit) => fetch(service.url + path, init);
  return {
    url: service.url,
    dbPath,
    dir,
    fetch: doFetch,
    reload: () => service.reload(),
    async api<T>(path: string, lang?: string) {
      const res = await doFetch(API + path, { headers: lang ? { 'accept-language': lang } : {} });
      if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
      return (await res.json()) as ApiEnvelope<T>;
    },
    async close() {
      await service.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** GET with the path sent byte for byte (fetch would normalize "/../"). */
export function rawGet(baseUrl: string, path: string): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((ok, fail) => {
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', fail);
    req.end();
  });
}

/** The seed as the service should serve it in one locale at one instant. */
export interface SeedView {
  bundle: SeedBundle;
  /** One locale's side, with the date placeholders resolved at the instant (test oracle). */
  pick<T>(value: unknown): T;
  /** The notices shown at the instant (the season's set and those of every season). */
  notices: Raw[];
}

type Raw = Record<string, unknown>;

export function seedView(seedDir: string, locale: Locale, now: Date): SeedView {
  const bundle = loadSeedBundle(seedDir);
  const written = bundle.articles.map((a) => resolveSeedText(a.publishTime, locale, { now, years: 0 }));
  const newest = written.sort((a, b) => Date.parse(b) - Date.parse(a))[0];
  const at = { now, years: newest ? yearsAt(now, newest) : 0 };
  const notices = bundle.notices.filter((n) => shownAt(n.when, now)).map(({ when: _when, ...n }) => n);
  return { bundle, pick: <T>(v: unknown) => resolveSeed(localize<T>(v, locale), locale, at), notices };
}

/** Plain text of rich text, for the search oracle (independent of the service's own code). */
export function plain(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}

/**
 * What a keyword should find, computed by substring rules rather than FTS: a CJK keyword is
 * a substring, a Latin word must start a word.
 */
export function oracleMatch(texts: string[], keyword: string): boolean {
  const text = texts.join('\n');
  if (/\p{Script=Han}/u.test(keyword)) return text.includes(keyword);
  const escaped = keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}`, 'iu').test(text);
}
