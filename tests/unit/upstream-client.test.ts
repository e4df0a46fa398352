import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errors, FormData } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, timedOut, UpstreamClient } from '../../server/upstream/client.ts';
import { ApiError } from '../../server/upstream/errors.ts';

let server: Server;
let base: string;
let last: { method?: string; url?: string; headers?: IncomingMessage['headers']; body?: string } = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      last = { method: req.method, url: req.url, headers: req.headers, body };
      const path = req.url!.split('?')[0];
      const json = (status: number, v: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(v));
      if (path === '/api/ok') return json(200, { code: 0, msg: 'ok', data: { echo: req.url } });
      if (path === '/api/fail') return json(200, { code: -1, msg: '文章不存在', data: null });
      if (path === '/api/fail-nomsg') return json(200, { code: -1, data: null });
      if (path === '/api/500') return json(503, { code: 0 });
      if (path === '/api/html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>oops</html>');
      if (path === '/api/big') return res.writeHead(200).end('x'.repeat(5000));
      if (path === '/api/hang') return;
      if (path === '/api/items/42') return json(200, { code: 0, msg: '', data: 42 });
      return json(404, {});
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const client = () => new UpstreamClient({ baseUrl: base, timeoutMs: 300, maxBodyBytes: 1024, connections: 4 });
async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected a failure');
}

describe('UpstreamClient', () => {
  it('GETs with the query and the locale', async () => {
    const env = await client().request<{ echo: string }>({ path: '/api/ok', query: { a: 1, b: 'x y', skip: undefined }, locale: 'en' });
    expect(env.data.echo).toBe('/api/ok?a=1&b=x%20y');
    expect(last.headers!['accept-language']).toBe('en');
  });

  it('POSTs JSON and multipart', async () => {
    const c = client();
    await c.request({ method: 'POST', path: '/api/ok', body: { q: '镜湖' }, locale: 'zh-CN' });
    expect(last.method).toBe('POST');
    expect(last.headers!['content-type']).toBe('application/json');
    expect(JSON.parse(last.body!)).toEqual({ q: '镜湖' });
    const form = new FormData();
    form.set('name', 'value');
    await c.request({ method: 'POST', path: '/api/ok', body: form, locale: 'zh-CN' });
    expect(last.headers!['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(last.body).toContain('name="name"');
  });

  it('names a failed POST\'s body fields in its error, never their values (they may be personal data)', async () => {
    const body = { documentNumber: '510104199001011230', name: '李雷' };
    const e = (await client().request({ method: 'POST', path: '/api/fail', body, locale: 'zh-CN' }).catch((err: unknown) => err)) as ApiError;
    expect(e.toDetail()).toEqual({ url: '/api/fail', method: 'POST', params: { documentNumber: '[body]', name: '[body]' }, message: '文章不存在', code: -1, reason: 'reply' });
    expect(JSON.parse(last.body!)).toEqual(body);
    const form = new FormData();
    form.set('secret', 'value');
    const f = (await client().request({ method: 'POST', path: '/api/500', body: form, locale: 'zh-CN' }).catch((err: unknown) => err)) as ApiError;
    expect(f.toDetail().params).toEqual({ secret: '[form]' });
  });

  it('fills :name path parameters and throws on a missing one', async () => {
    expect(fillPath('/api/items/:id', { id: 42 })).toBe('/api/items/42');
    expect(() => fillPath('/api/items/:id/:part', { id: 1 })).toThrow('Missing path parameter ":part"');
    const env = await client().request<number>({ path: '/api/items/:id', pathParams: { id: 42 }, locale: 'en' });
    expect(env.data).toBe(42);
  });

  it('turns code -1 into an ApiError with path, upper-case method, params, message and code', async () => {
    const e = await failure(client().request({ path: '/api/fail', query: { id: 7 }, locale: 'zh-CN' }));
    expect(e.toDetail()).toEqual({ url: '/api/fail', method: 'GET', params: { id: '7' }, message: '文章不存在', code: -1, reason: 'reply' });
    const e2 = await failure(client().request({ path: '/api/fail-nomsg', locale: 'zh-CN' }));
    expect(e2.toDetail()).toEqual({ url: '/api/fail-nomsg', method: 'GET', params: null, message: null, code: -1, reason: 'reply' });
  });

  it.each([
    ['/api/500', 'http', 503],
    ['/api/html', 'invalid', 200],
    ['/api/big', 'too-large', 200],
    ['/api/hang', 'timeout', null],
  ] as const)('%s fails as %s', async (path, reason, code) => {
    const e = await failure(client().request({ path, locale: 'en' }));
    expect(e.reason).toBe(reason);
    expect(e.code).toBe(code);
  });

  it('reports a refused connection as unreachable', async () => {
    const c = new UpstreamClient({ baseUrl: 'http://127.0.0.1:1', timeoutMs: 500, maxBodyBytes: 1024, connections: 1 });
    const e = await failure(c.request({ path: '/api/ok', locale: 'en' }));
    expect(e.reason).toBe('unreachable');
    await c.close();
  });

  // undici's headers/body timers share the deadline and may fire a tick before the abort
  // signal does (seen in CI): the reason must still be "timeout".
  it.each([new errors.HeadersTimeoutError(), new errors.BodyTimeoutError(), new errors.ConnectTimeoutError()])('counts undici\'s %s as a timeout before the deadline aborts', (err) => {
    expect(timedOut(err, new AbortController().signal)).toBe(true);
  });
  it('counts a refused connection as no timeout until the deadline aborts', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(timedOut(refused, new AbortController().signal)).toBe(false);
    expect(timedOut(refused, AbortSignal.abort())).toBe(true);
  });
});
