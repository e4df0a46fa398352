/**
 * The start-up check of CONTENT_DB_PATH, before SQLite touches it. Given a device, a FIFO, a
 * kernel file or a read-only file, SQLite opens without complaint and fails later ("disk I/O
 * error", "attempt to write a readonly database") with a stack, or blocks on a file that never
 * ends. So the path must be a regular file this process can read and write, in a folder it can
 * write (WAL keeps -wal and -shm files beside it), or not exist yet below a writable folder
 * (openDatabase creates the missing folders). Never under /proc, /sys or /dev.
 * Bounded: a file system that does not answer in time (a hung network mount) is refused too.
 */
import { constants, type Stats } from 'node:fs';
import * as fsp from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

const KERNEL_TREES = ['/proc', '/sys', '/dev'];
const CHECK_TIMEOUT_MS = 2000;

/** The calls the check makes (a test passes one that never answers). */
export type DbPathFs = Pick<typeof fsp, 'stat' | 'realpath' | 'access'>;

const kernelTree = (abs: string) => KERNEL_TREES.find((tree) => abs === tree || abs.startsWith(`${tree}/`));
const code = (err: unknown) => (err as NodeJS.ErrnoException).code;

/** What a path that is neither a regular file nor a folder is. */
function kind(st: Stats): string {
  if (st.isFIFO()) return 'a FIFO';
  if (st.isCharacterDevice()) return 'a character device';
  if (st.isBlockDevice()) return 'a block device';
  if (st.isSocket()) return 'a socket';
  return 'not a regular file';
}

/**
 * Why `path` cannot hold the database, or null when it can. ':memory:' always can.
 * The reason names the path; callers put `CONTENT_DB_PATH: ` in front.
 */
export async function dbPathProblem(path: string, opts: { timeoutMs?: number; fs?: DbPathFs } = {}): Promise<string | null> {
  if (path === ':memory:') return null;
  const timeoutMs = opts.timeoutMs ?? CHECK_TIMEOUT_MS;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((ok) => {
    timer = setTimeout(() => ok(`no answer from the file system about "${path}" within ${timeoutMs} ms`), timeoutMs);
  });
  try {
    return await Promise.race([check(path, opts.fs ?? fsp), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function check(path: string, fs: DbPathFs): Promise<string | null> {
  const kernel = (p: string) => {
    const tree = kernelTree(p);
    return tree ? `"${path}" is under ${tree}, kernel files, not data; name a file on disk (e.g. data/content.db)` : null;
  };
  const abs = resolve(path);
  // Before any file system call: some kernel files block whoever reads them.
  if (kernel(abs)) return kernel(abs);
  // Root passes access() on anything; a file or folder with no write bit at all is read-only by intent.
  const writable = async (p: string, st: Stats) =>
    (st.mode & 0o222) !== 0 && (await fs.access(p, constants.W_OK | (st.isDirectory() ? constants.X_OK : 0)).then(() => true, () => false));
  const folderProblem = async (folder: string, what: string) =>
    (await writable(folder, await fs.stat(folder))) ? null : `the folder "${folder}" is not writable by this process; SQLite ${what} there`;
  try {
    const st = await existing(abs, fs);
    if (st) {
      const real = await fs.realpath(abs);
      if (kernel(real)) return kernel(real);
      if (st.isDirectory()) return `"${path}" is a folder, not a database file; name a file in it (e.g. ${join(path, 'content.db')})`;
      if (!st.isFile()) return `"${path}" is ${kind(st)}, not a database file`;
      const readable = await fs.access(real, constants.R_OK).then(() => true, () => false);
      if (!readable || !(await writable(real, st))) return `"${path}" is not readable and writable by this process (mode ${(st.mode & 0o777).toString(8)}); the content service writes its database`;
      return folderProblem(dirname(real), 'keeps the -wal and -shm files of the database');
    }
    // Not there yet: the nearest folder that exists must be writable (openDatabase creates the rest).
    let parent = dirname(abs);
    let found = await existing(parent, fs);
    while (!found && parent !== dirname(parent)) found = await existing((parent = dirname(parent)), fs);
    if (!found?.isDirectory()) return `"${parent}" is not a folder, so "${path}" cannot be created`;
    const real = await fs.realpath(parent);
    return kernel(real) ?? (await folderProblem(real, 'creates the database'));
  } catch (err) {
    return `cannot check "${path}": ${(err as Error).message}`;
  }
}

/** stat, or null when nothing is there (ENOTDIR: a file where a folder would be). */
const existing = (p: string, fs: DbPathFs) =>
  fs.stat(p).catch((err: unknown) => (code(err) === 'ENOENT' || code(err) === 'ENOTDIR' ? null : Promise.reject(err)));
