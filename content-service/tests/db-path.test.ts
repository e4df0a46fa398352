// @vitest-environment node
/**
 * CONTENT_DB_PATH checked before SQLite touches it (src/db/db-path.ts): each bad kind of path is
 * refused with one reason naming it, never a stack or a hang. The one-line output of the processes
 * is tested once each (content-service/tests/main.test.ts, tests/http/ops-readiness.test.ts).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dbPathProblem, type DbPathFs } from '../src/db/db-path.ts';
import { DatabaseOpenError, openDatabase } from '../src/db/schema.ts';

const dir = mkdtempSync(join(tmpdir(), 'content-db-path-'));
afterAll(() => {
  chmodSync(join(dir, 'locked'), 0o755);
  rmSync(dir, { recursive: true, force: true });
});
const at = (name: string) => join(dir, name);
writeFileSync(at('ok.db'), '');
writeFileSync(at('ro.db'), '');
chmodSync(at('ro.db'), 0o444);
mkdirSync(at('locked'));
chmodSync(at('locked'), 0o555);
// coreutils' mkfifo: Node has no call for it.
execFileSync('/usr/bin/mkfifo', [at('fifo')]);
symlinkSync('/dev/null', at('null-link'));
writeFileSync(at('text.db'), 'not a database\n');

const KERNEL = (path: string, tree: string) => `"${path}" is under ${tree}, kernel files, not data; name a file on disk (e.g. data/content.db)`;

describe('CONTENT_DB_PATH check', () => {
  it.each([':memory:', at('ok.db'), at('new.db'), at('new/nested/dir/content.db')])('accepts %s', async (path) => {
    expect(await dbPathProblem(path)).toBeNull();
  });

  it.each([
    ['/proc/self/status', KERNEL('/proc/self/status', '/proc')],
    ['/proc/1/x', KERNEL('/proc/1/x', '/proc')],
    ['/sys/kernel/x.db', KERNEL('/sys/kernel/x.db', '/sys')],
    ['/dev/null', KERNEL('/dev/null', '/dev')],
    // A link is judged by where it leads.
    [at('null-link'), KERNEL(at('null-link'), '/dev')],
    [dir, `"${dir}" is a folder, not a database file; name a file in it (e.g. ${join(dir, 'content.db')})`],
    [at('fifo'), `"${at('fifo')}" is a FIFO, not a database file`],
    [at('ro.db'), `"${at('ro.db')}" is not readable and writable by this process (mode 444); the content service writes its database`],
    [at('locked/c.db'), `the folder "${at('locked')}" is not writable by this process; SQLite creates the database there`],
    [join(at('ok.db'), 'sub/c.db'), `"${at('ok.db')}" is not a folder, so "${join(at('ok.db'), 'sub/c.db')}" cannot be created`],
  ])('refuses %s', async (path, reason) => {
    expect(await dbPathProblem(path)).toBe(reason);
  });

  it('refuses a file system that does not answer within the bound', async () => {
    const hung = { stat: () => new Promise(() => {}), realpath: () => new Promise(() => {}), access: () => new Promise(() => {}) } as unknown as DbPathFs;
    expect(await dbPathProblem('/mnt/nfs/content.db', { fs: hung, timeoutMs: 10 })).toBe('no answer from the file system about "/mnt/nfs/content.db" within 10 ms');
  });

  it('a regular file that is not a database is a DatabaseOpenError, not a raw SQLite error', () => {
    expect(() => openDatabase(at('text.db'))).toThrow(new DatabaseOpenError(`cannot open the database "${at('text.db')}": file is not a database`));
  });
});
