/**
 * The seed directory's JSON files and a sha256 of each, so a reload knows which files changed
 * (changed-endpoints.ts turns them into contract paths). Paths are relative, with `/`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Sub-folders the seed reads (seed/files.ts, plan/seed.ts); deeper files are not seed. */
const SEED_FOLDERS = ['', 'articles/', 'plan/'] as const;

export type SeedHashes = ReadonlyMap<string, string>;

export function hashSeedFiles(seedDir: string): SeedHashes {
  const out = new Map<string, string>();
  for (const folder of SEED_FOLDERS) {
    const dir = join(seedDir, folder);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.json')) continue;
      const rel = `${folder}${entry.name}`;
      out.set(rel, createHash('sha256').update(readFileSync(join(dir, entry.name))).digest('hex'));
    }
  }
  return out;
}

/** Files added, removed or changed between two readings, sorted. */
export function changedFiles(before: SeedHashes, after: SeedHashes): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => before.get(n) !== after.get(n)).sort();
}
