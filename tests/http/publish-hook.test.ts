/**
 * The publish webhook through the real app (docs/purge.md): every refusal with its exact status
 * and outcome counted, and an accepted publish that purges every cache layer at once — on the
 * replica that took it and, through Redis, on another.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_HOOK_PATH, PUBLISH_MAX_SKEW_S, signPublish } from '../../shared/publish-hook.ts';
import { TEST_NOW } from '../support/clock.ts';
import type { Site } from '../support/site.ts';
import { upstreamSuite } from '../support/upstream-suite.ts';

const API = '/website/api/web';
const NOTICES = `${API}/homeModule/getNotice`;
const SECRET = 'test-publish-secret-0123456789abcdef';
const NOW = TEST_NOW.getTime();

async function counter(site: Site, name: string, labels: string): Promise<number> {
  const text = await site.metrics.registry.getSingleMetricAsString(name);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

interface Sent {
  status: number;
  cacheControl: string | null;
  body: string;
}

async function post(site: Site, body: string, headers: Record<string, string>): Promise<Sent> {
  const res = await fetch(`${site.url}${PUBLISH_HOOK_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  return { status: res.status, cacheControl: res.headers.get('cache-control'), body: await res.text() };
}

/** A signed request: the body and its two headers, signed at `at` (default the sites' clock). */
async function signed(event: unknown, opts: { secret?: string; at?: number } = {}): Promise<{ body: string; headers: Record<string, string> }> {
  const body = typeof event === 'string' ? event : JSON.stringify(event);
  return { body, headers: await signPublish(opts.secret ?? SECRET, body, opts.at ?? NOW) };
}

let ids = 0;
const publish = (paths: string[]) => signed({ id: `evt-${++ids}`, paths });

/** Every notice's title becomes `title` (the CMS publishes a change). */
const noticesTitled = (title: string) => ({ kind: 'edit' as const, edit: (r: { data: { records: { title: string }[] } }) => (r.data.records.forEach((n) => (n.title = title)), r) });

const html = async (site: Site, path: string) => (await fetch(`${site.url}${path}`)).text();

