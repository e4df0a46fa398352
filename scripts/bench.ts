/**
 * `npm run bench`: SSR throughput and latency of the home page against serving the same
 * bytes statically from Node in the same run, memory after repeated rounds, and the home
 * page's first-load JavaScript (gzip). Loopback only, bounded in time and requests.
 *   BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 16)
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Pool } from 'undici';
import { startStack } from '../tests/support/site.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const MAX_REQUESTS = 200_000;
const ROOT = resolve(import.meta.dirname, '..');

interface Result {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

async function load(origin: string, path: string, headers: Record<string, string> = {}): Promise<Result> {
  const pool = new Pool(origin, { connections: CONNECTIONS, pipelining: 1 });
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < end && latencies.length + errors < MAX_REQUESTS) {
      const t0 = performance.now();
      try {
        const res = await pool.request({ path, method: 'GET', headers });
        await res.body.arrayBuffer();
        if (res.statusCode !== 200) errors++;
        else latencies.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - t0) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? NaN;
  return { requests: latencies.length, rps: latencies.length / elapsed, p50: q(0.5), p95: q(0.95), p99: q(0.99), errors };
}

function firstLoadJs(): { files: number; gzipBytes: number } {
  const dir = join(ROOT, 'dist/client');
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>;
  const files = new Set<string>();
  const walk = (key: string) => {
    const c = manifest[key];
    if (!c || files.has(c.file)) return;
    files.add(c.file);
    c.imports?.forEach(walk);
  };
  walk('client/entry-client.tsx');
  walk('client/pages/home/HomePage.tsx');
  for (const k of Object.keys(manifest)) if (k.startsWith('locales/zh-CN/')) walk(k);
  let gz = 0;
  for (const f of files) gz += gzipSync(readFileSync(join(dir, f)), { level: 9 }).length;
  return { files: files.size, gzipBytes: gz };
}

const fmt = (r: Result) =>
  `${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50.toFixed(2)} ms  p95 ${r.p95.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms  (${r.requests} ok, ${r.errors} errors)`;

const site = await startStack({ LOG_LEVEL: 'silent' });
const html = await (await fetch(`${site.url}/`)).text();
const staticServer = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) });
  res.end(html);
});
await new Promise<void>((r) => staticServer.listen(0, '127.0.0.1', r));
const staticOrigin = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}`;

console.log(`Home page: ${Buffer.byteLength(html)} bytes of HTML; ${SECONDS}s per run, ${CONNECTIONS} connections, loopback.`);
await load(site.url, '/'); // warm-up: caches, JIT
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const ssr = await load(site.url, '/');
const ssrEn = await load(site.url, '/en/hotel');
const stat = await load(staticOrigin, '/');
gc?.();
const heapAfter = process.memoryUsage().heapUsed;

console.log(`SSR  /        ${fmt(ssr)}`);
console.log(`SSR  /en/hotel${fmt(ssrEn)}`);
console.log(`static bytes  ${fmt(stat)}`);
console.log(`SSR/static throughput ratio: ${(ssr.rps / stat.rps).toFixed(3)}`);
console.log(`heap used: ${(heapBefore / 1048576).toFixed(1)} MiB before, ${(heapAfter / 1048576).toFixed(1)} MiB after ${ssr.requests + ssrEn.requests} SSR requests${gc ? ' (after GC)' : ' (run with --expose-gc for post-GC figures)'}; rss ${(process.memoryUsage().rss / 1048576).toFixed(0)} MiB`);
const js = firstLoadJs();
console.log(`first-load JS of the home page: ${js.files} files, ${(js.gzipBytes / 1024).toFixed(1)} KiB gzip`);

staticServer.close();
await site.close();
