/**
 * `npm run bench`: the built site (embedded content service) and a static server of the same
 * bytes (the site's own answers, headers included), each in its own process, driven by a load
 * generator in a third (scripts/bench/). One table per page for the microcache on and off, with
 * a browser's Accept-Encoding and without: req/s, p50/p99, timeouts/errors, site CPU ms per request,
 * ratio to static and the static p99, bytes (with the cache on, the medians of three turns taken
 * in alternation with the static server); then a
 * burst of 200 concurrent cold requests, memory after load and after a forced GC, and the
 * first-load JavaScript of every route against its budget (exit 1 when one is over).
 * Loopback only, bounded in time: BENCH_SECONDS (default 10) per run, BENCH_CONNECTIONS
 * (default 50). `BENCH_ONLY=js` (`npm run bench:js`) prints only the first-load table;
 * BENCH_JS_DETAIL=1 lists each route's chunks.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { get } from 'node:http';
import { printFirstLoad } from './bench/first-load.ts';
import { IMAGE_NODE_FLAGS } from './bench/image-settings.ts';
import { cpuMs, freePort, load, runScript, startSite, startStackFloor, type Load } from './bench/processes.ts';
import type { Floor } from './bench/renderer-floor.ts';
import type { CapturedAnswer, CapturedPages } from './bench/static-server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BURST = 200;
const ROOT = resolve(import.meta.dirname, '..');
const BENCH = join(ROOT, 'scripts/bench');
const hotelId = (JSON.parse(readFileSync(join(ROOT, 'content-service/seed/articles/hotel.json'), 'utf8')) as { id: number }[])[0]!.id;
const PAGES = ['/', '/en', `/hotel/detail?id=${hotelId}`, '/hotel'];
/**
 * What a browser asks for (Chromium's Accept-Encoding): a cache hit answers its stored brotli
 * (quality 9, compressed once), an uncached render streams zstd (server/http/accept-encoding.ts).
 */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const ENCODINGS = [['browser', BROWSER], ['none', {}]] as const;
/** Turns each server takes per cache-on row (each SECONDS / INTERLEAVED long). */
const INTERLEAVED = 3;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * The site's own answers per page and encoding, as they left it: the body bytes and every
 * header but those Node's server writes itself (Date, Connection, Keep-Alive). The static
 * server sends exactly these, so both sides put the same bytes on the wire.
 */
async function capturePages(url: string): Promise<CapturedPages> {
  const pages: CapturedPages = {};
  for (const path of PAGES) {
    pages[path] = {};
    for (const [enc, headers] of ENCODINGS) {
      const res = await rawGet(url + path, headers);
      if (res.status !== 200) throw new Error(`bench: ${path} (${enc}) answered ${res.status}`);
      pages[path][enc] = res;
    }
  }
  return pages;
}

function rawGet(url: string, headers: Record<string, string>): Promise<CapturedAnswer> {
  return new Promise((done, fail) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          if (!/^(date|connection|keep-alive)$/i.test(res.rawHeaders[i]!)) raw.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
        }
        done({ status: res.statusCode ?? 0, headers: raw, body: Buffer.concat(chunks).toString('base64') });
      });
    }).on('error', fail);
  });
}

async function startStatic(pages: object): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const file = join(mkdtempSync(join(tmpdir(), 'ql-bench-')), 'pages.json');
  writeFileSync(file, JSON.stringify(pages));
  const port = await freePort();
  const child = fork(join(BENCH, 'static-server.ts'), [file, String(port)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await once(child, 'message');
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: async () => { child.kill('SIGTERM'); await once(child, 'exit'); } };
}

const MiB = (n: number) => `${(n / 1048576).toFixed(0)} MiB`;
const ms = (n: number) => (n < 1 ? `${(n * 1000).toFixed(0)} µs` : `${n.toFixed(n < 10 ? 1 : 0)} ms`);
const row = (cols: (string | number)[], widths: number[]) => cols.map((c, i) => String(c).padStart(widths[i]!)).join('  ');

// --- Run -------------------------------------------------------------------------------------
if (process.env.BENCH_ONLY === 'js') process.exit((await printFirstLoad(ROOT, process.env.BENCH_JS_DETAIL === '1')) ? 0 : 1);
console.log(`Bench: ${SECONDS}s per run, ${CONNECTIONS} connections, loopback; ${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} at start.`);
const W = [26, 6, 5, 8, 9, 9, 10, 9, 9, 11, 11, 10];
// 'static p99', 'static CPU': the static server's p99 and CPU per request for the same bytes and
// connections, the floor this machine and load generator allow. CPU time moves less with the
// machine's load than throughput does, so it shows a hit's own cost beside the floor's.
console.log(row(['page', 'cache', 'enc', 'req/s', 'p50', 'p99', 'tmo/err', 'CPU/req', 'x static', 'static p99', 'static CPU', 'bytes'], W));