describe('the publish webhook on one replica (no Redis)', () => {
  const s = upstreamSuite();
  let site: Site;
  beforeAll(async () => {
    site = await s.site({ env: { PUBLISH_WEBHOOK_SECRET: SECRET } });
  });

  it('answers 404 on a site without PUBLISH_WEBHOOK_SECRET', async () => {
    const bare = await s.site();
    const { body, headers } = await publish([]);
    expect((await post(bare, body, headers)).status).toBe(404);
  });

  it('refuses what the CMS did not sign, or signed too long ago, with 401, no-store, counted', async () => {
    const good = await publish(['/homeModule/getNotice']);
    const cases: [string, Record<string, string>, string][] = [
      ['missing', {}, good.body],
      ['malformed', { ...good.headers, 'x-qinglan-signature': 'sha1=abc' }, good.body],
      ['forged', (await signed(good.body, { secret: 'another-secret-of-the-right-length-000' })).headers, good.body],
      ['forged', good.headers, good.body.replace('getNotice', 'getFlowRate')],
      ['stale', (await signed(good.body, { at: NOW - (PUBLISH_MAX_SKEW_S + 1) * 1000 })).headers, good.body],
      ['stale', (await signed(good.body, { at: NOW + (PUBLISH_MAX_SKEW_S + 1) * 1000 })).headers, good.body],
    ];
    for (const [outcome, headers, body] of cases) {
      expect(await post(site, body, headers)).toEqual({ status: 401, cacheControl: 'no-store', body: JSON.stringify({ error: outcome }) });
    }
    expect(await counter(site, 'publish_hook_requests_total', 'outcome="missing"')).toBe(1);
    expect(await counter(site, 'publish_hook_requests_total', 'outcome="malformed"')).toBe(1);
    expect(await counter(site, 'publish_hook_requests_total', 'outcome="forged"')).toBe(2);
    expect(await counter(site, 'publish_hook_requests_total', 'outcome="stale"')).toBe(2);
    expect(await counter(site, 'purges_applied_total', 'source="hook"')).toBe(0);
  });

  it('refuses a signed body it cannot read with 400, and one too large with 413', async () => {
    const cases: [string, unknown][] = [
      ['invalid-json', '{"id": "x", "paths": ['],
      ['invalid-body', { id: 'x', paths: [], extra: 1 }],
      ['invalid-body', { id: '', paths: [] }],
      ['invalid-body', { id: 'x', paths: '/homeModule/getNotice' }],
      ['unknown-path', { id: 'x', paths: ['/homeModule/getNotice', '/admin/dropEverything'] }],
    ];
    for (const [outcome, event] of cases) {
      const { body, headers } = await signed(event);
      expect(await post(site, body, headers)).toEqual({ status: 400, cacheControl: 'no-store', body: JSON.stringify({ error: outcome }) });
    }
    const huge = await signed({ id: 'x', paths: [], pad: 'x'.repeat(20_000) });
    expect((await post(site, huge.body, huge.headers)).status).toBe(413);
    expect(await counter(site, 'publish_hook_requests_total', 'outcome="invalid-json"')).toBe(1);
    expect(await counter(site, 'publish_hook_requests_total', 'outcome="invalid-body"')).toBe(3);
    expect(await counter(site, 'publish_hook_requests_total', 'outcome="unknown-path"')).toBe(1);
    expect(await counter(site, 'publish_hook_requests_total', 'outcome="too-large"')).toBe(1);
  });

  it('purges at once: a page that showed notice A shows notice B on the next request', async () => {
    s.upstream.set(NOTICES, noticesTitled('Notice A: upper road open'));
    const pages = ['/en', '/', '/en/tourist', '/tourist'];
    // Twice each: the second is answered by the hit replay, before Fastify.
    for (const path of [...pages, ...pages]) expect(await html(site, path)).toContain('Notice A: upper road open');
    const replayed = site.hitReplay.replayed;
    expect(replayed).toBeGreaterThanOrEqual(3);
    s.upstream.set(NOTICES, noticesTitled('Notice B: upper road closed by rockfall'));
    // Still cached everywhere: the change alone shows nothing.
    for (const path of pages) expect(await html(site, path)).toContain('Notice A: upper road open');

    const { body, headers } = await publish(['/homeModule/getNotice']);
    expect(await post(site, body, headers)).toEqual({ status: 202, cacheControl: 'no-store', body: '' });
    for (const path of pages) {
      const page = await html(site, path);
      expect(page).toContain('Notice B: upper road closed by rockfall');
      expect(page).not.toContain('Notice A');
    }
    expect(await counter(site, 'publish_hook_requests_total', 'outcome="accepted"')).toBe(1);
    expect(await counter(site, 'purges_applied_total', 'source="hook"')).toBe(1);
    // The same request again, however soon: a replay.
    expect(await post(site, body, headers)).toEqual({ status: 409, cacheControl: 'no-store', body: JSON.stringify({ error: 'replay' }) });
    expect(await counter(site, 'publish_hook_requests_total', 'outcome="replay"')).toBe(1);
  });

  it('keeps a purged copy for an upstream failure: the notices stay rather than vanish', async () => {
    s.upstream.set(NOTICES, noticesTitled('Notice C: shuttle every 20 minutes'));
    const first = await publish(['/homeModule/getNotice']);
    expect((await post(site, first.body, first.headers)).status).toBe(202);
    expect(await html(site, '/en/tourist')).toContain('Notice C: shuttle every 20 minutes');
    s.upstream.set(NOTICES, { kind: 'raw', body: 'bad gateway', status: 502 });
    const second = await publish(['/homeModule/getNotice']);
    expect((await post(site, second.body, second.headers)).status).toBe(202);
    expect(await html(site, '/en/tourist')).toContain('Notice C: shuttle every 20 minutes');
    s.upstream.reset();
  });
});

