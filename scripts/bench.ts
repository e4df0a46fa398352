/**
 * `npm run bench`: the built site (embedded content service) and a static server of the same
 * bytes, each in its own process, driven by a load generator in a third (scripts/bench/).
 * One table per page for the microcache on and off, with and without `Accept-Encoding: br`:
 * req/s, p50/p99, timeouts/errors, site CPU ms per request, ratio to static and the static p99, bytes; then a
 * burst of 200 concurrent cold requests, memory after load and after a forced GC, and the
 * first-load JavaScript of every route against its budget (exit 1 when one is over).
 * Loopback only, bounded in time: BENCH_SECONDS (default 10) per run, BENCH_CONNECTIONS
 * (default 50). `BENCH_ONLY=js` (`npm run bench:js`) prints only the first-load table;
 * BENCH_JS_DETAIL=1 lists each route's chunks.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { printFirstLoad } from './bench/first-load.ts';
import { freePort, load, startSite } from './bench/processes.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BURST = 200;
const ROOT = resolve(import.meta.dirname, '..');
const BENCH = join(ROOT, 'scripts/bench');
const TICK_MS = 10; // /proc/<pid>/stat counts CPU in clock ticks (USER_HZ = 100 on Linux)
const hotelId = (JSON.parse(readFileSync(join(ROOT, 'content-service/seed/articles/hotel.json'), 'utf8')) as { id: number }[])[0]!.id;
const PAGES = ['/', '/en', `/hotel/detail?id=${hotelId}`, '/hotel'];
const BR = { 'accept-encoding': 'br' };

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime + stime
}

/** The site's own bytes per page, identity and brotli, for the static server and the table. */
async function capturePages(url: string): Promise<Record<string, { contentType: string; identity: string; br: string }>> {
  const pages: Record<string, { contentType: string; identity: string; br: string }> = {};
  for (const path of PAGES) {
    const res = await fetch(url + path, { headers: { 'accept-encoding': 'identity' } });
    const body = Buffer.from(await res.arrayBuffer());
    const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
    pages[path] = { contentType: res.headers.get('content-type') ?? 'text/html', identity: body.toString('base64'), br: br.toString('base64') };
  }
  return pages;
}

async function startStatic(pages: object): Promise<{ url: string; stop(): Promise<void> }> {
  const file = join(mkdtempSync(join(tmpdir(), 'ql-bench-')), 'pages.json');
  writeFileSync(file, JSON.stringify(pages));
  const port = await freePort();
  const child = fork(join(BENCH, 'static-server.ts'), [file, String(port)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await once(child, 'message');
  return { url: `http://127.0.0.1:${port}`, stop: async () => { child.kill('SIGTERM'); await once(child, 'exit'); } };
}

const MiB = (n: number) => `${(n / 1048576).toFixed(0)} MiB`;
const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
const row = (cols: (string | number)[], widths: number[]) => cols.map((c, i) => String(c).padStart(widths[i]!)).join('  ');

// --- Run -------------------------------------------------------------------------------------
if (process.env.BENCH_ONLY === 'js') process.exit(printFirstLoad(ROOT, process.env.BENCH_JS_DETAIL === '1') ? 0 : 1);
console.log(`Bench: ${SECONDS}s per run, ${CONNECTIONS} connections, loopback; ${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} at start.`);
const W = [26, 6, 5, 8, 9, 9, 10, 9, 9, 11, 10];
// 'static p99': the static server's p99 for the same bytes and connections, the floor this machine and load generator allow.
console.log(row(['page', 'cache', 'enc', 'req/s', 'p50', 'p99', 'tmo/err', 'CPU/req', 'x static', 'static p99', 'bytes'], W));

const staticRuns = new Map<string, { rps: number; p99: number }>();
let staticServer: { url: string; stop(): Promise<void> } | null = null;
const bursts: string[] = [];
const memory: string[] = [];
for (const cache of ['on', 'off'] as const) {
  const site = await startSite(cache === 'off' ? { PAGE_CACHE_TTL_MS: '0' } : {});
  // 200 concurrent cold requests for one URL: renders and upstream calls, from the metrics.
  const burstPath = '/en/hotel';
  // A long timeout, so every request of the burst is answered and its render counted.
  const burst = await load(site.url + burstPath, BR, { connections: BURST, amount: BURST, timeout: 120 });
  const renders = cache === 'on' ? await site.metric('page_cache_fills_total', 'kind="page"') : await site.metric('page_cache_events_total', 'event="bypass",kind="page"');
  const upstream = await site.metric('upstream_requests_total');
  // A cold cache misses once per distinct key; requests that joined a call in flight count as coalesced.
  const keys = await site.metric('upstream_cache_events_total', 'event="miss"');
  const joined = await site.metric('upstream_cache_events_total', 'event="coalesced"');
  bursts.push(`cache ${cache}: ${BURST} concurrent cold ${burstPath} → ${burst.ok} ok, ${burst.errors} errors, ${burst.timeouts} timeouts, ${renders} render(s), ${upstream} upstream calls for ${keys} distinct keys (${joined} coalesced), p50 ${ms(burst.p50)}, p99 ${ms(burst.p99)}`);

  if (!staticServer) {
    const pages = await capturePages(site.url);
    for (const [path, p] of Object.entries(pages)) bursts.push(`${path}: ${Buffer.from(p.identity, 'base64').length} bytes raw, ${Buffer.from(p.br, 'base64').length} bytes br (quality 9, as the microcache stores it)`);
    staticServer = await startStatic(pages);
  }
  for (const path of PAGES) {
    for (const [enc, headers] of [['br', BR], ['none', {}]] as const) {
      await load(site.url + path, headers, { connections: CONNECTIONS, duration: 2 }); // warm-up
      const key = `${path} ${enc}`;
      if (!staticRuns.has(key)) staticRuns.set(key, await load(staticServer.url + path, headers, { connections: CONNECTIONS, duration: SECONDS }));
      const baseline = staticRuns.get(key)!;
      const cpu0 = cpuMs(site.child.pid!);
      const r = await load(site.url + path, headers, { connections: CONNECTIONS, duration: SECONDS });
      const cpu = (cpuMs(site.child.pid!) - cpu0) / Math.max(1, r.ok);
      console.log(row([path, cache, enc, r.rps.toFixed(0), ms(r.p50), ms(r.p99), `${r.timeouts}/${r.errors}`, ms(cpu), (r.rps / baseline.rps).toFixed(3), ms(baseline.p99), r.bytesPerRequest.toFixed(0)], W));
    }
  }
  const after = await site.ask('memory');
  const gc = await site.ask('gc');
  memory.push(`cache ${cache}: rss ${MiB(after.rss)}, heap ${MiB(after.heapUsed)} after the load; rss ${MiB(gc.rss)}, heap ${MiB(gc.heapUsed)} after a forced GC`);
  await site.stop();
}
await staticServer?.stop();
console.log('');
for (const line of [...bursts, ...memory]) console.log(line);
console.log('(bytes = response bytes per request incl. headers; CPU/req = site process user+system CPU per completed request)');

// --- First-load JS per route, against its budget (scripts/bench/first-load.ts) ----------------
const withinBudget = printFirstLoad(ROOT, process.env.BENCH_JS_DETAIL === '1');
console.log(`load average at the end: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
if (!withinBudget) {
  console.error('bench: a route exceeds its first-load JS budget or ships another route\'s page module');
  process.exit(1);
}
