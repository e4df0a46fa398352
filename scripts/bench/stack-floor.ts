/**
 * The floor of the site's required stack for a page (docs/decisions/054-floors-of-the-stack.md):
 * the renderer floor's host elements (renderer-floor.ts), answered over HTTP the way any page
 * of the site must be. Per request: Fastify routes it, React Router's static handler answers
 * the request's query and a static router renders the tree as its one route's element inside
 * an i18next provider, and react-dom's output goes to the socket in one write. No component, hook, loader,
 * state, upstream call or compression of ours. What that costs in CPU per request is the least
 * an uncached page can cost with Fastify, react-router and react-dom; render-cpu.ts loads it
 * like the site and prints it beside the renderer floor.
 *
 * Forked by the bench with the page's HTML file as argument; it answers GET / on a free
 * loopback port (and GET /bytes with the same bytes rendered once: the HTTP floor) and sends `{ port }` over IPC when listening.
 */
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { hostTree } from './renderer-floor.ts';

const { tree } = hostTree(readFileSync(process.argv[2]!, 'utf8'));
const i18n = i18next.createInstance();
await i18n.init({ lng: 'zh-CN', resources: {}, initAsync: false });
// Built once, as the site builds its route table once (client/entry-server.tsx).
const handler = createStaticHandler([{ path: '/', element: tree, loader: () => null }]);

const app = Fastify({ logger: false });
app.get('/', async (req, reply) => {
  const context = await handler.query(new Request(`http://127.0.0.1${req.url}`));
  if (context instanceof Response) throw new Error('stack floor: the query answered with a Response');
  const router = createStaticRouter(handler.dataRoutes, context);
  // The cheapest way to the socket: React's chunks gathered and sent in one write (the site
  // sends a flush cycle as one buffer too, server/render/batch-stream.ts).
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk);
      done();
    },
  });
  return new Promise((resolve, reject) => {
    sink.on('finish', () => resolve(reply.header('content-type', 'text/html; charset=utf-8').send(Buffer.concat(chunks))));
    const stream = renderToPipeableStream(createElement(I18nextProvider, { i18n }, createElement(StaticRouterProvider, { router, context, hydrate: false })), {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
});
// The same bytes, rendered once at start-up: what answering the page costs over HTTP with no render at all.
let rendered = Buffer.alloc(0);
app.get('/bytes', (_req, reply) => reply.header('content-type', 'text/html; charset=utf-8').send(rendered));
rendered = Buffer.from((await app.inject({ url: '/' })).rawPayload);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
