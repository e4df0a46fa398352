/**
 * Purge on publish as deployed (docs/purge.md, docs/decisions/049-purge-on-publish.md): nginx
 * running deploy/nginx.conf in front of three replicas sharing Redis, the CMS behind a fake
 * upstream that lets the test change the notices. One signed webhook call, sent through nginx,
 * and the new notice is on every page polled through nginx and on each replica directly within
 * 5 s, ten times in a row; without the call, the old notice is still what every one serves 5 s on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../shared/clock.ts';
import { PUBLISH_HOOK_PATH, signPublish } from '../../shared/publish-hook.ts';
import { startFakeUpstream, type FakeUpstream } from '../support/upstream.ts';
import { raw, startEdgeStack, type EdgeStack } from './edge-stack.ts';

const SECRET = 'deploy-publish-secret-0123456789abcdef';
const NOTICES = '/website/api/web/homeModule/getNotice';
/** What a visitor must see within this of the publish (issue 39). */
const WITHIN_MS = 5000;
/** The home ticker (zh and en) and the visitor information page's notices. */
const PAGES = ['/', '/en', '/tourist', '/en/tourist'];
const POLL_MS = 50;

let edge: EdgeStack;
let upstream: FakeUpstream;
let targets: string[];

beforeAll(async () => {
  edge = await startEdgeStack({
    replicas: 3,
    env: { PUBLISH_WEBHOOK_SECRET: SECRET },
    upstream: async (content) => (upstream = await startFakeUpstream(content)).url,
  });
  targets = [edge.url, ...edge.sites].flatMap((base) => PAGES.map((path) => base + path));
}, 120_000);
afterAll(async () => {
  await edge?.close();
  await upstream?.close();
});

const setNotice = (title: string) =>
  upstream.set(NOTICES, { kind: 'edit', edit: (r: { data: { records: { title: string }[] } }) => (r.data.records.forEach((n) => (n.title = title)), r) });

async function shows(url: string, text: string): Promise<boolean> {
  const res = await raw(url);
  return res.status === 200 && res.body.includes(text);
}

/**
 * Polls every target until it shows `text`: when the last one did (ms from `since`), the same
 * through nginx alone and on the replicas alone, and the targets that had not by `limitMs`.
 */
async function allShow(text: string, since: number, limitMs: number): Promise<{ took: number; nginx: number; direct: number; missing: string[] }> {
  const times = await Promise.all(
    targets.map(async (url) => {
      for (;;) {
        if (await shows(url, text)) return performance.now() - since;
        if (performance.now() - since > limitMs) return null;
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
    }),
  );
  const last = (picked: (number | null)[]) => Math.round(Math.max(...picked.map((t) => t ?? Infinity)));
  const viaNginx = (i: number) => targets[i]!.startsWith(`${edge.url}/`);
  return {
    took: last(times),
    nginx: last(times.filter((_, i) => viaNginx(i))),
    direct: last(times.filter((_, i) => !viaNginx(i))),
    missing: targets.filter((_, i) => times[i] === null),
  };
}

let events = 0;
async function publishThroughNginx(): Promise<number> {
  const body = JSON.stringify({ id: `deploy-${++events}`, paths: ['/homeModule/getNotice'] });
  const headers = await signPublish(SECRET, body, systemClock().getTime());
  const res = await raw(`${edge.url}${PUBLISH_HOOK_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  return res.status;
}

describe('purge on publish through nginx and three replicas', { timeout: 180_000 }, () => {
  it('shows a published notice on every page of every replica and through nginx within 5 s, 10 of 10 times', async () => {
    setNotice('Notice 0: all paths open');
    expect(await publishThroughNginx()).toBe(202);
    expect((await allShow('Notice 0: all paths open', performance.now(), WITHIN_MS)).missing).toEqual([]);
    const figures: string[] = [];
    for (let trial = 1; trial <= 10; trial++) {
      const title = `Notice ${trial}: closure number ${trial}`;
      setNotice(title);
      const start = performance.now();
      expect(await publishThroughNginx()).toBe(202);
      const { took, nginx, direct, missing } = await allShow(title, start, WITHIN_MS);
      expect(missing, `trial ${trial}`).toEqual([]);
      expect(took).toBeLessThanOrEqual(WITHIN_MS);
      figures.push(`${took} (nginx ${nginx}, replicas ${direct})`);
    }
    // The figures for the record (docs/decisions/049-purge-on-publish.md).
    console.log(`purge on publish, ${targets.length} pages (nginx + 3 replicas), ms until every one showed it: ${figures.join(', ')}`);
  });

  it('without the webhook, the old notice is still what every page serves 5 s after the change', async () => {
    setNotice('Notice 20: before the change');
    expect(await publishThroughNginx()).toBe(202);
    expect((await allShow('Notice 20: before the change', performance.now(), WITHIN_MS)).missing).toEqual([]);
    setNotice('Notice 21: published, no webhook');
    const start = performance.now();
    // Every target polled for 5 s: none shows the change.
    expect((await allShow('Notice 21: published, no webhook', start, WITHIN_MS)).missing).toEqual(targets);
    for (const url of targets) expect(await shows(url, 'Notice 20: before the change'), url).toBe(true);
    // The webhook then brings it everywhere.
    expect(await publishThroughNginx()).toBe(202);
    expect((await allShow('Notice 21: published, no webhook', performance.now(), WITHIN_MS)).missing).toEqual([]);
  });

  it('refuses a forged publish at the edge, uncached', async () => {
    const body = JSON.stringify({ id: 'forged', paths: [] });
    const headers = await signPublish('not-the-secret-but-long-enough-0123456789', body, systemClock().getTime());
    const res = await raw(`${edge.url}${PUBLISH_HOOK_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    expect([res.status, res.headers['cache-control'], res.headers['x-cache-status']]).toEqual([401, 'no-store', undefined]);
  });
});
