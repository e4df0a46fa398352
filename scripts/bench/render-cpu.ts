/**
 * Uncached render CPU per page beside the renderer floor, for working on render cost
 * (docs/decisions/053-render-near-the-floor.md): the built site with the microcache off, the
 * site process's CPU (user + system, from /proc) per answered request, in rounds taken in turn
 * with the floor's own process (renderer-floor.ts), medians printed. CPU time, not wall time,
 * so other processes on the machine move the figures less.
 *
 * node scripts/bench/render-cpu.ts, after `npm run build`. RENDER_CPU_ROUNDS (3), RENDER_CPU_REQUESTS
 * per round (300), RENDER_CPU_CONNECTIONS (8), RENDER_CPU_FLAGS (the site's node flags, space
 * separated; default the image's), RENDER_CPU_PROF=<dir> (a V8 CPU profile of the site there),
 * RENDER_CPU_PAGES (comma separated; default the bench's four).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { IMAGE_NODE_FLAGS } from './image-settings.ts';
import { cpuMs, load, runScript, startSite, startStackFloor } from './processes.ts';
import type { Floor } from './renderer-floor.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const env = process.env;
const ROUNDS = Number(env.RENDER_CPU_ROUNDS ?? 3);
const REQUESTS = Number(env.RENDER_CPU_REQUESTS ?? 300);
const CONNECTIONS = Number(env.RENDER_CPU_CONNECTIONS ?? 8);
const flags = env.RENDER_CPU_FLAGS === undefined ? IMAGE_NODE_FLAGS : env.RENDER_CPU_FLAGS.split(' ').filter(Boolean);
const prof = env.RENDER_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${env.RENDER_CPU_PROF}`] : [];
const hotelId = (JSON.parse(readFileSync(join(ROOT, 'content-service/seed/articles/hotel.json'), 'utf8')) as { id: number }[])[0]!.id;
const pages = env.RENDER_CPU_PAGES?.split(',') ?? ['/', '/en', `/hotel/detail?id=${hotelId}`, '/hotel'];
/** Without compression, brotli alone, and what a browser asks for (Chromium: zstd for a render, server/http/accept-encoding.ts). */
const ENCODINGS = [['none', {}], ['br', { 'accept-encoding': 'br' }], ['browser', { 'accept-encoding': 'gzip, deflate, br, zstd' }]] as const;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function peakRssMiB(pid: number): number {
  const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(hwm) / 1024;
}

const site = await startSite({ PAGE_CACHE_TTL_MS: '0' }, [...flags, ...prof]);
const pid = site.child.pid!;
console.log(`site flags: ${flags.join(' ') || '(none)'}; ${ROUNDS} rounds of ${REQUESTS} requests, ${CONNECTIONS} connections`);
const floorFile = join(mkdtempSync(join(tmpdir(), 'render-cpu-')), 'page.html');
try {
  for (const path of pages) {
    const html = await (await fetch(site.url + path)).text();
    writeFileSync(floorFile, html);
    const row: Record<string, number[]> = { none: [], br: [], browser: [], floor: [], stack: [], http: [] };
    const stack = await startStackFloor(floorFile);
    await load(stack.url + '/', {}, { connections: CONNECTIONS, amount: 300 }); // warm-up
    const bytes: Record<string, number> = {};
    for (const [, headers] of ENCODINGS) {
      await load(site.url + path, headers, { connections: CONNECTIONS, amount: 300 }); // warm-up (JIT, heap size)
    }
    for (let r = 0; r < ROUNDS; r++) {
      for (const [enc, headers] of ENCODINGS) {
        const c0 = cpuMs(pid);
        const res = await load(site.url + path, headers, { connections: CONNECTIONS, amount: REQUESTS });
        row[enc]!.push((cpuMs(pid) - c0) / Math.max(1, res.ok + (res.statuses['404'] ?? 0)));
        bytes[enc] = res.bytesPerRequest;
      }
      const floor = await runScript<Floor>('renderer-floor.ts', [floorFile], { execArgv: IMAGE_NODE_FLAGS, env: { ...process.env, NODE_ENV: 'production' } });
      row.floor!.push(floor.cpuMs);
      for (const [key, at] of [['stack', '/'], ['http', '/bytes']] as const) {
        const s0 = cpuMs(stack.pid);
        const res = await load(stack.url + at, {}, { connections: CONNECTIONS, amount: REQUESTS });
        row[key]!.push((cpuMs(stack.pid) - s0) / Math.max(1, res.ok));
        bytes[key] = res.bytesPerRequest;
      }
    }
    await stack.stop();
    const f = median(row.floor!);
    const sf = median(row.stack!);
    const cols = ENCODINGS.map(([enc]) => `${enc} ${median(row[enc]!).toFixed(2)} ms (${(median(row[enc]!) / f).toFixed(2)}×, ${(median(row[enc]!) / sf).toFixed(2)}× stack, ${bytes[enc]!.toFixed(0)} B)`);
    const rounds = [...ENCODINGS.map(([enc]) => enc), 'floor', 'stack', 'http'].map((k) => `${k} ${row[k]!.map((x) => x.toFixed(1)).join(' ')}`);
    console.log(`${path.padEnd(22)} ${cols.join('  ')}  floor ${f.toFixed(2)} ms  stack floor ${sf.toFixed(2)} ms (${bytes.stack!.toFixed(0)} B; the same bytes without a render ${median(row.http!).toFixed(2)} ms)  [${rounds.join(' | ')}]`);
  }
  console.log(`site peak RSS ${peakRssMiB(pid).toFixed(0)} MiB`);
} finally {
  await site.stop();
  rmSync(dirname(floorFile), { recursive: true, force: true });
}
