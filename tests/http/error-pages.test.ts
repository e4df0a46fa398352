/** HTTP-level error pages and upstream faults (docs/behaviour.md §2, §8; docs/product.md §6). */
import request from 'supertest';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testIdText } from '../support/html.ts';
import type { Site } from '../support/site.ts';
import type { FakeUpstream } from '../support/upstream.ts';
import { upstreamSuite } from '../support/upstream-suite.ts';

const API = '/website/api/web';
const scenario = upstreamSuite();
let upstream: FakeUpstream;
let site: Site;

beforeAll(async () => {
  // Every request goes upstream (no cache): the deadline must leave room for a loaded CI
  // machine's good replies, while the hanging case still ends well within its 5 s.
  upstream = scenario.upstream;
  site = await scenario.site({ env: { UPSTREAM_TIMEOUT_MS: '2000', CACHE_TTL_MS: '0', CACHE_SHELL_TTL_MS: '0', CACHE_LIVE_TTL_MS: '0', CACHE_STALE_WHILE_REVALIDATE_MS: '0', CACHE_STALE_IF_ERROR_MS: '0' } });
});
// Each fault case starts with closed breakers: failures of one case must not open another's endpoint.
afterEach(() => {
  upstream.reset();
  site.api.breakers.reset();
});

describe('unknown paths', () => {
  it('gives 404 "Page not found: {path}" in the visitor language, in the error layout', async () => {
    const zh = await request(site.url).get('/no/such/page');
    expect(zh.status).toBe(404);
    expect(testIdText(zh.text, 'error-message')).toBe('页面未找到：/no/such/page');
    expect(testIdText(zh.text, 'error-status')).toBe('404');
    expect(zh.text).toContain('layout--error');
    const en = await request(site.url).get('/en/no-such-page');
    expect(en.status).toBe(404);
    expect(testIdText(en.text, 'error-message')).toBe('Page not found: /en/no-such-page');
    expect(en.text).toContain('<html lang="en"');
    // Not an item: no line about a removed item, no list to go back to.
    expect(zh.text).not.toContain('error-item-list');
    expect(zh.text).not.toContain('可能已经下线');
  });
  it.each(['/hotel/detail?id=abc', '/hotel/detail?id=-1', '/hotel/detail?id=99999999', '/poi/detail?id=1e3', '/theme?id=0'])('%s → 404', async (url) => {
    const res = await request(site.url).get(url);
    expect(res.status).toBe(404);
    expect(res.text).toContain('页面未找到');
  });
});

