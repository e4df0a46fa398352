/**
 * renderPage's dependencies with a stand-in SSR module (tests/unit): `render` decides what
 * React does with the page; everything else is the smallest that renders.
 */
import type { PipeableStream } from 'react-dom/server';
import type { StaticHandlerContext } from 'react-router-dom';
import type { PageRenderDeps } from '../../server/render/render.ts';
import { createRenderSlots } from '../../server/render/render-slots.ts';
import type { SsrModule, SsrRenderOptions } from '../../shared/ssr-contract.ts';

/** `loaderData` may be a function of the page's path, for tests that tell requests apart. */
export function fakeRenderDeps(loaderData: unknown, render: (opts: SsrRenderOptions) => PipeableStream, renderConcurrency = 2): PageRenderDeps {
  const ssr: SsrModule = {
    query: async (request) => ({ matches: [], loaderData: typeof loaderData === 'function' ? loaderData(new URL(request.url).pathname) : loaderData, errors: null }) as unknown as StaticHandlerContext,
    pageSources: () => [],
    pageRoute: () => null,
    render: (_ctx, opts) => render(opts),
  };
  return {
    ssr: async () => ssr,
    template: { bootstrapModules: [], bootstrapPreloads: [], css: [], preloads: () => [], buildId: 'test', criticalCss: () => null },
    loaders: () => ({ loadShell: async () => { throw new Error('unused'); }, loadPage: async () => { throw new Error('unused'); } }),
    publicConfig: () => ({ amapKey: null, amapServiceHost: null, buildId: 'test', origin: 'http://localhost' }),
    previews: { dataUrl: async () => { throw new Error('unused: no critical CSS, no preview'); } },
    renderSlots: createRenderSlots(renderConcurrency),
    renderTimeoutMs: 10_000,
  };
}
