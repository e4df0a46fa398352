/**
 * Streams one page (docs/product.md §2): loaders first, so the status (200/404/500)
 * and headers are decided before the first byte; then React's stream, piped as soon as the
 * shell is ready (browsers) or everything is (crawlers); aborted on client disconnect and at
 * the render deadline.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PipeableStream } from 'react-dom/server';
import type { StaticHandlerContext } from 'react-router-dom';
import type { Locale } from '../../shared/api/envelope.ts';
import { isServerFault, toErrorInfo, type ErrorInfo } from '../../shared/errors.ts';
import { scriptJson } from '../../shared/script-json.ts';
import { shellRef, shellStableUrl } from '../../shared/shell-parts.ts';
import { leadPhoto, leadPhotoCss } from '../../shared/lead-photo.ts';
import { STATE_GLOBAL, type DehydratedState, type PublicConfig, type ShellData } from '../../shared/state.ts';
import { cacheControlFor } from '../http/cache-control.ts';
import { isBot } from './bots.ts';
import type { LoaderContextFor } from '../data/loader-context.ts';
import type { Visit } from '../data/loaders/context.ts';
import type { SsrModule } from '../../shared/ssr-contract.ts';
import { decideStatus } from './status.ts';
import type { Template } from './template.ts';
import { fallbackErrorHtml } from './fallback.ts';
import { BatchStream } from './batch-stream.ts';
import { streamEncoder, streamEncoding } from '../http/stream-encoding.ts';
import type { PhotoPreviews } from './photo-preview.ts';
import type { RenderSlots } from './render-slots.ts';

export interface PageRenderDeps {
  ssr: () => Promise<SsrModule>;
  template: Template;
  loaders: LoaderContextFor;
  publicConfig: (req: FastifyRequest) => PublicConfig;
  previews: PhotoPreviews;
  /** Built once per app: renders take turns (render-slots.ts). */
  renderSlots: RenderSlots;
  renderTimeoutMs: number;
}

/** What the page route decided before rendering (routes/pages.ts). */
export interface PageRequest {
  /** The canonical page URL. */
  url: URL;
  /** From the route match; the only place a page's locale comes from. */
  locale: Locale;
  /** The answer depends on the visitor (the root `/` by cookie or Accept-Language, a form page). */
  perVisitor: boolean;
  /** A form page's per-visitor part (docs/tickets.md §Forms). */
  visit?: Visit;
  /** The personal fields of the form just posted, written back into its inputs by this render only (never the state). */
  echo?: Readonly<Record<string, string>>;
  /** The status when the page's data is fine: 403 for an expired form, 429 for too many posts. */
  status?: number;
}

export async function renderPage(deps: PageRenderDeps, req: FastifyRequest, reply: FastifyReply, { url, locale, perVisitor, visit, echo, status: asked }: PageRequest): Promise<FastifyReply> {
  const ssr = await deps.ssr();
  const abort = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) abort.abort();
  };
  reply.raw.once('close', onClose);

  const request = new Request(url.href, { signal: abort.signal });
  const result = await ssr.query(request, deps.loaders(req.id, visit));
  if (abort.signal.aborted) return reply; // the visitor left while data loaded: nothing to send
  if (result instanceof Response) {
    // Route-level redirects (none today) pass straight through.
    return reply.code(result.status).header('location', result.headers.get('location') ?? '/').send();
  }

  const errors: Record<string, ErrorInfo> | null = result.errors ? {} : null;
  for (const [id, err] of Object.entries(result.errors ?? {})) {
    const info = toErrorInfo(err, url.pathname);
    errors![id] = info;
    if (isServerFault(info)) req.log.error({ err, routeId: id, api: info.api }, 'page data failed');
    else req.log.info({ routeId: id, status: info.status }, 'page not found');
  }
  if (errors) result.errors = errors;
  const decided = decideStatus(Object.values(errors ?? {}));
  const status = decided === 200 && asked ? asked : decided;

  // The shell's stable part is not sent twice: the state names its version, the client fetches
  // it from its own URL (docs/decisions/027-versioned-shell.md). The render keeps the whole shell.
  const rootId = result.matches[0]?.route.id;
  const shell = rootId ? (result.loaderData[rootId] as ShellData | undefined) : undefined;
  const state: DehydratedState = {
    config: deps.publicConfig(req),
    assets: { css: deps.template.css },
    shell: shell ? shellStableUrl(locale, shell.version) : null,
    router: { loaderData: shell ? { ...result.loaderData, [rootId!]: shellRef(shell) } : result.loaderData, errors },
  };
  const criticalCss = await inlineCss(deps, ssr, result, status, req.id);
  if (abort.signal.aborted) return reply; // the visitor left while the preview came
  const bot = isBot(req.headers['user-agent']);
  const fail = (err: unknown): FastifyReply => {
    req.log.error({ err }, 'render failed before the shell');
    return sendFallback(reply, locale, perVisitor);
  };
  // Serialising the state may throw (it is bounded by validation upstream; guarded anyway):
  // that is a 500 page before anything is streamed, never an armed timer.
  let stateJson: string;
  try {
    stateJson = scriptJson(state);
  } catch (err) {
    return fail(err);
  }
  // A visitor who left while waiting for a slot costs no render.
  return deps.renderSlots.run<FastifyReply>(async () => (abort.signal.aborted ? reply : renderInto(deps, req, reply, fail, { ssr, result, status, locale, perVisitor, bot, state, stateJson, criticalCss, abort, echo })));
}

