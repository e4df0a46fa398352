// @vitest-environment node
/** `node content-service/src/main.js`: env validation exits 1; SIGHUP reloads the seed folder; SIGTERM closes gracefully (exit 0). */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
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
  [{ PUBLISH_HOOK_URL: 'http://127.0.0.1:9/hook', PUBLISH_WEBHOOK_SECRET: 'too short' }, 'content service: PUBLISH_WEBHOOK_SECRET must be at least 32 characters when PUBLISH_HOOK_URL is set (got 9)'],
])('exits 1 on a bad env value %o', async (env, msg) => {
  const p = run(env);
  expect(await p.exit).toBe(1);
  expect(p.output().trim()).toBe(msg);
});

/** Resolves with the first match of `re` in the process's output (polled), or fails if it exits first. */
function outputMatch(p: ReturnType<typeof run>, re: RegExp) {
  return new Promise<string>((ok, fail) => {
    const timer = setInterval(() => {
      const m = re.exec(p.output());
      if (m) {
        clearInterval(timer);
        ok(m[1] ?? m[0]);
      }
    }, 20);
    void p.exit.then(() => {
      clearInterval(timer);
      fail(new Error(`exited early: ${p.output()}`));
    });
  });
}

it('serves, then closes on SIGTERM with exit code 0', async () => {
  const p = run({ CONTENT_PORT: '0', CONTENT_HOST: '127.0.0.1' });
  const url = await outputMatch(p, /listening on (http:\/\/\S+)/);
  const res = await fetch(`${url}/health`);
  expect(((await res.json()) as { status: string }).status).toBe('ok');
  p.child.kill('SIGTERM');
  expect(await p.exit).toBe(0);
}, 20_000);

it('SIGHUP reads CONTENT_SEED_DIR again: no change, then a new notice reseeded and published once', async () => {
  const seedDir = mkdtempSync(join(tmpdir(), 'content-main-seed-'));
  // The package's own seed: its QR codes are the media/ files already there (the fixture's would be written beside them).
  cpSync(join(PACKAGE, 'seed'), seedDir, { recursive: true });
  const calls: string[] = [];
  const hook = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      calls.push(body);
      res.end();
    });
  });
  await new Promise<void>((ok) => hook.listen(0, '127.0.0.1', ok));
  const hookUrl = `http://127.0.0.1:${(hook.address() as { port: number }).port}/_hooks/publish`;
  const p = run({
    CONTENT_PORT: '0', CONTENT_HOST: '127.0.0.1', CONTENT_DB_PATH: join(seedDir, 'db/c.db'), CONTENT_SEED_DIR: seedDir,
    PUBLISH_HOOK_URL: hookUrl, PUBLISH_WEBHOOK_SECRET: 'x'.repeat(32),
  });
  try {
    await outputMatch(p, /listening on (http:\/\/\S+)/);
    p.child.kill('SIGHUP');
    expect(await outputMatch(p, /content seed reload: .*/)).toBe('content seed reload: no change');
    const file = join(seedDir, 'notices.json');
    const notices = JSON.parse(readFileSync(file, 'utf8')) as object[];
    // The database lives in the folder too (db/): its writes must not count as seed changes.
    writeFileSync(file, JSON.stringify([...notices, { id: 999, title: 'Closed', content: '', level: 'closure', publishTime: '2026-11-24T09:00:00+08:00', startTime: null, endTime: null }]));
    // Whichever reads the change first, the watch or this signal, there is one reseed and one call.
    p.child.kill('SIGHUP');
    await expect.poll(() => calls.length, { timeout: 10_000, interval: 25 }).toBe(1).catch((err: Error) => {
      throw new Error(`${err.message}\n${p.output()}`);
    });
    expect((JSON.parse(calls[0]!) as { paths: string[] }).paths).toEqual(['/homeModule/getNotice']);
  } finally {
    p.child.kill('SIGTERM');
    await p.exit;
    hook.close();
    rmSync(seedDir, { recursive: true, force: true });
  }
}, 20_000);
