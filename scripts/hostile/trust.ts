/**
 * Phase 5 of `npm run test:hostile`: the trust boundaries (docs/decisions/041-item-by-item-validation.md),
 * on two fresh replicas sharing a real redis-server, with no stale copy to fall back on (every
 * request asks the upstream layer, as on a cold cache): one off-enum menu item, every CMS URL
 * poisoned, a polluted Redis, and a list claiming a billion entries under the offline pack.
 * The catalogue is the bounded tests' (tests/support/faults.ts).
 */
import { Redis } from 'ioredis';
import { BAD_MENU_TARGETS, BILLION_ENTRIES, FAULT_ENV, LIST, MENU, POISONED_URL, poisonUrls, REDIS_POLLUTION, SPOILED_MENU_ID } from '../../tests/support/faults.ts';
import { startRedis } from '../../tests/support/redis.ts';
import type { FakeUpstream } from '../../tests/support/upstream.ts';
import { startSite, type SiteProcess } from '../bench/processes.ts';
import type { Tally } from './tally.ts';

const PAGES = ['/', '/en', '/hotel', '/en/hotel', '/tourist', '/explain', '/live', '/store', '/scenicArea', '/theme/list', '/en/landscapes', '/_data/shell/zh-CN'];
const TTL_MS = 1000;

export interface TrustFigures {
  packMs: number;
  packPages: number;
  requests: number;
  crashes: string[];
}

async function get(url: string): Promise<{ status: number; body: string }> {
  const res = await fetch(url).catch(() => null);
  return res ? { status: res.status, body: await res.text() } : { status: 0, body: '' };
}

export async function trustPhase(upstream: FakeUpstream, hotel: { title: string; id: number }, tally: Tally): Promise<TrustFigures> {
  const redis = await startRedis();
  const admin = new Redis(redis.url);
  // Copies fresh for a second, never served stale: a refused reply has nothing to hide behind.
  const env = { ...FAULT_ENV, CACHE_TTL_MS: String(TTL_MS), CACHE_SHELL_TTL_MS: String(TTL_MS), CACHE_LIVE_TTL_MS: String(TTL_MS), CACHE_STALE_IF_ERROR_MS: '0', API_BASE_URL: upstream.url, METRICS_PORT: '0', LOG_LEVEL: 'fatal', REDIS_URL: redis.url };
  const replicas = [await startSite(env), await startSite(env)];
  const crashes: string[] = [];
  let stopping = false;
  for (const r of replicas) r.child.on('exit', (code, signal) => stopping || crashes.push(`replica exited (code ${code}, signal ${signal})`));
  const before = tally.requests;
  const ask = async (site: SiteProcess, path: string, cause: string) => {
    const res = await get(site.url + path);
    tally.add(res.status, 1, cause, false, path);
    return res;
  };
  const menuOf = (body: string) => JSON.stringify((JSON.parse(body) as { data: { mainMenu: unknown } }).data.mainMenu);
  const wait = () => new Promise((r) => setTimeout(r, TTL_MS + 100));

  const clean = menuOf((await ask(replicas[0]!, '/_data/shell/zh-CN', 'trust: clean menu')).body);
  for (const target of BAD_MENU_TARGETS) {
    upstream.set(MENU, { kind: 'edit', edit: (r) => ((r.data as { menuId: number; target: unknown }[]).forEach((m) => m.menuId === SPOILED_MENU_ID && (m.target = target)), r) });
    await wait();
    for (const site of replicas) {
      for (const path of PAGES) {
        const res = await ask(site, path, `trust: menu target ${JSON.stringify(target)}`);
        tally.check('one bad menu item: page 200', res.status === 200, `${JSON.stringify(target)} ${path}: ${res.status}`);
      }
      const shell = await ask(site, '/_data/shell/zh-CN', 'trust: menu');
      tally.check('one bad menu item: menu as without it', shell.status === 200 && menuOf(shell.body) === clean, JSON.stringify(target));
    }
  }
  upstream.reset();

  upstream.setDefault({ kind: 'edit', edit: (r) => poisonUrls(r) });
  await wait();
  for (const site of replicas) {
    for (const path of PAGES) {
      const res = await ask(site, path, 'trust: poisoned URLs');
      tally.check('every CMS URL poisoned: 200, no data:/vbscript: URL', res.status === 200 && !POISONED_URL.test(res.body), `${path}: ${res.status}`);
    }
  }
  upstream.reset();

  const correct = async (label: string) => {
    for (const site of replicas) {
      for (const path of ['/hotel', `/hotel/detail?id=${hotel.id}`, '/', '/_data/shell/zh-CN']) {
        const res = await ask(site, path, `trust: polluted Redis (${label})`);
        tally.check('polluted Redis: 200 with the correct content', res.status === 200 && !res.body.includes('POLLUTED') && (!path.includes('hotel') || res.body.includes(hotel.title)), `${label} ${path}: ${res.status}`);
      }
    }
  };
  for (const [name, value] of REDIS_POLLUTION) {
    await wait();
    await correct(`${name}, warm`);
    for (const key of await admin.keys('qinglan:cache:*')) await admin.set(key, JSON.stringify(value(Date.now())), 'PX', 60_000);
    // The replicas' own copies turn stale: their next read is Redis's.
    await wait();
    await correct(name);
    await admin.del(...(await admin.keys('qinglan:cache:*')), 'none');
    await correct(`${name}, keys deleted`);
  }

  upstream.set(LIST, BILLION_ENTRIES);
  const started = performance.now();
  const pack = await ask(replicas[0]!, '/_data/offline-pack/zh-CN', 'trust: offline pack, total 1e9');
  const packMs = Math.round(performance.now() - started);
  const packPages = pack.status === 200 ? (JSON.parse(pack.body) as { data: { entries: { kind: string }[] } }).data.entries.filter((e) => e.kind === 'page').length : -1;
  const alive = await get(`${replicas[0]!.url}/healthz`);
  tally.check('list claiming 1e9 entries: bounded pack, process up', pack.status === 200 && packPages > 0 && packPages <= 40 && alive.status === 200, `${pack.status}, ${packPages} pages`);
  upstream.reset();

  stopping = true;
  await Promise.all(replicas.map((r) => r.stop()));
  admin.disconnect();
  await redis.stop();
  return { packMs, packPages, requests: tally.requests - before, crashes };
}
