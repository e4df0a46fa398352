// @vitest-environment node
/** `node server/content/main.ts`: env validation exits 1; SIGTERM closes gracefully (exit 0). */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'content-main-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, ['server/content/main.ts'], {
    cwd: ROOT,
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
