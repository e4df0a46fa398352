/** CSRF of the ticket forms (server/tickets/csrf.ts; docs/tickets.md §Protection): cookie secret, token, origin. */
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCsrfGuard } from '../../server/tickets/csrf.ts';

const guard = createCsrfGuard('https://www.qinglan.example');
const app = Fastify({ logger: false });

beforeAll(async () => {
  await app.register(cookie);
  app.get('/form', async (req, reply) => ({ token: guard.issue(req, reply) }));
  app.post('/post', async (req) => ({ ok: guard.check(req, (req.body as { token?: string }).token) }));
  await app.ready();
});
afterAll(() => app.close());

async function issue(cookieHeader?: string) {
  const res = await app.inject({ method: 'GET', url: '/form', headers: cookieHeader ? { cookie: cookieHeader } : {} });
  return { token: res.json<{ token: string }>().token, setCookie: res.headers['set-cookie'] as string | undefined };
}

const post = (headers: Record<string, string>, token: string | undefined) =>
  app.inject({ method: 'POST', url: '/post', headers: { host: 'www.qinglan.example', ...headers }, payload: token === undefined ? {} : { token } }).then((r) => r.json<{ ok: boolean }>().ok);

describe('the CSRF guard', () => {
  it('sets a strict, HttpOnly, Secure cookie once, and takes the token of that secret from the site', async () => {
    const first = await issue();
    expect(first.setCookie).toMatch(/^qinglan_csrf=[\w-]{24}; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const jar = first.setCookie!.split(';')[0]!;
    const again = await issue(jar);
    expect(again.setCookie).toBeUndefined();
    expect(again.token).not.toBe(first.token); // salted: a new token per page, each valid
    expect(await post({ cookie: jar, origin: 'https://www.qinglan.example' }, first.token)).toBe(true);
    expect(await post({ cookie: jar, origin: 'https://www.qinglan.example' }, again.token)).toBe(true);
    expect(await post({ cookie: jar, referer: 'https://www.qinglan.example/en/tickets' }, again.token)).toBe(true);
  });

  it('refuses a post without the cookie, with another secret’s token, from another origin or from nowhere', async () => {
    const { token, setCookie } = await issue();
    const jar = setCookie!.split(';')[0]!;
    const other = (await issue()).token;
    expect(await post({ origin: 'https://www.qinglan.example' }, token)).toBe(false);
    expect(await post({ cookie: jar, origin: 'https://www.qinglan.example' }, other)).toBe(false);
    expect(await post({ cookie: jar, origin: 'https://www.qinglan.example' }, undefined)).toBe(false);
    expect(await post({ cookie: jar, origin: 'https://evil.example' }, token)).toBe(false);
    expect(await post({ cookie: jar, origin: 'null' }, token)).toBe(false);
    expect(await post({ cookie: jar }, token)).toBe(false);
    expect(await post({ cookie: 'qinglan_csrf=short', origin: 'https://www.qinglan.example' }, token)).toBe(false);
  });

  it('takes the origin the request was sent to (a site reached by its address), not another host', async () => {
    const { token, setCookie } = await issue();
    const jar = setCookie!.split(';')[0]!;
    expect(await post({ cookie: jar, host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' }, token)).toBe(true);
    expect(await post({ cookie: jar, host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3001' }, token)).toBe(false);
    expect(await post({ cookie: jar, host: '127.0.0.1:3000', origin: 'https://127.0.0.1:3000' }, token)).toBe(false);
  });
});