const staticRuns = new Map<string, { rps: number; p99: number; cpu: number }>();
let staticServer: { url: string; pid: number; stop(): Promise<void> } | null = null;
const bursts: string[] = [];
const memory: string[] = [];
let captured: CapturedPages = {};
for (const cache of ['on', 'off'] as const) {
  const site = await startSite(cache === 'off' ? { PAGE_CACHE_TTL_MS: '0' } : {});
  // 200 concurrent cold requests for one URL: renders and upstream calls, from the metrics.
  const burstPath = '/en/hotel';
  // A long timeout, so every request of the burst is answered and its render counted.
  const burst = await load(site.url + burstPath, BROWSER, { connections: BURST, amount: BURST, timeout: 120 });
  const renders = cache === 'on' ? await site.metric('page_cache_fills_total', 'kind="page"') : await site.metric('page_cache_events_total', 'event="bypass",kind="page"');
  const upstream = await site.metric('upstream_requests_total');
  // A cold cache misses once per distinct key; requests that joined a call in flight count as coalesced.
  const keys = await site.metric('upstream_cache_events_total', 'event="miss"');
  const joined = await site.metric('upstream_cache_events_total', 'event="coalesced"');
  bursts.push(`cache ${cache}: ${BURST} concurrent cold ${burstPath} → ${burst.ok} ok, ${burst.errors} errors, ${burst.timeouts} timeouts, ${renders} render(s), ${upstream} upstream calls for ${keys} distinct keys (${joined} coalesced), p50 ${ms(burst.p50)}, p99 ${ms(burst.p99)}`);

  if (!staticServer) {
    const pages = (captured = await capturePages(site.url));
    for (const [path, p] of Object.entries(pages)) bursts.push(`${path}: ${Buffer.from(p.none!.body, 'base64').length} bytes raw, ${Buffer.from(p.browser!.body, 'base64').length} bytes to a browser (br from the cache), as the site sends them`);
    staticServer = await startStatic(pages);
  }
  for (const path of PAGES) {
    for (const [enc, headers] of ENCODINGS) {
      await load(site.url + path, headers, { connections: CONNECTIONS, duration: 2 }); // warm-up
      const key = `${path} ${enc}`;
      const runs: { site: Load; cpu: number; static?: Load; staticCpu?: number }[] = [];
      // This machine's speed drifts by a fifth from one minute to the next: with the cache on the two
      // servers are close, so they take turns (static, site; three times) and the medians are compared.
      const turns = cache === 'on' ? INTERLEAVED : 1;
      for (let i = 0; i < turns; i++) {
        const staticCpu0 = cpuMs(staticServer.pid);
        const baseline = cache === 'on' ? await load(staticServer.url + path, headers, { connections: CONNECTIONS, duration: SECONDS / turns }) : undefined;
        const staticCpu = baseline ? (cpuMs(staticServer.pid) - staticCpu0) / Math.max(1, baseline.ok) : undefined;
        const cpu0 = cpuMs(site.child.pid!);
        const r = await load(site.url + path, headers, { connections: CONNECTIONS, duration: SECONDS / turns });
        runs.push({ site: r, cpu: (cpuMs(site.child.pid!) - cpu0) / Math.max(1, r.ok), static: baseline, staticCpu });
      }
      if (cache === 'on') staticRuns.set(key, { rps: median(runs.map((x) => x.static!.rps)), p99: median(runs.map((x) => x.static!.p99)), cpu: median(runs.map((x) => x.staticCpu!)) });
      const baseline = staticRuns.get(key)!;
      const siteRuns = runs.map((x) => x.site);
      const rps = median(siteRuns.map((r) => r.rps));
      const tmo = siteRuns.reduce((n, r) => n + r.timeouts, 0);
      const err = siteRuns.reduce((n, r) => n + r.errors, 0);
      console.log(row([path, cache, enc, rps.toFixed(0), ms(median(siteRuns.map((r) => r.p50))), ms(median(siteRuns.map((r) => r.p99))), `${tmo}/${err}`, ms(median(runs.map((x) => x.cpu))), (rps / baseline.rps).toFixed(3), ms(baseline.p99), ms(baseline.cpu), siteRuns[0]!.bytesPerRequest.toFixed(0)], W));
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
console.log('(enc browser = Chromium\'s Accept-Encoding: hits answer br, misses (cache off) stream zstd; bytes = response bytes per request incl. headers; CPU/req = site process user+system CPU per completed request; static CPU = the static server\'s, for the same answers)');

// --- The renderer's floor: each page's own elements rendered by react-dom alone (scripts/bench/renderer-floor.ts)
console.log('');
const floorPage = join(mkdtempSync(join(tmpdir(), 'bench-floor-')), 'page.html');
for (const [path, p] of Object.entries(captured)) {
  writeFileSync(floorPage, Buffer.from(p.none!.body, 'base64'));
  // Its own process with the site's node flags (heap and semi-space sizes change the GC's share).
  const floor = await runScript<Floor>('renderer-floor.ts', [floorPage], { execArgv: IMAGE_NODE_FLAGS, env: { ...process.env, NODE_ENV: 'production' } });
  console.log(`${path}: react-dom alone renders its ${floor.elements} elements (${floor.bytes} bytes) in ${ms(floor.cpuMs)} CPU per page, with no component, router or i18n`);
  // The same elements answered over HTTP by the required stack, under the same load as the site (scripts/bench/stack-floor.ts).
  const stack = await startStackFloor(floorPage);
  await load(stack.url + '/', {}, { connections: CONNECTIONS, duration: 2 }); // warm-up
  const cpu0 = cpuMs(stack.pid);
  const r = await load(stack.url + '/', {}, { connections: CONNECTIONS, duration: SECONDS });
  console.log(`${path}: the same elements through Fastify, react-router and react-dom to the socket: ${ms((cpuMs(stack.pid) - cpu0) / Math.max(1, r.ok))} CPU per page at ${CONNECTIONS} connections (stack floor)`);
  await stack.stop();
}
rmSync(dirname(floorPage), { recursive: true });
console.log('(renderer floor: the least an uncached render of that page can cost in this process; stack floor: the least an uncached answer can cost with the required libraries, docs/decisions/054-floors-of-the-stack.md; compare CPU/req with the cache off)');

// --- First-load JS per route, against its budget (scripts/bench/first-load.ts) ----------------
const withinBudget = await printFirstLoad(ROOT, process.env.BENCH_JS_DETAIL === '1');
console.log(`load average at the end: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
if (!withinBudget) {
  console.error('bench: a route exceeds its first-load JS budget or ships another route\'s page module');
  process.exit(1);
}