interface Streaming {
  ssr: SsrModule;
  result: StaticHandlerContext;
  status: number;
  locale: Locale;
  perVisitor: boolean;
  bot: boolean;
  state: DehydratedState;
  stateJson: string;
  criticalCss: string | null;
  abort: AbortController;
  echo: Readonly<Record<string, string>> | undefined;
}

/** React's render into the reply; resolves once the shell (browsers) or everything (crawlers) is ready to send. */
function renderInto(deps: PageRenderDeps, req: FastifyRequest, reply: FastifyReply, fail: (err: unknown) => FastifyReply, s: Streaming): Promise<FastifyReply> {
  const { ssr, result, status, locale, perVisitor, bot, state, stateJson, criticalCss, abort, echo } = s;
  // Compressed here rather than by @fastify/compress, which leaves a reply with a Content-Encoding alone.
  const encoding = streamEncoding(req, reply);
  const body = new BatchStream(streamEncoder(encoding));
  let started = false;
  return new Promise<FastifyReply>((resolve) => {
    // Declared before the timer so the deadline never reads an uninitialised binding.
    let stream: PipeableStream | null = null;
    const deadline = setTimeout(() => stream?.abort(new Error('render deadline')), deps.renderTimeoutMs);
    const failOnce = (err: unknown) => {
      clearTimeout(deadline);
      if (started) return;
      started = true;
      resolve(fail(err));
    };
    body.once('close', () => clearTimeout(deadline));

    const start = () => {
      if (started) return;
      if (!stream) {
        queueMicrotask(start); // React called back before ssr.render returned
        return;
      }
      started = true;
      reply
        .code(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', cacheControlFor({ status, perVisitor }));
      if (encoding !== 'identity') {
        const vary = reply.getHeader('vary');
        reply.header('content-encoding', encoding).header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      }
      stream.pipe(body);
      resolve(reply.send(body));
    };

    try {
      stream = ssr.render(result, {
        locale,
        state,
        stateJson,
        stateGlobal: STATE_GLOBAL,
        bootstrapModules: deps.template.bootstrapModules,
        bootstrapPreloads: deps.template.bootstrapPreloads,
        preloadModules: deps.template.preloads(ssr.pageSources(result), locale),
        criticalCss,
        ...(echo ? { echo } : {}),
        onShellReady: () => {
          if (!bot) start();
        },
        onAllReady: () => start(),
        onShellError: failOnce,
        onError: (err) => {
          if (!abort.signal.aborted) req.log.error({ err }, 'render error');
        },
      });
    } catch (err) {
      failOnce(err);
      return;
    }
    abort.signal.addEventListener('abort', () => stream?.abort(new Error('client disconnected')), { once: true });
  });
}

/**
 * The CSS written into <head>: the route's critical CSS and, on a page with a lead photo, the
 * rule that paints its preview (docs/decisions/035-lead-photo-preview.md). Without critical
 * CSS (development) the stylesheet is in <head> and nothing is inlined.
 */
async function inlineCss(deps: PageRenderDeps, ssr: SsrModule, result: StaticHandlerContext, status: number, requestId: string): Promise<string | null> {
  const route = ssr.pageRoute(result);
  const css = deps.template.criticalCss(status, route);
  if (css === null || status !== 200) return css;
  const photo = leadPhoto(route, result.loaderData[result.matches.at(-1)?.route.id ?? '']);
  const preview = photo ? await deps.previews.dataUrl(photo, requestId) : null;
  return preview ? css + leadPhotoCss(preview) : css;
}

/** The static 500 page (render/fallback.ts): what a page request gets when rendering fails. */
export function sendFallback(reply: FastifyReply, locale: Locale, perVisitor: boolean): FastifyReply {
  return reply
    .code(500)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', cacheControlFor({ status: 500, perVisitor }))
    .send(fallbackErrorHtml(locale));
}
