/**
 * A copy of the content seed with one closure published the day before, for the critical-CSS
 * renders only: the demo seed has no urgent notice (docs/product.md §5 "Urgent notices"), so
 * without it the banner above the header would never be in the markup Beasties reads, and a
 * real closure would paint unstyled until the full stylesheet came.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const SEED_DIR = resolve(import.meta.dirname, '../../content-service/seed');

export function seedWithUrgentNotice(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ql-critical-seed-'));
  cpSync(SEED_DIR, dir, { recursive: true });
  const file = join(dir, 'notices.json');
  const notices = JSON.parse(readFileSync(file, 'utf8')) as { id: number }[];
  const urgent = {
    id: Math.max(...notices.map((n) => n.id)) + 1,
    title: { 'zh-CN': '紧急封闭（样式用）', en: 'Urgent closure (for the styles)' },
    content: { 'zh-CN': '请勿进入。', en: 'Please keep off.' },
    level: 'closure',
    // A day before each render's instant: inside the banner's 72 hours at every one of them.
    publishTime: '{{time:-1 12:00:00}}',
    startTime: '{{time:-1 12:00:00}}',
    endTime: null,
  };
  writeFileSync(file, JSON.stringify([...notices, urgent]));
  return dir;
}
