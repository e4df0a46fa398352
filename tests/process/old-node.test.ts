/**
 * What the README promises of the two commands, run for real (docs/decisions/016-node-version-and-install.md):
 *  - `node server/main.js` and `node content-service/src/main.js` on Node 20 (Debian's
 *    `/usr/bin/node`, or OLD_NODE_PATH) print the version gate's one line and exit 1, not a
 *    stack from a `.ts` file that Node cannot read;
 *  - a second copy of the site on the same machine, its own PORT but the same METRICS_PORT,
 *    stops with one line naming METRICS_PORT (the first keeps serving).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/ports.ts';
import { startProcess, waitForOk, type Proc } from '../support/processes.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const OLD_NODE = process.env.OLD_NODE_PATH ?? '/usr/bin/node';
const oldVersion = () => {
  if (!existsSync(OLD_NODE)) throw new Error(`no Node at ${OLD_NODE}: install Debian's nodejs (Node 20) or set OLD_NODE_PATH`);
  return spawnSync(OLD_NODE, ['--version'], { encoding: 'utf8' }).stdout.trim().replace(/^v/, '');
};
const gateLine = (version: string) =>
  `Qinglan site needs Node 22.18.0 or a later 22.x, or Node 24 or newer (package.json "engines": ^22.18.0 || >=24); this is Node ${version}. Install Node 24 (e.g. from nodejs.org or nvm) and run the command again.\n`;

describe('on Node 20', () => {
  it.each(['server/main.js', 'content-service/src/main.js'])('node %s prints the one line and exits 1', (entry) => {
    const version = oldVersion();
    expect(version).toMatch(/^20\./);
    const run = spawnSync(OLD_NODE, [entry], { cwd: ROOT, encoding: 'utf8', env: { PATH: process.env.PATH, PORT: '1', HOST: '127.0.0.1', CONTENT_PORT: '1' }, timeout: 20_000 });
    expect({ status: run.status, stderr: run.stderr, stdout: run.stdout }).toEqual({ status: 1, stderr: gateLine(version), stdout: '' });
  });
});

describe('two copies on one machine', () => {
  const procs: Proc[] = [];
  afterAll(() => Promise.all(procs.map((p) => p.kill())));

  it('the second stops with one line naming METRICS_PORT', async () => {
    // A free port stands in for the default 9100, so the test does not depend on 9100 being free.
    const [metrics, first, second] = [await freePort(), await freePort(), await freePort()];
    const env = (port: number) => ({
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: String(metrics),
      CONTENT_DB_PATH: join(mkdtempSync(join(tmpdir(), 'ql-two-')), 'c.db'),
    });
    const one = startProcess(process.execPath, ['server/main.js'], { cwd: ROOT, env: env(first) });
    procs.push(one);
    await waitForOk(`http://127.0.0.1:${metrics}/metrics`, one);

    const two = spawnSync(process.execPath, ['server/main.js'], { cwd: ROOT, encoding: 'utf8', env: env(second), timeout: 60_000 });
    expect({ status: two.status, stderr: two.stderr }).toEqual({
      status: 1,
      stderr: `Configuration error: METRICS_PORT ${metrics} is already in use (on METRICS_HOST 127.0.0.1); stop what listens there or choose another METRICS_PORT\n`,
    });
    // The first copy still serves.
    expect((await fetch(`http://127.0.0.1:${first}/healthz`)).status).toBe(200);
  });
});
