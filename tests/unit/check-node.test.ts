/** The Node version gate (scripts/check-node.cjs): one line naming the required version. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SCRIPT = join(ROOT, 'scripts/check-node.cjs');
const { nodeVersionProblem } = createRequire(import.meta.url)(SCRIPT) as { nodeVersionProblem: (current: string, range: string) => string | null };
const LINE_FOR_20 = 'Qinglan site needs Node >=24 (package.json "engines"); this is Node 20.20.2. Install Node 24 (e.g. from nodejs.org or nvm) and run the command again.';

/** Runs `script` under this Node, told by a preload that it is `version` (test-only injection). */
function runAs(version: string, script: string) {
  const preload = join(mkdtempSync(join(tmpdir(), 'ql-node-')), 'fake-version.cjs');
  writeFileSync(preload, `Object.defineProperty(process, 'versions', { value: { ...process.versions, node: ${JSON.stringify(version)} } });\n`);
  return spawnSync(process.execPath, ['--require', preload, script], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, PORT: '1', HOST: '127.0.0.1' } });
}

describe('Node version gate', () => {
  it('compares versions part by part against the engines range', () => {
    expect(nodeVersionProblem('24.0.0', '>=24')).toBeNull();
    expect(nodeVersionProblem('26.1.0', '>=24')).toBeNull();
    expect(nodeVersionProblem('22.19.0', '>=22.19')).toBeNull();
    expect(nodeVersionProblem('22.18.9', '>=22.19')).toBe(
      'Qinglan site needs Node >=22.19 (package.json "engines"); this is Node 22.18.9. Install Node 22 (e.g. from nodejs.org or nvm) and run the command again.',
    );
    expect(nodeVersionProblem('20.20.2', '>=24')).toBe(LINE_FOR_20);
  });

  it('the script prints one line and exits 1 on an old Node, and nothing on this one', () => {
    const old = runAs('20.20.2', SCRIPT);
    expect({ status: old.status, stderr: old.stderr, stdout: old.stdout }).toEqual({ status: 1, stderr: `${LINE_FOR_20}\n`, stdout: '' });
    const current = spawnSync(process.execPath, [SCRIPT], { encoding: 'utf8' });
    expect({ status: current.status, stderr: current.stderr }).toEqual({ status: 0, stderr: '' });
  });

  it('server/main.ts stops with the same line before starting anything', () => {
    const old = runAs('22.18.0', join(ROOT, 'server/main.ts'));
    expect({ status: old.status, stderr: old.stderr }).toEqual({
      status: 1,
      stderr: 'Qinglan site needs Node >=24 (package.json "engines"); this is Node 22.18.0. Install Node 24 (e.g. from nodejs.org or nvm) and run the command again.\n',
    });
  });

  it('npm runs it before installing, starting, building and testing', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(manifest.engines).toEqual({ node: '>=24' });
    for (const hook of ['preinstall', 'prestart', 'prebuild', 'pretest', 'predev']) expect(manifest.scripts[hook]).toBe('node scripts/check-node.cjs');
  });
});
