/**
 * Links from the CMS pass one scheme allow-list (shared/safe-url.ts) before they reach a page
 * (docs/decisions/013-safe-url-allow-list.md): javascript:, data:, vbscript: and protocol-relative URLs never become an href.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../support/site.ts';
import type { FakeUpstream } from '../support/upstream.ts';
import { upstreamSuite } from '../support/upstream-suite.ts';

const API = '/website/api/web';
const scenario = upstreamSuite();
let upstream: FakeUpstream;
let site: Site;

const link = (id: number, name: string, url: string) => ({ id, name, url, logo: null, orderNum: id });

beforeAll(async () => {
  upstream = scenario.upstream;
  upstream.set(`${API}/friendlyLink/getFriendlyLinkList`, {
    kind: 'json',
    body: {
      code: 0,
      msg: 'success',
      data: {
        records: [
          link(1, 'Link-JS', 'JaVaScRiPt:alert(1)'),
          link(2, 'Link-TabJS', '\tjavascript:alert(2)'),
          link(3, 'Link-Data', 'data:text/html,<script>alert(3)</script>'),
          link(4, 'Link-VB', 'vbscript:msgbox(4)'),
          link(5, 'Link-Proto', '//evil.example/x'),
          link(6, 'Link-Ok', 'https://friend.example/'),
        ],
        total: 6,
        pageNum: 1,
        pageSize: 50,
      },
    },
  });
  site = await scenario.site();
});

describe('friendly links from the CMS', () => {
  it('shows refused links as text and keeps the safe one as a link', async () => {
    const res = await request(site.url).get('/');
    expect(res.status).toBe(200);
    for (const name of ['Link-JS', 'Link-TabJS', 'Link-Data', 'Link-VB', 'Link-Proto', 'Link-Ok']) expect(res.text).toContain(name);
    expect(res.text).not.toMatch(/javascript:|vbscript:|data:text\/html|evil\.example/i);
    expect(res.text).toMatch(/<a [^>]*href="https:\/\/friend\.example\/"[^>]*>Link-Ok/);
  });

  it('sends the same cleaned links in the shell data', async () => {
    const res = await request(site.url).get('/_data/shell/zh-CN');
    expect(res.status).toBe(200);
    const links = (res.body.data.friendlyLinks as { name: string; url: string }[]).map((l) => [l.name, l.url]);
    expect(links).toEqual([
      ['Link-JS', ''],
      ['Link-TabJS', ''],
      ['Link-Data', ''],
      ['Link-VB', ''],
      ['Link-Proto', ''],
      ['Link-Ok', 'https://friend.example/'],
    ]);
  });
});
