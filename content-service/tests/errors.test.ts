// @vitest-environment node
/** Bad parameters answer HTTP 200 + code -1 with a clear message; the service keeps serving. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, FIXTURE_SEED, rawGet, startTestService, type TestService } from './helpers.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({ seedDir: FIXTURE_SEED, mediaDir: mkdtempSync(join(tmpdir(), 'content-err-media-')) });
});
afterAll(() => svc.close());

const BAD: [string, string][] = [
  ['/article/getArticleDetail?id=abc', 'id must be an integer >= 1 (got "abc")'],
  ['/article/getArticleDetail?id=1.5', 'id must be an integer >= 1 (got "1.5")'],
  ['/article/getArticleDetail?id=0', 'id must be an integer >= 1 (got "0")'],
  ['/article/getArticleDetail', 'id is required'],
  ['/article/getArticleDetail?id=1&id=2', 'id must be given once'],
  ['/subject/getSubjectDetail?id=x1', 'id must be an integer >= 1 (got "x1")'],
  ['/article/getArticleList?pageSize=101', 'pageSize must be an integer between 1 and 100 (got "101")'],
  ['/article/getArticleList?pageSize=0', 'pageSize must be an integer between 1 and 100 (got "0")'],
  ['/homeModule/getNotice?pageSize=-3', 'pageSize must be an integer between 1 and 100 (got "-3")'],
  ['/scenic/getScenic?pageNum=0', 'pageNum must be an integer between 1 and 1000000 (got "0")'],
  ['/customerServer/getFaqList?pageNum=two', 'pageNum must be an integer between 1 and 1000000 (got "two")'],
  ['/article/getArticleList?typeCode=castle', 'Unknown typeCode "castle"'],
  ['/article/getArticleList?typeId=77', 'Unknown typeId 77'],
  ['/article/getArticleList?typeId=1&typeCode=news', 'typeId and typeCode name different article types'],
  ['/article/getArticleList?stars=6', 'stars must be an integer between 1 and 5 (got "6")'],
  ['/article/getArticleList?priceMax=cheap', 'priceMax must be a non-negative number (got "cheap")'],
  ['/weather/getOriginalCityWeather', 'configKey is required'],
  ['/weather/getOriginalCityWeather?configKey=sys.other', 'Unknown configKey "sys.other"'],
  ['/menu/getMenu?menuPlatform=1', 'menuPosition is required'],
  ['/menu/getMenu?menuPosition=top', 'menuPosition must be an integer >= 1 (got "top")'],
  [`/subject/getSubjectList?keyword=${'x'.repeat(101)}`, 'keyword must be at most 100 characters'],
];

describe('bad parameters', () => {
  it.each(BAD)('%s -> code -1', async (path, msg) => {
    const res = await svc.fetch(API + path);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: -1, msg, data: null });
  });

  it.each([
    ['/article/getArticleDetail?id=999999', 'Article 999999 not found'],
    ['/subject/getSubjectDetail?id=98', 'Subject 98 not found'],
  ])('%s (an id it does not know) -> code 404, the contract\'s not-found answer', async (path, msg) => {
    const res = await svc.fetch(API + path);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 404, msg, data: null });
  });

  it('keeps serving after every bad request', async () => {
    for (const [path] of BAD) await svc.fetch(API + path);
    const health = await svc.fetch('/health');
    expect(health.status).toBe(200);
    expect(((await health.json()) as { status: string }).status).toBe('ok');
    const ok = await svc.api('/article/getArticleDetail?id=1001', 'en');
    expect([ok.code, (ok.data as { title: string }).title]).toEqual([0, 'Mirror Lake Lodge']);
  });

  it('keywords with FTS syntax are plain text, never a query error', async () => {
    for (const kw of ['"', 'OR', 'NEAR(', '*', 'lake"*', '镜"湖', '-', ':', 'a AND']) {
      const res = await svc.api(`/article/getArticleList?keyword=${encodeURIComponent(kw)}`);
      expect(res.code, kw).toBe(0);
    }
    // A quote separates like a space: two one-character terms.
    const quoted = await svc.api(`/article/getArticleList?keyword=${encodeURIComponent('镜"湖')}`);
    expect(quoted).toEqual(await svc.api(`/article/getArticleList?keyword=${encodeURIComponent('镜 湖')}`));
  });
});

describe('unknown paths', () => {
  it.each(['/nope', '/article/getArticleDetail/1', '/article'])('%s under the prefix -> 404 code -1', async (path) => {
    const res = await svc.fetch(API + path);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: -1, msg: `Unknown endpoint GET ${API}${path}`, data: null });
  });

  it('a POST to an endpoint is 404 (GET only)', async () => {
    const res = await svc.fetch(`${API}/menu/getMenu?menuPosition=1`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: -1, msg: `Unknown endpoint POST ${API}/menu/getMenu`, data: null });
  });

  it('a malformed body is a 400 with code -1 and no stack', async () => {
    const res = await svc.fetch(`${API}/menu/getMenu?menuPosition=1`, { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).not.toMatch(/\.ts:\d+|node_modules/);
    expect(JSON.parse(text)).toMatchObject({ code: -1 });
  });

  it('a malformed percent-encoding is a client error, not a crash', async () => {
    const res = await rawGet(svc.url, `${API}/article/getArticleList?keyword=%E9%85`);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ code: 0 });
  });
});

describe('locale of a request', () => {
  const title = async (headers: Record<string, string>, query = '') => {
    const res = await svc.fetch(`${API}/article/getArticleDetail?id=1001${query}`, { headers });
    expect(res.headers.get('content-language')).toMatch(/^(en|zh-CN)$/);
    return ((await res.json()) as { data: { title: string } }).data.title;
  };
  it.each([
    [{}, '', '镜湖湖畔酒店'],
    [{ 'accept-language': 'en' }, '', 'Mirror Lake Lodge'],
    [{ 'accept-language': 'en-US,en;q=0.9,zh;q=0.8' }, '', 'Mirror Lake Lodge'],
    [{ 'accept-language': 'fr-FR,fr;q=0.9' }, '', '镜湖湖畔酒店'],
    [{ 'accept-language': 'fr, en;q=0.5' }, '', 'Mirror Lake Lodge'],
    [{ 'accept-language': 'zh-CN' }, '', '镜湖湖畔酒店'],
    [{ 'accept-language': 'zh-CN' }, '&lang=en', 'Mirror Lake Lodge'],
    [{ 'accept-language': 'en' }, '&lang=zh-CN', '镜湖湖畔酒店'],
    [{}, '&lang=de', '镜湖湖畔酒店'],
  ])('%o %s -> %s', async (headers, query, expected) => {
    expect(await title(headers as Record<string, string>, query)).toBe(expected);
  });
});
