/**
 * A throw-away PostgreSQL cluster for tests (Debian's postgresql package; .ci/run installs it),
 * as tests/support/redis.ts starts a redis-server: `initdb` into a temp folder, `pg_ctl start`
 * on a free loopback port (never 5432, where a packaged cluster may listen), password
 * authentication over TCP, `fsync` left on. Run as root, the server runs as the `postgres` user
 * (initdb refuses root), in a folder handed to it. One cluster per test file; `stop()` ends it
 * and removes the folder. A missing binary fails the test with what to install, never a skip.
 *
 *   const pg = await startPostgres();
 *   const url = await pg.createDatabase('t1');   // postgres://qinglan:…@127.0.0.1:<port>/t1
 *   await pg.restart('immediate');               // a crash and recovery, under load
 *   await pg.stop();
 */
import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './ports.ts';

const run = promisify(execFile);

/** The newest installed server's binaries (PG_BIN overrides). */
function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin/initdb'))).sort((a, b) => Number(b) - Number(a)) : [];
  if (!versions.length) throw new Error("PostgreSQL's initdb not found under /usr/lib/postgresql/*/bin: install Debian's postgresql package (apt-get install postgresql; .ci/run does) or set PG_BIN");
  return join(root, versions[0]!, 'bin');
}

export interface PostgresServer {
  port: number;
  /** The superuser's URL of database `name` (the password in it is the test's own). */
  url(name: string): string;
  /** Creates an empty database; its URL. */
  createDatabase(name: string): Promise<string>;
  /** `pg_ctl restart -m <mode>`: `fast` rolls back open transactions, `immediate` is a crash the server recovers from. */
  restart(mode: 'fast' | 'immediate'): Promise<void>;
  /** Runs SQL in a database over the socket (psql -At); its output. */
  sql(name: string, sql: string): Promise<string>;
  /** `pg_dump` of a database, as plain SQL text. */
  dump(name: string): Promise<string>;
  /** The server's own log so far. */
  log(): Promise<string>;
  stop(): Promise<void>;
}

const USER = 'qinglan';

export async function startPostgres(): Promise<PostgresServer> {
  const bin = binDir();
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'pg-test-'));
  const data = join(dir, 'data');
  const password = `pw-${Math.random().toString(36).slice(2)}`;
  writeFileSync(join(dir, 'pwfile'), password);
  if (root) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout), Number(gid));
    chownSync(join(dir, 'pwfile'), Number(stdout), Number(gid));
  }
  chmodSync(dir, 0o700);
  // As root, every server binary runs as postgres (initdb and postgres refuse root).
  const as = (cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
    run(root ? 'runuser' : join(bin, cmd), root ? ['-u', 'postgres', '--', join(bin, cmd), ...args] : args, { cwd: dir, env: { PATH: process.env.PATH, LANG: 'C.UTF-8', ...env }, maxBuffer: 64 * 1024 * 1024 });
  await as('initdb', ['-D', data, '-U', USER, '--pwfile', join(dir, 'pwfile'), '--auth-local=trust', '--auth-host=scram-sha-256', '-E', 'UTF8', '--no-instructions']);
  const ctl = (args: string[]) => as('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '30', ...args]);
  const optionsFor = (port: number) => ['-c listen_addresses=127.0.0.1', `-c port=${port}`, `-c unix_socket_directories=${dir}`, '-c max_connections=60', '-c shared_buffers=32MB', '-c fsync=on'].join(' ');
  // The port is picked the moment before the server binds it: another process may take it in
  // between (tests run side by side), so a refused start tries another port, three times at most.
  let port = 0;
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    try {
      await ctl(['-o', optionsFor(port), 'start']);
      break;
    } catch (err) {
      if (attempt === 3) {
        const log = await run('cat', [join(dir, 'server.log')]).then((r) => r.stdout, () => '');
        rmSync(dir, { recursive: true, force: true });
        throw new Error(`pg_ctl start failed 3 times: ${(err as Error).message}\n${log.slice(-2000)}`);
      }
    }
  }
  const options = optionsFor(port);
  const psql = (db: string, sql: string) => as('psql', ['-h', dir, '-p', String(port), '-U', USER, '-d', db, '-v', 'ON_ERROR_STOP=1', '-qAt', '-c', sql]);
  const url = (name: string) => `postgres://${USER}:${password}@127.0.0.1:${port}/${name}`;
  let stopped = false;
  return {
    port,
    url,
    async createDatabase(name) {
      if (!/^[a-z][a-z0-9_]{0,40}$/.test(name)) throw new Error(`createDatabase: "${name}" is not a plain name`);
      await psql('postgres', `CREATE DATABASE ${name}`);
      return url(name);
    },
    sql: async (name, sql) => (await psql(name, sql)).stdout,
    async restart(mode) {
      await ctl(['-m', mode, '-o', options, 'restart']);
    },
    async dump(name) {
      const { stdout } = await as('pg_dump', ['-h', dir, '-p', String(port), '-U', USER, '--no-owner', name]);
      return stdout;
    },
    async log() {
      const { stdout } = await run('cat', [join(dir, 'server.log')]);
      return stdout;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await ctl(['-m', 'immediate', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
