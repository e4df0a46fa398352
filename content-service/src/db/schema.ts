/** Opens the SQLite file (node:sqlite) and brings its schema up to date (PRAGMA user_version). */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export const DEFAULT_DB_PATH = 'data/content.db';

/**
 * Migration n (1-based) moves user_version n-1 to n. Append only: a released migration is
 * never edited, so a database made by an older build can always be brought forward.
 */
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  -- Shell blocks (home, music, weather, flow, consult, footer) as localized JSON documents.
  CREATE TABLE doc (key TEXT NOT NULL, locale TEXT NOT NULL, json TEXT NOT NULL, PRIMARY KEY (key, locale));
  CREATE TABLE article_type (id INTEGER NOT NULL, locale TEXT NOT NULL, code TEXT NOT NULL,
    order_num INTEGER NOT NULL, json TEXT NOT NULL, PRIMARY KEY (id, locale));
  CREATE TABLE article (id INTEGER NOT NULL, locale TEXT NOT NULL, type_id INTEGER NOT NULL,
    type_code TEXT NOT NULL, category TEXT, stars INTEGER, price_min REAL, publish_time TEXT NOT NULL,
    json TEXT NOT NULL, content TEXT NOT NULL, related TEXT NOT NULL, PRIMARY KEY (id, locale));
  CREATE INDEX article_type_idx ON article (locale, type_id, publish_time);
  CREATE TABLE scenic (id INTEGER NOT NULL, locale TEXT NOT NULL, json TEXT NOT NULL, PRIMARY KEY (id, locale));
  CREATE TABLE subject (id INTEGER NOT NULL, locale TEXT NOT NULL, json TEXT NOT NULL,
    content TEXT NOT NULL, itinerary TEXT NOT NULL, PRIMARY KEY (id, locale));
  CREATE TABLE faq (id INTEGER NOT NULL, locale TEXT NOT NULL, category TEXT NOT NULL,
    order_num INTEGER NOT NULL, json TEXT NOT NULL, PRIMARY KEY (id, locale));
  CREATE TABLE notice (id INTEGER NOT NULL, locale TEXT NOT NULL, publish_time TEXT NOT NULL,
    json TEXT NOT NULL, PRIMARY KEY (id, locale));
  CREATE TABLE menu (id INTEGER NOT NULL, locale TEXT NOT NULL, platform INTEGER NOT NULL,
    position INTEGER NOT NULL, order_num INTEGER NOT NULL, json TEXT NOT NULL, PRIMARY KEY (id, locale));
  CREATE TABLE friendly_link (id INTEGER NOT NULL, locale TEXT NOT NULL, order_num INTEGER NOT NULL,
    json TEXT NOT NULL, PRIMARY KEY (id, locale));
  -- One row per (kind, id, locale); see search.ts for the two columns.
  CREATE VIRTUAL TABLE search_fts USING fts5(kind UNINDEXED, ref_id UNINDEXED, locale UNINDEXED,
    words, cjk, tokenize = 'unicode61 remove_diacritics 2');
  `,
  `
  -- The demo's notices come in seasonal sets ('' = every season); see dates/seasons.ts.
  ALTER TABLE notice ADD COLUMN season TEXT NOT NULL DEFAULT '';
  `,
  `
  -- Notices name the world's conditions they need, as a JSON array ('' = always; world/conditions.ts).
  ALTER TABLE notice RENAME COLUMN season TO shown_when;
  `,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

/** Tables that hold seeded content (cleared by a re-seed). */
export const CONTENT_TABLES = [
  'doc', 'article_type', 'article', 'scenic', 'subject', 'faq', 'notice', 'menu', 'friendly_link', 'search_fts',
] as const;

const userVersion = (db: DatabaseSync) => (db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version;

export function migrate(db: DatabaseSync): number {
  // The version is read under the write lock, so two processes starting at once migrate once.
  transaction(db, () => {
    const from = userVersion(db);
    if (from > SCHEMA_VERSION) {
      throw new Error(`Database schema version ${from} is newer than this build (${SCHEMA_VERSION})`);
    }
    for (let v = from; v < SCHEMA_VERSION; v++) db.exec(MIGRATIONS[v]!);
    if (from !== SCHEMA_VERSION) db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
  });
  return SCHEMA_VERSION;
}

/** The database file cannot be created or opened (a bad CONTENT_DB_PATH). */
export class DatabaseOpenError extends Error {
  override name = 'DatabaseOpenError';
}

export function openDatabase(path: string = DEFAULT_DB_PATH): DatabaseSync {
  let db: DatabaseSync;
  try {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    db = new DatabaseSync(path);
  } catch (err) {
    throw new DatabaseOpenError(`cannot open the database "${path}": ${(err as Error).message}`);
  }
  try {
    // Wait for a lock held by another process (set first: switching to WAL needs a lock too).
    db.exec('PRAGMA busy_timeout = 5000');
    // WAL lets a second process (content:seed, tests) read while the service runs. The first
    // statement that reads the file: a file that is not a database fails here.
    if (path !== ':memory:') db.exec('PRAGMA journal_mode = WAL');
  } catch (err) {
    db.close();
    throw new DatabaseOpenError(`cannot open the database "${path}": ${(err as Error).message}`);
  }
  migrate(db);
  return db;
}

/** Runs `fn` in one transaction. */
export function transaction<T>(db: DatabaseSync, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const out = fn();
    db.exec('COMMIT');
    return out;
  } catch (err) {
    db.exec('ROLLBACK');
    throw err;
  }
}
