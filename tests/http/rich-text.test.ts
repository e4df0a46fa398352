/** Untrusted CMS rich text comes out inert on a real detail page (docs/product.md §6). */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDetail, ArticleSummary } from '../../shared/api/content.ts';
import type { Page } from '../../shared/api/envelope.ts';
import type { Site } from '../support/site.ts';
import type { FakeUpstream } from '../support/upstream.ts';
import { upstreamSuite } from '../support/upstream-suite.ts';

const API = '/website/api/web';

describe('untrusted rich text (docs/product.md §6)', () => {
  const scenario = upstreamSuite();
  let content: { url: string };
  let upstream: FakeUpstream;
  let xsite: Site;
  beforeAll(async () => {
    content = scenario.content;
    upstream = scenario.upstream;
    xsite = await scenario.site({ env: { CACHE_TTL_MS: '0' } });
  });

  it('a detail page renders scripts, event handlers and javascript: links inert', async () => {
    const first = await fetch(`${content.url}${API}/article/getArticleList?typeCode=hotel&pageSize=1`).then((r) => r.json() as Promise<{ data: Page<ArticleSummary> }>);
    const real = await fetch(`${content.url}${API}/article/getArticleDetail?id=${first.data.records[0]!.id}`).then((r) => r.json() as Promise<{ data: ArticleDetail }>);
    const evil =
      '<p>Rooms</p><script>alert("xss")</script><img src="/media/photos/lounge.jpg" onerror="alert(1)"><a href="javascript:alert(2)">click</a>' +
      '<p onclick="steal()">x</p><iframe src="https://evil.test"></iframe><a href="https://example.org">out</a>';
    upstream.set(`${API}/article/getArticleDetail`, { kind: 'json', body: { code: 0, msg: 'ok', data: { ...real.data, content: evil, title: 'Evil </script><script>alert(3)</script>' } } });
    const res = await request(xsite.url).get(`/hotel/detail?id=${real.data.id}`);
    expect(res.status).toBe(200);
    const body = res.text;
    const rich = body.slice(body.indexOf('data-testid="rich-text"'), body.indexOf('data-testid="rich-text"') + 2000);
    expect(rich).toContain('<p>Rooms</p>');
    expect(rich).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
    expect(rich).toContain('<a href="https://example.org" target="_blank" rel="external noopener noreferrer" data-external>out</a>');
    // Nowhere in the page can the title's markup become a tag.
    expect(body).not.toContain('<script>alert(3)</script>');
    expect(body).not.toContain('alert("xss")');
  });
});
