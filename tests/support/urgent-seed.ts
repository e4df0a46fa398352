/**
 * A copy of the content seed with one closure published at 09:00 on TEST_NOW's day (an hour
 * and a half before it): the urgent banner's fixture (docs/product.md §5 "Urgent notices"),
 * since the demo seed itself carries no urgent notice. `startUrgentStack` runs the content
 * service on it and the site in front, at TEST_NOW.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startStack, type Site } from './site.ts';
import { URGENT_NOTICE } from './urgent-notice.ts';

const SEED = resolve(import.meta.dirname, '../../content-service/seed');

/** A temp copy of the demo seed (the caller removes it). */
export function copySeed(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ql-urgent-seed-'));
  cpSync(SEED, dir, { recursive: true });
  return dir;
}

/** Publishes the urgent closure in the seed copy at `dir` (one write of notices.json, as an editor's save). */
export function addUrgentNotice(dir: string): void {
  const notices = JSON.parse(readFileSync(join(dir, 'notices.json'), 'utf8')) as object[];
  writeFileSync(join(dir, 'notices.json'), JSON.stringify([...notices, URGENT_NOTICE]));
}

export async function startUrgentStack(): Promise<Site & { content: { url: string } }> {
  const dir = copySeed();
  addUrgentNotice(dir);
  const stack = await startStack({}, dir);
  return {
    ...stack,
    close: async () => {
      await stack.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
