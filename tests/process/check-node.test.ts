/** The Node version gate (scripts/check-node.cjs): one line naming the required versions (docs/decisions/022-node-22-18-and-undici-7.md). */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SCRIPT = join(ROOT, 'scripts/check-node.cjs');
const { nodeVersionProblem } = createRequire(import.meta.url)(SCRIPT) as { nodeVersionProblem: (current: string, range: string) => string | null };
const RANGE = '^22.18.0 || >=24';
const lineFor = (version: string) =>
  `Qinglan site needs Node 22.18.0 or a later 22.x, or Node 24 or newer (package.json "engines": ^22.18.0 || >=24); this is Node ${version}. Install Node 24 (e.g. from nodejs.org or nvm) and run the command again.`;
const LINE_FOR_20 = lineFor('20.20.2');

/** Runs `script` under this Node, told by a preload that it is `version` (test-only injection). */
function runAs(version: string, script: string) {
  const preload = join(mkdtempSync(join(tmpdir(), 'ql-node-')), 'fake-version.cjs');
  writeFileSync(preload, `Object.defineProperty(process, 'versions', { value: { ...process.versions, node: ${JSON.stringify(version)} } });\n`);
  return spawnSync(process.execPath, ['--require', preload, script], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, PORT: '1', HOST: '127.0.0.1' } });
}

describe('Node version gate', () => {
  it('accepts 22.18 and later 22.x, and 24 or newer; refuses older 22, 23 and older majors', () => {
    for (const ok of ['22.18.0', '22.18.1', '22.22.0', '24.0.0', '24.11.1', '26.1.0']) expect(nodeVersionProblem(ok, RANGE), ok).toBeNull();
    for (const old of ['22.17.9', '22.0.0', '23.0.0', '23.11.1', '21.7.3', '20.20.2', '18.20.8']) expect(nodeVersionProblem(old, RANGE), old).toBe(lineFor(old));
  });

  it('reads a single ">=" range too, and refuses a range it cannot read', () => {
    expect(nodeVersionProblem('22.19.0', '>=22.19')).toBeNull();
    expect(nodeVersionProblem('22.18.9', '>=22.19')).toBe(
      'Qinglan site needs Node 22.19 or newer (package.json "engines": >=22.19); this is Node 22.18.9. Install Node 22 (e.g. from nodejs.org or nvm) and run the command again.',
    );
    expect(() => nodeVersionProblem('24.0.0', '~22.18 || >=24')).toThrow('scripts/check-node.cjs cannot read "~22.18" in engines.node "~22.18 || >=24" (write ^X.Y.Z or >=X, joined by ||)');
  });

  it('the script prints one line and exits 1 on an old Node, and nothing on this one', () => {
    const old = runAs('20.20.2', SCRIPT);
    expect({ status: old.status, stderr: old.stderr, stdout: old.stdout }).toEqual({ status: 1, stderr: `${LINE_FOR_20}\n`, stdout: '' });
    const current = spawnSync(process.execPath, [SCRIPT], { encoding: 'utf8' });
    expect({ status: current.status, stderr: current.stderr }).toEqual({ status: 0, stderr: '' });
  });

  it('server/main.js stops with the same line before starting anything', () => {
    const old = runAs('23.11.1', join(ROOT, 'server/main.js'));
    expect({ status: old.status, stderr: old.stderr }).toEqual({ status: 1, stderr: `${lineFor('23.11.1')}\n` });
  });

  it('npm runs it before installing, starting, building and testing', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(manifest.engines).toEqual({ node: RANGE });
    for (const hook of ['preinstall', 'prestart', 'prebuild', 'pretest', 'predev']) expect(manifest.scripts[hook]).toBe('node scripts/check-node.cjs');
  });
});
