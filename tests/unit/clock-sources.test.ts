/**
 * Time comes from one injectable clock (docs/decisions/004-site-clock.md): a business decision
 * ("is it open", "is this notice current", "today") asks a Clock, never the machine. The only
 * other readings of the machine's time are duration measurements and stamps no decision reads,
 * listed here with why. Any new `new Date()` or `Date.now` in the shipped code fails this test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SHIPPED = ['server', 'shared', 'client', 'content-service/src'];
/** Readings of the machine's time that decide nothing, per file. */
const ALLOWED: Record<string, string> = {
  'shared/clock.ts': 'the clock itself (systemClock)',
  'server/routes/health.ts': 'uptime: a duration',
  'server/upstream/cache.ts': 'cache ages and TTLs: durations on the cache clock (injectable)',
  'server/upstream/shared-cache.ts': 'stored-at times and TTLs shared across replicas: durations (injectable)',
  'server/ops/readiness.ts': 'the probe memo and the stale window: durations (injectable)',
  'server/ops/log-once.ts': 'log throttling: a duration (injectable)',
  'server/ops/upstream-heartbeat.ts': 'a stamp for people reading Redis; only the key\'s presence is read',
  'client/components/shell/music/engine.ts': 'a restart throttle: a duration',
  'client/runtime/reveal.ts': 'a scroll throttle: a duration',
  'client/runtime/chunkReload.ts': 'a reload loop guard: a duration',
  'client/runtime/buildCheck.ts': 'the new-build check interval: a duration',
  'client/hooks/useRefreshWhileVisible.ts': 'the refresh interval: a duration',
  'client/hooks/useAreaNow.ts': "time elapsed since the server's instant: a duration added to the site clock",
  'client/runtime/errorReporter.ts': 'when a visitor\'s error happened, for the log',
  'content-service/src/seed/write.ts': 'when the database was seeded, for people',
};
const READS_MACHINE_TIME = /\bnew Date\(\s*\)|\bDate\.now\b/;

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

/** Code lines only: comments may speak of `Date.now()`. */
const code = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .filter((l) => !l.trim().startsWith('//'));

describe('the machine clock', () => {
  const files = SHIPPED.flatMap(sources);

  it('is read only where a duration is measured or a stamp decides nothing', () => {
    const readers = files.filter((f) => code(readFileSync(join(ROOT, f), 'utf8')).some((l) => READS_MACHINE_TIME.test(l)));
    expect(readers.filter((f) => !(f in ALLOWED)).sort()).toEqual([]);
  });

  it('has no stale allowance: every listed file still reads it', () => {
    const listed = Object.keys(ALLOWED).filter((f) => !files.includes(f) || !code(readFileSync(join(ROOT, f), 'utf8')).some((l) => READS_MACHINE_TIME.test(l)));
    expect(listed).toEqual([]);
  });
});
