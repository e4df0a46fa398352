/**
 * The shell sent once (docs/decisions/027-versioned-shell.md): the page state names a version of
 * the shell's stable part and carries only the live figures; that exact version is served,
 * immutable, at its own URL, per language; an unknown version is a 404 never stored.
 */
import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../shared/api/envelope.ts';
import { at } from '../support/seed.ts';
import { pageState } from '../support/html.ts';
import { startSite, type Site } from '../support/site.ts';
import type { FakeUpstream } from '../support/upstream.ts';
import { upstreamSuite } from '../support/upstream-suite.ts';

const API = '/website/api/web';
const STABLE_KEYS = ['consult', 'externalMenu', 'footer', 'friendlyLinks', 'mainMenu', 'music'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

const scenario = upstreamSuite();
let upstream: FakeUpstream;
let site: Site;

beforeAll(async () => {
  upstream = scenario.upstream;
  // Without the page microcache: each page request renders with the CMS copies of that moment.
  site = await scenario.site({ env: { PAGE_CACHE_TTL_MS: '0' } });
});
afterEach(() => upstream.reset());

/** Raw bytes of a reply, undecoded (supertest would parse JSON). */
const raw = (url: string, path: string, encoding = 'identity') =>
  request(url).get(path).set('accept-encoding', encoding).buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => cb(null, Buffer.concat(chunks)));
  });

async function pageOf(locale: Locale, path = '/') {
  const res = await request(site.url).get(at(locale, path));
  expect(res.status).toBe(200);
  return { html: res.text, state: pageState(res.text) };
}

describe('the page state', () => {
  it.each(['zh-CN', 'en'] as const)('%s: names the version of the stable part and carries only the live shell, never menus or footer', async (locale) => {
    const { html, state } = await pageOf(locale, '/hotel');
    const rootId = locale === 'en' ? 'root-en' : 'root-zh';
    const root = state.router.loaderData[rootId];
    expect(Object.keys(root).sort()).toEqual(['flow', 'live', 'locale', 'now', 'urgent', 'version', 'weather']);
    expect(root.locale).toBe(locale);
    expect(state.shell).toBe(`/_data/shell/${locale}/${root.version}`);
    // Preloaded from the head, in the credentials mode of the client's fetch (same-origin).
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${state.shell}"/>`);
    // The footer's words are in the HTML once, not again in the state.
    const shell = (await request(site.url).get(state.shell)).body.data;
    const stateText = JSON.stringify(state);
    for (const key of STABLE_KEYS) expect(stateText).not.toContain(`"${key}"`);
    expect(stateText).not.toContain(shell.footer.organisation);
    expect(html).toContain(shell.footer.organisation);
  });
});

describe('/_data/shell/<locale>/<version>', () => {
  it('serves the exact version a page names: the stable part, immutable, its name the hash of its bytes', async () => {
    const { state } = await pageOf('en');
    const res = await raw(site.url, state.shell);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.body as Buffer;
    expect(createHash('sha256').update(body).digest('base64url').slice(0, 16)).toBe(state.router.loaderData['root-en'].version);
    const data = JSON.parse(body.toString('utf8')).data;
    expect(Object.keys(data).sort()).toEqual(STABLE_KEYS);
    // The same stable part as the whole shell the client router loads on a language switch.
    const whole = (await request(site.url).get('/_data/shell/en')).body.data;
    for (const key of STABLE_KEYS) expect(data[key], key).toEqual(whole[key]);
    expect(whole.version).toBe(state.router.loaderData['root-en'].version);
    // Brotli compressed once per version: the same bytes once decoded (supertest decodes).
    const br = await raw(site.url, state.shell, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect((br.body as Buffer).equals(body)).toBe(true);
  });

  it('keeps each language apart: a version is found only under its own language', async () => {
    const zh = (await pageOf('zh-CN')).state;
    const en = (await pageOf('en')).state;
    const zhVersion = zh.router.loaderData['root-zh'].version;
    const enVersion = en.router.loaderData['root-en'].version;
    expect(zhVersion).not.toBe(enVersion);
    const zhMenu = (await request(site.url).get(zh.shell)).body.data.mainMenu[0].name;
    const enMenu = (await request(site.url).get(en.shell)).body.data.mainMenu[0].name;
    expect(zhMenu).not.toBe(enMenu);
    for (const crossed of [`/_data/shell/zh-CN/${enVersion}`, `/_data/shell/en/${zhVersion}`]) {
      const res = await request(site.url).get(crossed);
      expect(res.status, crossed).toBe(404);
      expect(res.headers['cache-control'], crossed).toBe('no-store');
    }
  });

  it('answers an unknown or malformed version with a 404 never stored, and the locale it names with 404 too', async () => {
    for (const path of ['/_data/shell/en/AAAAAAAAAAAAAAAA', '/_data/shell/en/short', '/_data/shell/fr/AAAAAAAAAAAAAAAA']) {
      const res = await request(site.url).get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers['cache-control'], path).toBe('no-store');
      expect(res.body.error.kind, path).toBe('not-found');
    }
  });

  it('after a CMS change serves the new version and still the one older pages name', async () => {
    const before = (await pageOf('en')).state;
    upstream.set(`${API}/homeModule/getIndexBottomConfig`, { kind: 'edit', edit: (reply) => ({ ...reply, data: { ...reply.data, copyright: 'Changed by the editors' } }) });
    site.cache.clear();
    const after = (await pageOf('en')).state;
    expect(after.shell).not.toBe(before.shell);
    const [oldBody, newBody] = await Promise.all([request(site.url).get(before.shell), request(site.url).get(after.shell)]);
    expect(oldBody.status).toBe(200);
    expect(oldBody.body.data.footer.copyright).not.toBe('Changed by the editors');
    expect(newBody.body.data.footer.copyright).toBe('Changed by the editors');
  });

  it('a replica that has not rendered yet builds the same version from the same CMS copies', async () => {
    const { state } = await pageOf('zh-CN');
    const expected = (await raw(site.url, state.shell)).body as Buffer;
    const other = await startSite({ apiBaseUrl: upstream.url, env: { PAGE_CACHE_TTL_MS: '0' } });
    try {
      const res = await raw(other.url, state.shell);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect((res.body as Buffer).equals(expected)).toBe(true);
    } finally {
      await other.close();
    }
  });
});
