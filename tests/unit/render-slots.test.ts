/**
 * Renders take turns (docs/decisions/039-render-slots.md): with RENDER_CONCURRENCY renders
 * running, the next page's render starts only when one of them has its shell out, in order of
 * arrival, and the `render_slots` gauge reports how many run and wait; between two renders
 * the event loop takes a turn (accepts connections, reads requests).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { PipeableStream } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createMetrics } from '../../server/ops/metrics.ts';
import { renderPage, type PageRenderDeps } from '../../server/render/render.ts';
import { createRenderSlots } from '../../server/render/render-slots.ts';
import type { SsrRenderOptions } from '../../shared/ssr-contract.ts';
import { fakeRenderDeps } from '../support/render-deps.ts';

/** A stand-in React render whose shell is out only when the test releases it. */
function heldRenders(concurrency: number) {
  const started: { path: string; release: () => void }[] = [];
  const render = (opts: SsrRenderOptions): PipeableStream => {
    const { path } = opts.state.router.loaderData as { path: string };
    started.push({ path, release: () => opts.onShellReady?.() });
    return { abort: () => {}, pipe: <T extends NodeJS.WritableStream>(d: T) => d.end(`<p>${path}</p>`) as unknown as T } as PipeableStream;
  };
  return { started, deps: fakeRenderDeps((path: string) => ({ path }), render, concurrency) };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function serve(deps: PageRenderDeps): FastifyInstance {
  app = Fastify({ logger: false });
  app.get('/*', (req, reply) => renderPage(deps, req, reply, { url: new URL(req.url, 'http://localhost'), locale: 'en', perVisitor: false }));
  return app;
}

/** Gives the event loop `turns` turns (requests reach the slots through a few awaits). */
async function turns(n: number): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise((r) => setImmediate(r));
}

describe('render slots', () => {
  it('with RENDER_CONCURRENCY=1 one page renders at a time; the next starts, in order of arrival, when a shell is out', async () => {
    const held = heldRenders(1);
    const site = serve(held.deps);
    const answers = ['/one', '/two', '/three'].map((url) => site.inject({ method: 'GET', url }));
    await turns(20);
    expect(held.started.map((s) => s.path)).toEqual(['/one']);
    expect([held.deps.renderSlots.running, held.deps.renderSlots.waiting]).toEqual([1, 2]);

    held.started[0]!.release();
    await turns(20);
    expect(held.started.map((s) => s.path)).toEqual(['/one', '/two']);
    held.started[1]!.release();
    await turns(20);
    expect(held.started.map((s) => s.path)).toEqual(['/one', '/two', '/three']);
    held.started[2]!.release();
    expect((await Promise.all(answers)).map((r) => [r.statusCode, r.body])).toEqual([
      [200, '<p>/one</p>'],
      [200, '<p>/two</p>'],
      [200, '<p>/three</p>'],
    ]);
    await turns(5); // the slot is given back a few microtasks after the shell is handed to the reply
    expect([held.deps.renderSlots.running, held.deps.renderSlots.waiting]).toEqual([0, 0]);
  });

  it('with RENDER_CONCURRENCY=2 two render at once, and the gauge says so when scraped', async () => {
    const held = heldRenders(2);
    const metrics = createMetrics(false);
    metrics.watchRenderSlots(held.deps.renderSlots);
    const site = serve(held.deps);
    const answers = ['/a', '/b', '/c'].map((url) => site.inject({ method: 'GET', url }));
    await turns(20);
    expect(held.started.map((s) => s.path)).toEqual(['/a', '/b']);
    const text = await metrics.registry.metrics();
    expect(text).toContain('render_slots{state="running"} 2');
    expect(text).toContain('render_slots{state="waiting"} 1');
    for (const s of held.started) s.release();
    await turns(20);
    held.started[2]!.release();
    expect((await Promise.all(answers)).map((r) => r.statusCode)).toEqual([200, 200, 200]);
  });

  it('gives the event loop a turn before each render: a queue of renders does not run back to back in microtasks', async () => {
    const slots = createRenderSlots(1);
    // Counts passes of the event loop while the renders run.
    let passes = 0;
    let ticking = true;
    const tick = () => {
      passes++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    // Each render is synchronous and has its shell out at once, as a cache-off page render does.
    const seen = await Promise.all([1, 2, 3, 4].map(() => slots.run(async () => passes)));
    ticking = false;
    // Each render saw the loop pass at least once since the one before it.
    expect(seen.slice(1).map((pass, i) => pass > seen[i]!)).toEqual([true, true, true]);
  });
});
