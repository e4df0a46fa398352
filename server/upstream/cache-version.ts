/**
 * The version keyed into every shared-cache key (docs/decisions/041-item-by-item-validation.md):
 * a fingerprint of what decides a cached value's shape — the contract and its schemas
 * (shared/api/), the URL allow-list, and zod's version. Two builds that would store different
 * shapes never read each other's values in a rolling deploy; builds that leave them alone keep
 * the warm cache. Computed once at start-up from the sources the server runs.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';

const SHARED = resolve(import.meta.dirname, '../../shared');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => join(e.parentPath, e.name));
}

export function sharedCacheVersion(): string {
  const hash = createHash('sha256');
  const files = [...sources(join(SHARED, 'api')), join(SHARED, 'safe-url.ts')].sort();
  for (const file of files) hash.update(relative(SHARED, file)).update('\0').update(readFileSync(file)).update('\0');
  const zod = (createRequire(import.meta.url)('zod/package.json') as { version: string }).version;
  return hash.update(`zod@${zod}`).digest('hex').slice(0, 12);
}
