/**
 * Whatever a render throws is the HTML 500 page, never a dead process: a state that cannot be
 * serialised (nesting past the stack), a render that throws, a shell error. The render
 * deadline timer is always cleared, so nothing fires later on a half-built render.
 */
import Fastify from 'fastify';
import type { PipeableStream } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, type PageRenderDeps } from '../../server/render/render.ts';
import { registerPageRoutes } from '../../server/routes/pages.ts';
import { Microcache } from '../../server/http/microcache.ts';
import { createCsrfGuard } from '../../server/tickets/csrf.ts';
import { fakeRenderDeps } from '../support/render-deps.ts';

/** Loader data nested far deeper than JSON.stringify can recurse. */
function nested(levels: number): unknown {
  let v: unknown = 'end';
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
}

const deps = fakeRenderDeps;

async function get(d: PageRenderDeps, url = '/hotel') {
  const app = Fastify({ logger: false });
  app.get('/*', (req, reply) => renderPage(d, req, reply, { url: new URL(url, 'http://localhost'), locale: 'en', perVisitor: false }));
  const res = await app.inject({ method: 'GET', url });
  await app.close();
  return res;
}

const never = (): PipeableStream => {
  throw new Error('render must not be reached');
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('render failures', () => {
  it('a page state nested past the stack is the HTML 500 page, with no timer left to fire', async () => {
    const res = await get(deps({ 'en:hotel': nested(200_000) }, never));
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<title>Page error</title>');
    expect(vi.getTimerCount()).toBe(0);
    vi.runAllTimers();
  });

  it('a render that throws synchronously is the HTML 500 page, and the deadline timer is cleared', async () => {
    const res = await get(
      deps({ 'en:hotel': {} }, () => {
        throw new RangeError('Maximum call stack size exceeded');
      }),
    );
    expect(res.statusCode).toBe(500);
    expect(res.body).toContain('<title>Page error</title>');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a shell error is the HTML 500 page, and the deadline timer is cleared', async () => {
    const res = await get(
      deps({ 'en:hotel': {} }, (opts) => {
        queueMicrotask(() => opts.onShellError?.(new Error('shell failed')));
        return { abort: () => {}, pipe: <T>(d: T) => d } as PipeableStream;
      }),
    );
    expect(res.statusCode).toBe(500);
    expect(res.body).toContain('<title>Page error</title>');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('anything else a page request throws is the HTML error page in the page language, not a JSON 500', async () => {
    const d = deps({}, never);
    d.ssr = async () => {
      throw new Error('internal detail');
    };
    const app = Fastify({ logger: false });
    registerPageRoutes(app, { ...d, csrf: createCsrfGuard('http://localhost:3000') }, new Microcache({ ttlMs: 0, maxBytes: 1024 }));
    const res = await app.inject({ method: 'GET', url: '/en/hotel' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).not.toContain('internal detail');
  });
});
