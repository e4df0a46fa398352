/**
 * The processes of `npm run bench` and `npm run test:hostile`: the built site in its own
 * process (with the memory probe preloaded) and the load generator in another, so neither
 * shares a CPU budget with the script that drives them.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { IMAGE_MALLOC, IMAGE_NODE_FLAGS } from './image-settings.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const BENCH = join(ROOT, 'scripts/bench');

export interface Load {
  ok: number;
  rps: number;
  p50: number;
  p99: number;
  timeouts: number;
  errors: number;
  bytesPerRequest: number;
  noReply: number;
  /** Responses per HTTP status. */
  statuses: Record<string, number>;
}

/** /proc/<pid>/stat counts CPU in clock ticks (USER_HZ = 100 on Linux). */
const TICK_MS = 10;

/** A process's CPU time so far (user + system, every thread), in ms. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

export async function freePort(): Promise<number> {
  const srv = createServer().listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address() as { port: number };
  srv.close();
  return port;
}

/** Runs one of the bench's scripts in its own process; it answers with JSON on its last line of stdout. */
export async function runScript<T>(script: string, args: string[], options: { execArgv?: string[]; env?: NodeJS.ProcessEnv } = {}): Promise<T> {
  const child = fork(join(BENCH, script), args, { ...options, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`bench: ${script} exited ${code}`);
  return JSON.parse(out.trim().split('\n').at(-1)!) as T;
}

export function load(url: string, headers: Record<string, string>, opts: { connections: number; duration?: number; amount?: number; timeout?: number; paths?: string[] }): Promise<Load> {
  return runScript<Load>('load.ts', [JSON.stringify({ url, headers, ...opts })]);
}

/** From process.memoryUsage(): `heapTotal` is what V8 holds for the heap, used or not. */
interface Memory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
}

export interface SiteProcess {
  url: string;
  child: ChildProcess;
  /** Memory of the site process (after a forced GC for 'gc'); `external`: C++ objects and Buffers tied to JS. */
  ask(what: 'memory' | 'gc'): Promise<Memory>;
  metric(name: string, labels?: string): Promise<number>;
  stop(): Promise<void>;
}

/** The production build (server/main.js) on a free loopback port; the embedded content service unless env sets API_BASE_URL. */
export async function startSite(env: Record<string, string>, nodeFlags: string[] = IMAGE_NODE_FLAGS): Promise<SiteProcess> {
  const [port, metricsPort] = await Promise.all([freePort(), freePort()]);
  // Run as the image runs it (heap flags, malloc settings), so memory and CPU figures are production's.
  const child = fork(join(ROOT, 'server/main.js'), [], {
    execArgv: [...nodeFlags, '--expose-gc', '--import', join(BENCH, 'probe.ts')],
    env: { ...process.env, ...IMAGE_MALLOC, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), METRICS_HOST: '127.0.0.1', METRICS_PORT: String(metricsPort), LOG_LEVEL: 'warn', API_BASE_URL: '', CLOCK_NOW: '2026-11-24T10:30:00+08:00', CONTENT_DB_PATH: join(mkdtempSync(join(tmpdir(), 'ql-bench-')), 'c.db'), ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error('site exited during start');
    const ok = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    if (i > 600) throw new Error('site did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    ask: async (what) => {
      child.send(what);
      const [msg] = (await once(child, 'message')) as [Memory];
      return msg;
    },
    // Prometheus text from the internal listener (METRICS_PORT): the sum of a counter over its series matching `labels`.
    metric: async (name, labels = '') => {
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      return text.split('\n').filter((l) => l.startsWith(`${name}{`) && l.includes(labels)).reduce((s, l) => s + Number(l.split(' ').at(-1)), 0);
    },
    stop: () => stopChild(child),
  };
}

/** The stack floor of a page (stack-floor.ts) in its own process, with the image's node flags like the site. */
export async function startStackFloor(pageFile: string): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const child = fork(join(BENCH, 'stack-floor.ts'), [pageFile], { execArgv: IMAGE_NODE_FLAGS, env: { ...process.env, ...IMAGE_MALLOC, NODE_ENV: 'production' }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const [msg] = (await once(child, 'message')) as [{ port: number }];
  return {
    url: `http://127.0.0.1:${msg.port}`,
    pid: child.pid!,
    stop: () => stopChild(child),
  };
}

/** SIGTERM, then the exit; nothing when the child has already gone. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}
