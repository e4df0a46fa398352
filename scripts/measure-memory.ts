/**
 * `node scripts/measure-memory.ts`: the numbers behind the compose memory limits (README,
 * "Memory"). Starts the content service and one production site replica as separate
 * processes on loopback, loads a mix of pages for MEASURE_SECONDS (default 30) with
 * MEASURE_CONNECTIONS (default 16), and prints the site's RSS: idle, peak (VmHWM) and after.
 * Needs `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Pool } from 'undici';
import { freePort } from '../tests/support/ports.ts';

const SECONDS = Number(process.env.MEASURE_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.MEASURE_CONNECTIONS ?? 16);
const ROOT = resolve(import.meta.dirname, '..');
const PATHS = ['/', '/en', '/hotel', '/en/hotel', '/en/trends', '/scenicArea', '/en/tourist', '/search?q=%E9%95%9C%E6%B9%96', '/en/live', '/media/photos/w480/altai.jpg'];

const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;
function status(pid: number): { rss: number; hwm: number } {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(text)![1]);
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}
async function waitOk(url: string) {
  for (let i = 0; i < 300; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never answered`);
}

const [contentPort, sitePort] = await Promise.all([freePort(), freePort()]);
const env = { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
const content = spawn(process.execPath, ['content-service/src/main.ts'], { cwd: ROOT, stdio: 'ignore', env: { ...env, CONTENT_PORT: String(contentPort), CONTENT_DB_PATH: join(mkdtempSync(join(tmpdir(), 'ql-mem-')), 'c.db') } });
const site = spawn(process.execPath, [...(process.env.MEASURE_NODE_OPTIONS ?? '').split(' ').filter(Boolean), 'server/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...env, HOST: '127.0.0.1', PORT: String(sitePort), API_BASE_URL: `http://127.0.0.1:${contentPort}`, SHUTDOWN_DRAIN_MS: '0' },
});
try {
  await waitOk(`http://127.0.0.1:${contentPort}/health`);
  await waitOk(`http://127.0.0.1:${sitePort}/readyz`);
  const idle = status(site.pid!);
  const pool = new Pool(`http://127.0.0.1:${sitePort}`, { connections: CONNECTIONS });
  const end = performance.now() + SECONDS * 1000;
  let requests = 0;
  let errors = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, w) => {
      for (let i = w; performance.now() < end; i++) {
        const res = await pool.request({ path: PATHS[i % PATHS.length]!, method: 'GET' });
        await res.body.arrayBuffer();
        requests++;
        if (res.statusCode !== 200) errors++;
      }
    }),
  );
  await pool.close();
  const after = status(site.pid!);
  console.log(`${requests} requests in ${SECONDS} s over ${CONNECTIONS} connections (${errors} not 200)`);
  console.log(`site RSS: idle ${mb(idle.rss)}, peak ${mb(after.hwm)}, after load ${mb(after.rss)}`);
} finally {
  site.kill('SIGKILL');
  content.kill('SIGKILL');
}
