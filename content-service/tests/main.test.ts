// @vitest-environment node
/** `node content-service/src/main.js`: env validation exits 1; SIGTERM closes gracefully (exit 0). */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const PACKAGE = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'content-main-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, ['src/main.js'], {
    cwd: PACKAGE,
    env: { ...process.env, CONTENT_DB_PATH: join(dir, 'c.db'), LOG_LEVEL: 'warn', ...env },
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const exit = new Promise<number | null>((ok) => child.on('exit', (code) => ok(code)));
  return { child, exit, output: () => out };
}

it.each([
  [{ CONTENT_PORT: 'eighty' }, 'content service: CONTENT_PORT must be a port number 0-65535 (got "eighty")'],
  [{ CONTENT_HOST: 'no/slash' }, 'content service: CONTENT_HOST must be an IP address or host name (got "no/slash")'],
  [{ LOG_LEVEL: 'chatty' }, 'content service: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "chatty")'],
  [{ CLOCK_NOW: '2026-13-45' }, 'content service: CLOCK_NOW must be an ISO 8601 instant with a zone, e.g. 2026-07-15T10:30:00+08:00 (got "2026-13-45")'],
  // A folder that cannot be made (its parent is a file), and a device SQLite would open and fail on
  // later: one line naming the variable, no stack (the check's cases: db-path.test.ts).
  [{ CONTENT_DB_PATH: join(import.meta.filename, 'sub/c.db') }, `content service: could not start: CONTENT_DB_PATH: "${import.meta.filename}" is not a folder, so "${join(import.meta.filename, 'sub/c.db')}" cannot be created`],
  [{ CONTENT_DB_PATH: '/dev/null' }, 'content service: could not start: CONTENT_DB_PATH: "/dev/null" is under /dev, kernel files, not data; name a file on disk (e.g. data/content.db)'],
])('exits 1 on a bad env value %o', async (env, msg) => {
  const p = run(env);
  expect(await p.exit).toBe(1);
  expect(p.output().trim()).toBe(msg);
});

it('serves, then closes on SIGTERM with exit code 0', async () => {
  const p = run({ CONTENT_PORT: '0', CONTENT_HOST: '127.0.0.1' });
  const url = await new Promise<string>((ok, fail) => {
    const timer = setInterval(() => {
      const m = /listening on (http:\/\/\S+)/.exec(p.output());
      if (m) {
        clearInterval(timer);
        ok(m[1]!);
      }
    }, 20);
    void p.exit.then(() => fail(new Error(`exited early: ${p.output()}`)));
  });
  const res = await fetch(`${url}/health`);
  expect(((await res.json()) as { status: string }).status).toBe('ok');
  p.child.kill('SIGTERM');
  expect(await p.exit).toBe(0);
}, 20_000);
