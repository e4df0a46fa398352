/** The upstream cache seen over HTTP: single-flight, stale-if-error, escaping of state. */
import { request as httpRequest } from 'node:http';
import request from 'supertest';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pageState } from '../support/html.ts';
import { startSite, type Site } from '../support/site.ts';
import type { FakeUpstream } from '../support/upstream.ts';
import { upstreamSuite } from '../support/upstream-suite.ts';

const API = '/website/api/web';
const scenario = upstreamSuite();
let upstream: FakeUpstream;

beforeAll(() => {
  upstream = scenario.upstream;
});
afterEach(() => upstream.reset());

async function withSite<T>(env: Record<string, string>, fn: (site: Site) => Promise<T>): Promise<T> {
  const site = await startSite({ apiBaseUrl: upstream.url, env });
  try {
    return await fn(site);
  } finally {
    await site.close();
  }
}

describe('single-flight', () => {
  it('100 concurrent cold requests cause one upstream call per key', async () => {
    // Without the page microcache, which would collapse the 100 renders into one first.
    await withSite({ PAGE_CACHE_TTL_MS: '0' }, async (site) => {
      upstream.setDefault({ kind: 'delay', ms: 150 });
      const res = await Promise.all(Array.from({ length: 100 }, () => request(site.url).get('/theme/list')));
      expect(res.every((r) => r.status === 200)).toBe(true);
      for (const [path, n] of upstream.calls) {
        // getMenu is called for two keys (main and external menu); every other path for one.
        expect({ path, n }).toEqual({ path, n: path === `${API}/menu/getMenu` ? 2 : 1 });
      }
      expect(upstream.calls.get(`${API}/subject/getSubjectList`)).toBe(1);
      const metrics = await site.metrics.registry.getSingleMetricAsString('upstream_cache_events_total');
      expect(metrics).toContain('upstream_cache_events_total{event="miss",endpoint="/subject/getSubjectList"} 1');
      // The other 99 either joined the one call in flight or, on a loaded machine, arrived after
      // it and found the fresh copy: never a second call.
      const count = (event: string) => Number(new RegExp(`upstream_cache_events_total\\{event="${event}",endpoint="/subject/getSubjectList"\\} (\\d+)`).exec(metrics)?.[1] ?? 0);
      expect(count('coalesced') + count('hit')).toBe(99);
      expect(count('coalesced')).toBeGreaterThan(0);
    });
  });
});

/** Every copy is out of date as soon as it is stored (TTL 0): no waiting for a TTL to pass. */
const STALE_AT_ONCE = { CACHE_TTL_MS: '0', CACHE_SHELL_TTL_MS: '0', CACHE_LIVE_TTL_MS: '0' };

describe('stale-if-error', () => {
  it('an upstream that goes down after a successful fetch still yields 200 from the cached copy', async () => {
    await withSite({ ...STALE_AT_ONCE, CACHE_STALE_WHILE_REVALIDATE_MS: '0', CACHE_STALE_IF_ERROR_MS: '600000', PAGE_CACHE_TTL_MS: '0' }, async (site) => {
      const first = await request(site.url).get('/en/theme/list');
      expect(first.status).toBe(200);
      upstream.setDefault({ kind: 'drop' });
      const second = await request(site.url).get('/en/theme/list');
      expect(second.status).toBe(200);
      expect(pageState(second.text).router.loaderData['en:themeList']).toEqual(pageState(first.text).router.loaderData['en:themeList']);
      const metrics = await site.metrics.registry.getSingleMetricAsString('upstream_cache_events_total');
      expect(metrics).toMatch(/event="stale-error",endpoint="\/subject\/getSubjectList"\} 1/);
      // Never seen before, so nothing stale to serve: the error page.
      expect((await request(site.url).get('/en/theme/grid?page=2')).status).toBe(500);
    });
  });
});

describe('dehydrated state', () => {
  it('escapes a payload that tries to close the script tag, and U+2028', async () => {
    const evil = '</script><script>alert(1)</script>\u2028line';
    const home = await (await fetch(`${scenario.content.url}${API}/homeModule/getHomeModule`)).json();
    home.data.intro.title = evil;
    upstream.set(`${API}/homeModule/getHomeModule`, { kind: 'json', body: home });
    await withSite({}, async (site) => {
      const res = await request(site.url).get('/');
      expect(res.status).toBe(200);
      const script = /<script type="application\/json" id="__QL_STATE__">([\s\S]*?)<\/script>/.exec(res.text)![1]!;
      expect(script).not.toMatch(/[<>\u2028]/);
      expect(script).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u2028line');
      expect(res.text).not.toContain('<script>alert(1)</script>');
      expect(pageState(res.text).router.loaderData['zh-CN:home'].home.intro.title).toBe(evil);
    });
  });
});

describe('streaming and disconnects', () => {
  it('a client that disconnects mid-request leaves no open connection or pending load', async () => {
    await withSite({}, async (site) => {
      let open!: () => void;
      upstream.setDefault({ kind: 'gate', open: new Promise<void>((r) => (open = r)) });
      const port = Number(new URL(site.url).port);
      const req = httpRequest({ host: '127.0.0.1', port, path: '/trends' });
      req.on('error', () => {});
      req.end();
      // The render is waiting on the CMS when the visitor goes away.
      await expect.poll(() => upstream.calls.size).toBeGreaterThan(0);
      req.destroy();
      open();
      await expect.poll(() => new Promise<number>((r) => site.app.server.getConnections((_e, n) => r(n)))).toBe(0);
      // The site still serves normally afterwards.
      upstream.reset();
      expect((await request(site.url).get('/trends')).status).toBe(200);
    });
  });

  it('HEAD answers with the headers and no body', async () => {
    await withSite({}, async (site) => {
      const res = await request(site.url).head('/en/hotel');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text ?? '').toBe('');
    });
  });

  it('live figures served from the cache while the upstream is down say they may be out of date', async () => {
    await withSite({ ...STALE_AT_ONCE, CACHE_STALE_WHILE_REVALIDATE_MS: '0', CACHE_STALE_IF_ERROR_MS: '600000', PAGE_CACHE_TTL_MS: '0' }, async (site) => {
      const first = await request(site.url).get('/en/tourist');
      expect(first.text.match(/data-testid="live-stamp" data-stale="false"/g)).toHaveLength(2);
      expect(first.text).not.toContain('may be out of date');
      upstream.setDefault({ kind: 'drop' });
      const second = await request(site.url).get('/en/tourist');
      expect(second.status).toBe(200);
      expect(second.text.match(/data-testid="live-stamp" data-stale="true"/g)).toHaveLength(2);
      // Footer cards' lines and the header chips' screen-reader notes.
      expect(second.text.match(/may be out of date/g)).toHaveLength(4);
      expect(pageState(second.text).router.loaderData['root-en'].live).toMatchObject({ weather: { stale: true }, flow: { stale: true } });
    });
  });
});