describe('the publish webhook across replicas (Redis)', () => {
  const s = upstreamSuite({ redis: true });
  let a: Site;
  let b: Site;
  beforeAll(async () => {
    const env = { PUBLISH_WEBHOOK_SECRET: SECRET, REDIS_URL: s.redis.url };
    [a, b] = await Promise.all([s.site({ env }), s.site({ env })]);
  });

  it('purges every replica: B shows the new notice after A took the publish; a replay to B is refused', async () => {
    s.upstream.set(NOTICES, noticesTitled('Notice A: lake path open'));
    for (const site of [a, b]) for (const path of ['/en', '/en', '/en/tourist']) expect(await html(site, path)).toContain('Notice A: lake path open');
    s.upstream.set(NOTICES, noticesTitled('Notice B: lake path closed for ice'));
    for (const site of [a, b]) expect(await html(site, '/en')).toContain('Notice A: lake path open');

    const { body, headers } = await publish(['/homeModule/getNotice']);
    expect((await post(a, body, headers)).status).toBe(202);
    expect(await html(a, '/en')).toContain('Notice B: lake path closed for ice');
    // B applies the message as it arrives (milliseconds): polled, not slept.
    await expect.poll(() => counter(b, 'purges_applied_total', 'source="message"'), { timeout: 2000, interval: 20 }).toBe(1);
    for (const path of ['/en', '/en/tourist']) expect(await html(b, path)).toContain('Notice B: lake path closed for ice');
    expect(await s.admin.hget('qinglan:purge:epochs', '/homeModule/getNotice')).toBe('1');

    expect((await post(b, body, headers)).status).toBe(409);
    expect(await counter(b, 'publish_hook_requests_total', 'outcome="replay"')).toBe(1);
    // A applied its own publish once, not again from its own message.
    expect(await counter(a, 'purges_applied_total', 'source="message"')).toBe(0);
    expect(await counter(a, 'purges_applied_total', 'source="hook"')).toBe(1);
  });

  it('ignores a message on the channel that this site would not send', async () => {
    const before = await counter(b, 'purges_applied_total', 'source="message"');
    await s.admin.publish('qinglan:purge', JSON.stringify({ id: 'x', paths: ['/not/a/path'], epochs: {}, origin: 'evil' }));
    await s.admin.publish('qinglan:purge', '{"id":"x","paths":[],"epochs":{"*":1e300},"origin":"evil"}');
    // A good message after them is applied: the two before it were read and dropped.
    await s.admin.publish('qinglan:purge', JSON.stringify({ id: 'y', paths: [], epochs: { '*': 1 }, origin: 'cms-test' }));
    await expect.poll(() => counter(b, 'purges_applied_total', 'source="message"'), { timeout: 2000, interval: 20 }).toBe(before + 1);
  });

  it('a replica whose purge channel dropped reads the epochs back and purges whole when it rejoins', async () => {
    await s.admin.hset('qinglan:purge:epochs', '/homeModule/getFlowRate', '7');
    // Both replicas' subscriber connections, and only those.
    expect(await s.admin.client('KILL', 'TYPE', 'pubsub')).toBe(2);
    for (const site of [a, b]) await expect.poll(() => counter(site, 'purges_applied_total', 'source="resync"'), { timeout: 5000, interval: 20 }).toBe(1);
    // Still subscribed afterwards: a message reaches B again.
    const before = await counter(b, 'purges_applied_total', 'source="message"');
    await s.admin.publish('qinglan:purge', JSON.stringify({ id: 'z', paths: [], epochs: { '*': 2 }, origin: 'cms-test' }));
    await expect.poll(() => counter(b, 'purges_applied_total', 'source="message"'), { timeout: 2000, interval: 20 }).toBe(before + 1);
    // The epochs read back on rejoining (flow rate 7) and the message's (everything 2) name the keys B now uses.
    expect(await html(b, '/en')).toContain('<html lang="en"');
    expect((await s.admin.keys('qinglan:cache:*:2.7:en /website/api/web/homeModule/getFlowRate*')).length).toBe(1);
  });
});
