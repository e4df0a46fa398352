/** Development entry: `npm run dev` — Vite in middleware mode, hot reload, same server code. */
import { createServer as createHttpServer } from 'node:http';
import { createServer as createViteServer } from 'vite';
import type { SsrModule } from '../shared/ssr-contract.ts';
import { DEV_PREAMBLE, DEV_PREAMBLE_URL, devTemplate } from './render/template.ts';
import { configOrExit, start } from './start.ts';

const config = configOrExit();
// The HMR websocket listens on its own port: loopback only (the dev site may listen on all
// interfaces), port VITE_HMR_PORT or Vite's default 24678.
const hmrPort = Number(process.env.VITE_HMR_PORT) || undefined;
const vite = await createViteServer({ server: { middlewareMode: true, hmr: { host: '127.0.0.1', port: hmrPort } }, appType: 'custom' });

await start(config, {
  ssr: () => vite.ssrLoadModule('/client/entry-server.tsx') as Promise<SsrModule>,
  template: devTemplate(),
  // Vite's middlewares (modules, HMR, public/) first; everything else goes to Fastify.
  serverFactory: (handler) => createHttpServer((req, res) => vite.middlewares(req, res, () => handler(req, res))),
  extraRoutes: (app) => {
    app.get(DEV_PREAMBLE_URL, async (_req, reply) => reply.type('text/javascript').send(DEV_PREAMBLE));
  },
  // Vite's HMR websocket listens on its own port, which CSP 'self' does not cover.
  cspConnectExtra: ['ws:'],
  onClose: () => vite.close(),
});
