/**
 * URL normalisation at the edge (issue 10): repeated slashes, dot segments (also %2e) and
 * backslashes get one 301 to the clean same-origin path (query kept), never a 500 and never a
 * Location that leaves the site; the language switch always points at this origin.
 */
import { describe, expect, it } from 'vitest';
import { stackSuite } from '../support/stack-suite.ts';

const { get } = stackSuite();

describe('paths that are not clean get one 301 to the clean path on this origin', () => {
  it.each([
    ['/en//', '/en/'],
    ['/.//', '/'],
    ['/%2e//', '/'],
    ['/a/..//?x', '/?x'],
    ['/\\hotel///', '/hotel/'],
    ['//example.com', '/example.com'],
    ['/\\\\example.com', '/example.com'],
    ['/en//evil.example', '/en/evil.example'],
    ['/en/hotel/./%2E%2e/hotel?id=5&x=%2F%2F', '/en/hotel?id=5&x=%2F%2F'],
    ['//_data/page//en//hotel', '/_data/page/en/hotel'],
  ])('%s → %s', async (path, location) => {
    const res = await get(path).redirects(0);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  it('gives /%2fexample.com/ (an encoded slash is not a separator) the 404 page, not a redirect', async () => {
    const res = await get('/%2fexample.com/').redirects(0);
    expect(res.status).toBe(404);
    expect(res.headers.location).toBeUndefined();
    expect(res.text).toContain('<html lang="zh-CN"');
  });

  it('renders the clean target of every redirect above without a 5xx', async () => {
    for (const path of ['/en/', '/', '/hotel/', '/example.com', '/en/evil.example']) {
      const res = await get(path).redirects(0);
      expect(res.status, path).toBeLessThan(500);
    }
  });
});

describe('the language switch never leaves the site', () => {
  it('links /en/evil.example (reached from /en//evil.example) to /evil.example', async () => {
    const res = await get('/en//evil.example').redirects(1);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('href="//evil.example"');
    expect(res.text).toContain('href="/evil.example"');
  });
});

describe('query strings are bounded once, at the edge', () => {
  it('answers 400 to more than 50 parameters', async () => {
    const query = Array.from({ length: 51 }, (_, i) => `p${i}=1`).join('&');
    const res = await get(`/hotel?${query}`);
    expect(res.status).toBe(400);
  });

  it('answers 400 to a value longer than 1000 characters', async () => {
    const res = await get(`/search?keyword=${'a'.repeat(1001)}`);
    expect(res.status).toBe(400);
  });

  it('renders the normal page for a junk-encoded query value', async () => {
    const res = await get('/hotel?page=%E0%A4%A&x=%');
    expect(res.status).toBe(200);
  });

  it('answers 400 to a junk-encoded path, never 500', async () => {
    const res = await get('/hotel%E0%A4%A');
    expect(res.status).toBe(400);
  });
});
