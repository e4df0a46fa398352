/** Locale routing, head tags and every route in both languages, through the real app. */
import { describe, expect, it } from 'vitest';
import { ROUTE_LIST } from '../../shared/routes.ts';
import { stackSuite } from '../support/stack-suite.ts';

const { get, site } = stackSuite();

describe('root redirect and the language cookie', () => {
  it('gives crawlers (no cookie, no Accept-Language) zh-CN with no redirect and no cookie', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.text).toContain('<html lang="zh-CN"');
    expect(res.headers['vary']).toMatch(/^Accept-Language, Cookie\b/);
  });

  it('redirects an English-preferring first visit to /en once and sets the cookie', async () => {
    const res = await get('/?from=ad').set('Accept-Language', 'en-US,en;q=0.9');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/en?from=ad');
    expect(res.headers['set-cookie']).toEqual(['lang=en; Max-Age=31536000; Path=/; SameSite=Lax']);
  });

  it('follows the cookie on / and ignores Accept-Language then', async () => {
    const en = await get('/').set('Cookie', 'lang=en').set('Accept-Language', 'zh-CN');
    expect(en.status).toBe(302);
    expect(en.headers.location).toBe('/en');
    const zh = await get('/').set('Cookie', 'lang=zh-CN').set('Accept-Language', 'en');
    expect(zh.status).toBe(200);
    expect(zh.text).toContain('<html lang="zh-CN"');
  });

  it('redirects only the root: /hotel stays Chinese for an English browser', async () => {
    const res = await get('/hotel').set('Accept-Language', 'en');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="zh-CN"');
  });

  it('ignores junk cookies', async () => {
    const res = await get('/').set('Cookie', 'lang=%E0%A4%A; other=="x');
    expect(res.status).toBe(200);
  });
});

describe('head tags', () => {
  it('has lang, a Chinese title, canonical and hreflang alternates with x-default', async () => {
    const res = await get('/hotel?page=2&id=5');
    const origin = site().url;
    expect(res.text).toContain('<html lang="zh-CN"');
    expect(res.text).toMatch(/<title>住宿 - 青岚山风景名胜区<\/title>/);
    expect(res.text).toContain(`<link rel="canonical" href="${origin}/hotel?id=5&amp;page=2"/>`);
    expect(res.text).toContain(`<link rel="alternate" hrefLang="zh-CN" href="${origin}/hotel?id=5&amp;page=2"/>`);
    expect(res.text).toContain(`<link rel="alternate" hrefLang="en" href="${origin}/en/hotel?id=5&amp;page=2"/>`);
    expect(res.text).toContain(`<link rel="alternate" hrefLang="x-default" href="${origin}/hotel?id=5&amp;page=2"/>`);
    expect(res.text).toContain('<link rel="icon" type="image/png" href="/logo.png"/>');
  });

  it('localizes the English page', async () => {
    const res = await get('/en/hotel');
    expect(res.text).toContain('<html lang="en"');
    expect(res.text).toMatch(/<title>Where to stay - Qinglan Mountain Scenic Area<\/title>/);
    expect(res.text).toContain(`<link rel="canonical" href="${site().url}/en/hotel"/>`);
  });
});

describe('every route of the spec resolves in both languages', () => {
  const pages = ROUTE_LIST.filter((r) => !r.detail);
  it.each(pages.flatMap((r) => [r.path, r.path === '/' ? '/en' : `/en${r.path}`]))('%s → 200', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).not.toContain('data-testid="error-status"');
  });

  it.each(ROUTE_LIST.filter((r) => r.detail).map((r) => r.path))('%s without an id → 404', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.text).toContain(`页面未找到：${path}`);
  });

  it('uses the main layout for /, /ability, /landscapes and the default layout elsewhere', async () => {
    for (const p of ['/', '/ability', '/landscapes', '/en/landscapes']) expect((await get(p)).text).toContain('data-layout="main"');
    for (const p of ['/hotel', '/template/preview-images', '/en/search']) expect((await get(p)).text).toContain('data-layout="default"');
  });
});
