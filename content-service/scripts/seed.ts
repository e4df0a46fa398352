/**
 * `npm run content:seed`: rebuilds the content database (env CONTENT_DB_PATH, default
 * data/content.db) from content-service/seed/, replacing whatever content it held.
 */
import { dbPathFrom } from '../src/config.ts';
import { openDatabase } from '../src/db/schema.ts';
import { seedDatabase } from '../src/seed/write.ts';
import { loadSeedBundle } from '../src/seed/files.ts';

const dbPath = dbPathFrom();
const db = openDatabase(dbPath);
try {
  const bundle = loadSeedBundle();
  if (bundle.missing.length) console.warn(`missing seed files (seeded as empty): ${bundle.missing.join(', ')}`);
  const result = seedDatabase(db, bundle, { force: true });
  const count = (table: string) => (db.prepare(`SELECT count(*) AS n FROM ${table} WHERE locale = 'zh-CN'`).get() as { n: number }).n;
  console.log(
    `seeded ${dbPath} (checksum ${result.checksum.slice(0, 12)}): ${count('article')} articles, ` +
      `${count('scenic')} scenic spots, ${count('subject')} subjects, ${count('faq')} FAQ, ${count('notice')} notices, ${count('menu')} menu entries`,
  );
} finally {
  db.close();
}
