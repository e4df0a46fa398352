/**
 * `node scripts/measure-memory.ts`: the numbers behind the heap limit and the compose memory
 * limits (README, "Memory"; docs/decisions/032-cheaper-render-and-memory.md). Starts the
 * content service and one production site replica as separate processes on loopback, loads a
 * mix of pages (browser Accept-Encoding) for MEASURE_SECONDS (default 60) with
 * MEASURE_CONNECTIONS (default 50), and prints the site's memory once a second while loading
 * (RSS, V8 heap used/total, external, array buffers), the peak, and the same after the load,
 * after MEASURE_IDLE_SECONDS (default 30) idle and after a forced GC. Needs `npm run build`.
 *
 * The site runs as in production: the node flags of the Dockerfile's CMD and its MALLOC_* ENV.
 * Override for experiments: MEASURE_NODE_OPTIONS (e.g. "--max-old-space-size=512"
 * or "" for Node's defaults), and any site variable passes through (PAGE_CACHE_TTL_MS=0 for the
 * microcache off, MALLOC_ARENA_MAX).
 */
import { randomBytes } from 'node:crypto';
import { fork, spawn } from 'node:child_process';
import { IMAGE_MALLOC, IMAGE_NODE_FLAGS } from './bench/image-settings.ts';
import { cpuMs } from './bench/processes.ts';
import { once } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Pool } from 'undici';
import { freePort } from '../tests/support/ports.ts';

const SECONDS = Number(process.env.MEASURE_SECONDS ?? 60);
const IDLE_SECONDS = Number(process.env.MEASURE_IDLE_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.MEASURE_CONNECTIONS ?? 50);
const ROOT = resolve(import.meta.dirname, '..');
const PATHS = ['/', '/en', '/hotel', '/en/hotel', '/en/trends', '/scenicArea', '/en/tourist', '/search?q=%E9%95%9C%E6%B9%96', '/en/live', '/media/photos/w480/altai.jpg'];
const NODE_FLAGS = process.env.MEASURE_NODE_OPTIONS !== undefined ? process.env.MEASURE_NODE_OPTIONS.split(' ').filter(Boolean) : IMAGE_NODE_FLAGS;
const MALLOC = IMAGE_MALLOC;

interface Memory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}
const MiB = (n: number) => `${Math.round(n / 1048576)}`;
const line = (label: string, m: Memory) =>
  `${label.padEnd(22)} RSS ${MiB(m.rss).padStart(4)}  heap used ${MiB(m.heapUsed).padStart(4)}  heap total ${MiB(m.heapTotal).padStart(4)}  external ${MiB(m.external).padStart(4)}  arrayBuffers ${MiB(m.arrayBuffers).padStart(4)}  (MiB)`;

async function waitOk(url: string) {
  for (let i = 0; i < 300; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never answered`);
}

const [contentPort, sitePort] = await Promise.all([freePort(), freePort()]);
const env = { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
// Production refuses to start without a reservations key (docs/tickets.md §Storage): a throw-away one.
// Its stderr shows, so a refusal to start is read here rather than as "never answered".
const content = spawn(process.execPath, ['content-service/src/main.js'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...env, CONTENT_PORT: String(contentPort), CONTENT_DB_PATH: join(mkdtempSync(join(tmpdir(), 'ql-mem-')), 'c.db'), RESERVATIONS_KEY: randomBytes(32).toString('base64') } });
const site = fork(join(ROOT, 'server/main.js'), [], {
  cwd: ROOT,
  // The probe answers process.memoryUsage() over IPC (after a GC when asked): no HTTP route added.
  execArgv: [...NODE_FLAGS, '--expose-gc', '--import', join(ROOT, 'scripts/bench/probe.ts')],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  env: {
    ...env,
    ...MALLOC,
    HOST: '127.0.0.1',
    PORT: String(sitePort),
    METRICS_PORT: '0',
    API_BASE_URL: `http://127.0.0.1:${contentPort}`,
    SHUTDOWN_DRAIN_MS: '0',
  },
});
const ask = async (what: 'memory' | 'gc'): Promise<Memory> => {
  site.send(what);
  const [m] = (await once(site, 'message')) as [Memory];
  return m;
};
const peak: Memory = { rss: 0, heapUsed: 0, heapTotal: 0, external: 0, arrayBuffers: 0 };
const track = (m: Memory) => {
  for (const k of Object.keys(peak) as (keyof Memory)[]) peak[k] = Math.max(peak[k], m[k]);
  return m;
};

try {
  await waitOk(`http://127.0.0.1:${contentPort}/health`);
  await waitOk(`http://127.0.0.1:${sitePort}/readyz`);
  console.log(`site: node ${NODE_FLAGS.join(' ') || '(no flags)'}; ${Object.entries(MALLOC).map(([k, v]) => `${k}=${v}`).join(' ') || 'glibc malloc defaults'}; PAGE_CACHE_TTL_MS=${process.env.PAGE_CACHE_TTL_MS ?? 'default'}; ${CONNECTIONS} connections, ${SECONDS} s`);
  console.log(line('idle', await ask('memory')));
  const pool = new Pool(`http://127.0.0.1:${sitePort}`, { connections: CONNECTIONS });
  const start = performance.now();
  const cpu0 = cpuMs(site.pid!);
  const end = start + SECONDS * 1000;
  let requests = 0;
  let errors = 0;
  // Sampled every second (the peak), printed every fifth.
  let tick = 0;
  const sampler = setInterval(() => {
    const print = ++tick % 5 === 0;
    void ask('memory').then((m) => {
      track(m);
      if (print) console.log(line(`${Math.round((performance.now() - start) / 1000)} s`, m));
    });
  }, 1000);
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, w) => {
      for (let i = w; performance.now() < end; i++) {
        const res = await pool.request({ path: PATHS[i % PATHS.length]!, method: 'GET', headers: { 'accept-encoding': 'gzip, deflate, br' } });
        await res.body.arrayBuffer();
        requests++;
        if (res.statusCode !== 200) errors++;
      }
    }),
  );
  clearInterval(sampler);
  await pool.close();
  const hwm = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${site.pid}/status`, 'utf8'))![1]) * 1024;
  // CPU per request shows what a smaller heap costs in collections (indicative on a shared machine).
  console.log(`${requests} requests in ${SECONDS} s (${errors} not 200), site CPU ${((cpuMs(site.pid!) - cpu0) / Math.max(1, requests)).toFixed(2)} ms per request`);
  console.log(line('peak of the samples', peak));
  console.log(`peak RSS (VmHWM)       ${MiB(hwm)} MiB`);
  console.log(line('after load', await ask('memory')));
  await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
  console.log(line(`after ${IDLE_SECONDS} s idle`, await ask('memory')));
  console.log(line('after a forced GC', await ask('gc')));
} finally {
  site.kill('SIGKILL');
  content.kill('SIGKILL');
}
