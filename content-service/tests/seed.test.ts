// @vitest-environment node
/** Storage: migrations, idempotent seeding (row counts + checksum), re-seed, content:seed. */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTENT_TABLES, migrate, openDatabase, SCHEMA_VERSION } from '../src/db/schema.ts';
import { loadSeedBundle } from '../src/seed/files.ts';
import { FIXTURE_SEED, startTestService } from './helpers.ts';

const PACKAGE = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'content-seed-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function snapshot(dbPath: string) {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    const counts = Object.fromEntries(
      CONTENT_TABLES.map((t) => [t, (db.prepare(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n]),
    );
    const meta = Object.fromEntries((db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[]).map((r) => [r.key, r.value]));
    const version = (db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version;
    return { counts, meta, version };
  } finally {
    db.close();
  }
}

describe('seeding the repository seed', () => {
  const dbPath = join(dir, 'nested/dir/content.db');
  const bundle = loadSeedBundle();

  it('first start creates the file, the schema and one row per record and locale', async () => {
    const svc = await startTestService({ dbPath });
    await svc.close();
    const s = snapshot(dbPath);
    expect(s.version).toBe(SCHEMA_VERSION);
    expect(s.meta.seed_checksum).toBe(bundle.checksum);
    expect(s.counts.article).toBe(bundle.articles.length * 2);
    expect(s.counts.scenic).toBe(bundle.scenic.length * 2);
    expect(s.counts.subject).toBe(bundle.subjects.length * 2);
    expect(s.counts.faq).toBe(bundle.faq.length * 2);
    expect(s.counts.notice).toBe(bundle.notices.length * 2);
    expect(s.counts.article_type).toBe(26);
    expect(s.counts.search_fts).toBe((bundle.articles.length + bundle.scenic.length + bundle.subjects.length + bundle.faq.length) * 2);
  });

  it('a second start changes nothing (same counts, checksum and seed time)', async () => {
    const before = snapshot(dbPath);
    const svc = await startTestService({ dbPath });
    const health = (await (await svc.fetch('/health')).json()) as { seedChecksum: string; counts: { articles: number } };
    await svc.close();
    expect(snapshot(dbPath)).toEqual(before);
    expect(health.seedChecksum).toBe(bundle.checksum);
    expect(health.counts.articles).toBe(bundle.articles.length);
  });

  it('npm run content:seed drops the data and seeds again', async () => {
    const before = snapshot(dbPath);
    const db = new DatabaseSync(dbPath);
    db.prepare("INSERT INTO faq (id, locale, category, order_num, json) VALUES (9999, 'en', 'x', 1, '{}')").run();
    db.close();
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/seed.ts'], {
      cwd: PACKAGE,
      env: { ...process.env, CONTENT_DB_PATH: dbPath },
    });
    expect(stdout).toContain(`seeded ${dbPath} (checksum ${bundle.checksum.slice(0, 12)}): ${bundle.articles.length} articles`);
    const after = snapshot(dbPath);
    expect(after.counts).toEqual(before.counts);
    expect(after.meta.seed_checksum).toBe(before.meta.seed_checksum);
    expect(after.meta.seeded_at! > before.meta.seeded_at!).toBe(true);
  });
});

describe('a changed seed file', () => {
  it('is picked up on the next start, replacing the old content', async () => {
    const seedDir = join(dir, 'seed-copy');
    cpSync(FIXTURE_SEED, seedDir, { recursive: true });
    const media = join(dir, 'media');
    const dbPath = join(dir, 'changed.db');
    const first = await startTestService({ dbPath, seedDir, mediaDir: media });
    await first.close();
    const before = snapshot(dbPath);
    const faq = JSON.parse(readFileSync(join(seedDir, 'faq.json'), 'utf8')) as { id: number; question: { en: string } }[];
    faq[0]!.question.en = 'Is the area open in winter?';
    writeFileSync(join(seedDir, 'faq.json'), JSON.stringify(faq.slice(0, 2)));
    const second = await startTestService({ dbPath, seedDir, mediaDir: media });
    const res = await second.api<{ records: { question: string }[]; total: number }>('/customerServer/getFaqList', 'en');
    await second.close();
    const after = snapshot(dbPath);
    expect(after.meta.seed_checksum).not.toBe(before.meta.seed_checksum);
    expect(after.counts.faq).toBe(4);
    expect(res.data.total).toBe(2);
    expect(res.data.records[0]!.question).toBe('Is the area open in winter?');
  });

  it('that is not valid JSON stops the start with the file name', async () => {
    const seedDir = join(dir, 'seed-broken');
    cpSync(FIXTURE_SEED, seedDir, { recursive: true });
    writeFileSync(join(seedDir, 'notices.json'), '[{"id": 1,');
    await expect(startTestService({ dbPath: join(dir, 'broken.db'), seedDir, mediaDir: join(dir, 'media') })).rejects.toThrow(
      /^Seed file notices\.json is not valid JSON/,
    );
  });
});

describe('migrations', () => {
  it('set user_version, run once, and refuse a newer database', () => {
    const path = join(dir, 'migrate.db');
    const db = openDatabase(path);
    expect(migrate(db)).toBe(SCHEMA_VERSION);
    expect((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version).toBe(SCHEMA_VERSION);
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION + 1}`);
    expect(() => migrate(db)).toThrow(`Database schema version ${SCHEMA_VERSION + 1} is newer than this build (${SCHEMA_VERSION})`);
    db.close();
  });
});