describe('API failures', () => {
  it.each([
    ['/hotel/detail?id=1001', `${API}/article/getArticleDetail`],
    ['/theme?id=1', `${API}/subject/getSubjectDetail`],
  ])('code -1 on a detail page (%s) is the 500 API-error page, not a 404: an outage never looks like deleted content', async (path, endpoint) => {
    upstream.set(endpoint, { kind: 'json', body: { code: -1, msg: '详情服务维护中', data: null } });
    const res = await request(site.url).get(path);
    expect(res.status).toBe(500);
    expect(testIdText(res.text, 'error-status')).toBe('500');
    expect(testIdText(res.text, 'error-api-message')).toBe('详情服务维护中');
    expect(testIdText(res.text, 'error-api-code')).toBe('-1');
    expect(testIdText(res.text, 'error-api-request')).toBe(`GET ${endpoint}`);
  });

  it.each([
    ['/hotel/detail?id=1001', `${API}/article/getArticleDetail`, '页面未找到：/hotel/detail', '/hotel', '住宿', '这一条可能已经下线或改名，同类的其他内容在这里：'],
    ['/en/restaurants/detail?id=2001', `${API}/article/getArticleDetail`, 'Page not found: /en/restaurants/detail', '/en/restaurants', 'Where to eat', 'It may have been removed or renamed. The others of its kind are here:'],
    ['/theme?id=1', `${API}/subject/getSubjectDetail`, '页面未找到：/theme', '/theme/list', '主题行程', '这一条可能已经下线或改名，同类的其他内容在这里：'],
  ])('the not-found answer (code 404) on a detail page (%s) is the 404 page, with a link to the others of its kind', async (path, endpoint, message, list, name, hint) => {
    upstream.set(endpoint, { kind: 'json', body: { code: 404, msg: 'not found', data: null } });
    const res = await request(site.url).get(path);
    expect(res.status).toBe(404);
    expect(testIdText(res.text, 'error-message')).toBe(message);
    expect(res.text).toContain(`<p class="error-page__hint">${hint}</p>`);
    expect(res.text).toContain(`<a class="btn btn--primary" href="${list}" data-testid="error-item-list">${name}</a>`);
  });

  it('code -1 on page data: 500 with message, code, METHOD and address, parameters', async () => {
    upstream.set(`${API}/subject/getSubjectList`, { kind: 'json', body: { code: -1, msg: '专题服务维护中', data: null } });
    const res = await request(site.url).get('/theme/list');
    expect(res.status).toBe(500);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('<h1 id="error-title" class="error-page__title">API 请求失败</h1>');
    expect(testIdText(res.text, 'error-api-message')).toBe('专题服务维护中');
    expect(testIdText(res.text, 'error-api-code')).toBe('-1');
    expect(testIdText(res.text, 'error-api-request')).toBe(`GET ${API}/subject/getSubjectList`);
    expect(testIdText(res.text, 'error-api-params')).toBe('{"pageNum":"1","pageSize":"12"}');
    expect(testIdText(res.text, 'error-status')).toBe('500');
    expect(res.text).not.toMatch(/at \w+ \(|node:internal|\.ts:\d+/);
  });

  it('code -1 without parameters or message: "none" and the localized default message', async () => {
    upstream.set(`${API}/homeModule/getHomeModule`, { kind: 'json', body: { code: -1, data: null } });
    const zh = await request(site.url).get('/scenicArea');
    expect(zh.status).toBe(500);
    expect(testIdText(zh.text, 'error-api-params')).toBe('无');
    expect(testIdText(zh.text, 'error-api-message')).toBe('API 返回错误状态');
    const en = await request(site.url).get('/en/scenicArea');
    expect(testIdText(en.text, 'error-api-params')).toBe('none');
    expect(testIdText(en.text, 'error-api-message')).toBe('API returned an error status');
    expect(en.text).toContain('API request failed');
  });

  it('critical shell data (menus, footer) failing is a 500', async () => {
    upstream.set(`${API}/homeModule/getIndexBottomConfig`, { kind: 'raw', body: '<html>bad gateway</html>' });
    const res = await request(site.url).get('/en/hotel');
    expect(res.status).toBe(500);
    expect(testIdText(res.text, 'error-api-message')).toBe('The API reply was not valid data');
    expect(testIdText(res.text, 'error-api-request')).toBe(`GET ${API}/homeModule/getIndexBottomConfig`);
  });

  it('a 5xx reply is a 500 page carrying the HTTP status', async () => {
    upstream.set(`${API}/menu/getMenu`, { kind: 'json', status: 502, body: {} });
    const res = await request(site.url).get('/');
    expect(res.status).toBe(500);
    expect(testIdText(res.text, 'error-api-code')).toBe('502');
  });

  it('optional shell data failing hides only its widget and counts the failure', async () => {
    upstream.set(`${API}/weather/getOriginalCityWeather`, { kind: 'json', body: { code: -1, msg: 'weather down', data: null } });
    upstream.set(`${API}/homeModule/getIndexMusic`, { kind: 'drop' });
    const res = await request(site.url).get('/hotel');
    expect(res.status).toBe(200);
    const metrics = await site.metrics.registry.getSingleMetricAsString('shell_widget_failures_total');
    expect(metrics).toMatch(/shell_widget_failures_total\{widget="weather"\} [1-9]/);
    expect(metrics).toMatch(/shell_widget_failures_total\{widget="music"\} [1-9]/);
  });

  it('a hanging upstream yields the 500 page within the deadline', async () => {
    upstream.set(`${API}/subject/getSubjectList`, { kind: 'hang' });
    const res = await request(site.url).get('/theme/grid').timeout(5000);
    expect(res.status).toBe(500);
    expect(testIdText(res.text, 'error-api-message')).toBe('接口服务响应超时');
  });

  it('the JSON data URL reports the same error shape', async () => {
    upstream.set(`${API}/subject/getSubjectList`, { kind: 'json', body: { code: -1, msg: 'x', data: null } });
    const res = await request(site.url).get('/_data/page/en/theme/list');
    expect(res.status).toBe(500);
    expect(res.body.error).toEqual({ status: 500, kind: 'api', path: null, message: null, api: { url: `${API}/subject/getSubjectList`, method: 'GET', params: { pageNum: '1', pageSize: '12' }, message: 'x', code: -1, reason: 'reply' } });
  });
});

describe('junk input never crashes', () => {
  it.each([
    ['/hotel?page=abc&stars=%FF&priceMax=-1&category=<script>', 200],
    ['/search?q=' + encodeURIComponent('"><script>alert(1)</script>'), 200],
    ['/%E0%A4%A', 400],
    ['/' + 'a'.repeat(3000), 414],
    ['/hotel/detail?id=1&id=2', 404],
  ])('%s → %i', async (url, status) => {
    const res = await request(site.url).get(url);
    expect(res.status).toBe(status);
    expect(res.text).not.toContain('<script>alert(1)</script>');
  });
});
