/**
 * The import graph's rules (.dependency-cruiser.cjs; docs/ARCHITECTURE.md, "Rooms and the seams
 * between them"), run with the real dependency-cruiser CLI: the tree breaks none of them, and a
 * throw-away tree that breaks each one is refused with exactly those violations.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const CLI = join(ROOT, 'node_modules/.bin/depcruise');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
  cycle?: { name: string }[];
}
interface Report {
  summary: { violations: Violation[]; totalCruised: number };
}

/** Runs the CLI in `cwd` with the project's rules; its exit code and output, whatever the code. */
async function run(cwd: string, args: string[]): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await promisify(execFile)(CLI, [...args, '--config', CONFIG], { cwd, maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stdout };
  } catch (err) {
    const { code, stdout } = err as { code: number; stdout: string };
    return { code, stdout };
  }
}

/** The violations, from the JSON report. */
async function cruise(cwd: string, rooms: string[]): Promise<Report> {
  return JSON.parse((await run(cwd, [...rooms, '--output-type', 'json'])).stdout) as Report;
}

/** The exit code of the check exactly as `npm run check:imports` runs it (the `err` reporter sets it). */
async function checkExitCode(cwd: string, rooms: string[]): Promise<number> {
  return (await run(cwd, [...rooms, '--output-type', 'err'])).code;
}

const BROKEN: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', allowImportingTsExtensions: true, noEmit: true } }),
  // A circle through a type-only import.
  'client/a.ts': "import { b } from './b.ts';\nexport const a = b;\n",
  'client/b.ts': "import type { a } from './a.ts';\nexport const b = 1;\nexport type A = typeof a;\n",
  // Cross-room imports the rules forbid.
  'client/c.ts': "import { y } from '../server/y.ts';\nexport const c = y;\n",
  'server/x.ts': "import { a } from '../client/a.ts';\nexport const x = a;\n",
  'server/y.ts': 'export const y = 1;\n',
  'shared/s.ts': "import { y } from '../server/y.ts';\nexport const s = y;\n",
  'content-service/z.ts': "import { fine } from '../client/ok.ts';\nexport const z = fine;\n",
  'server/t.ts': "import { helper } from '../tests/helper.ts';\nexport const t = helper;\n",
  'tests/helper.ts': 'export const helper = 1;\n',
  // An import that resolves to nothing.
  'shared/typo.ts': "import { gone } from './gone.ts';\nexport const typo = gone;\n",
  // Allowed: both sides import shared/.
  'client/ok.ts': "import { ok } from '../shared/ok.ts';\nexport const fine = ok;\n",
  'server/ok.ts': "import { ok } from '../shared/ok.ts';\nexport const fine = ok;\n",
  'shared/ok.ts': 'export const ok = 1;\n',
};

const made: string[] = [];
afterAll(async () => {
  for (const dir of made) await rm(dir, { recursive: true, force: true });
});

describe('the import graph', () => {
  it('has no circle and no forbidden cross-room import in client/, server/, shared/ and content-service/', async () => {
    const report = await cruise(ROOT, ['client', 'server', 'shared', 'content-service']);
    expect(report.summary.violations).toEqual([]);
    // It looked at the whole tree (365 modules when this was written), not an empty glob.
    expect(report.summary.totalCruised).toBeGreaterThan(300);
  });

  it('refuses a tree that breaks each rule once: a circle, each forbidden door, shipped code importing tests, an import of nothing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'import-graph-'));
    made.push(dir);
    for (const [file, text] of Object.entries(BROKEN)) {
      await mkdir(dirname(join(dir, file)), { recursive: true });
      await writeFile(join(dir, file), text);
    }
    const rooms = ['client', 'server', 'shared', 'content-service'];
    const report = await cruise(dir, rooms);
    const found = report.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
    expect(found).toEqual([
      'client-not-to-server: client/c.ts → server/y.ts',
      'content-service-apart: content-service/z.ts → client/ok.ts',
      // One violation per circle, named from where the cruise first met it.
      'no-circular: client/a.ts → client/b.ts',
      'not-to-unresolvable: shared/typo.ts → ./gone.ts',
      'rooms-not-to-tests-or-scripts: server/t.ts → tests/helper.ts',
      'server-not-to-client: server/x.ts → client/a.ts',
      'shared-stays-shared: shared/s.ts → server/y.ts',
    ]);
    // The err reporter exits with the number of errors: CI stops.
    expect(await checkExitCode(dir, rooms)).toBe(7);
  });
});
