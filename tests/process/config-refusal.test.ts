/**
 * A bad variable stops the real process before it listens, with one line naming the variable
 * (README "Configuration"). One spawn: which variables are refused, and how each is named, is
 * proved in-process by tests/unit/config.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';

it('stops the process before listening, naming the variable', () => {
  const main = resolve(import.meta.dirname, '../../server/main.js');
  const r = spawnSync(process.execPath, [main], { env: { ...process.env, PORT: 'abc' }, encoding: 'utf8', timeout: 20_000 });
  expect(r.status).toBe(1);
  expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Configuration error: PORT /)]);
  expect(r.stdout).not.toContain('listening');
});
