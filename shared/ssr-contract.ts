/**
 * The contract between the server and the SSR bundle (client/entry-server.tsx), which the
 * server loads at run time (server/prod.ts, server/dev.ts) and never imports. Both sides import
 * these types from here, so they agree by type: the bundle's exports satisfy `SsrModule`, and
 * the context the server hands `query` is the one the bundle's loaders receive as `context`.
 */
import type { PipeableStream } from 'react-dom/server';
import type { StaticHandlerContext } from 'react-router-dom';
import type { Locale } from './api/envelope.ts';
import type { RouteDef, RouteId } from './routes.ts';
import type { DehydratedState, ShellData } from './state.ts';

/** The server's data access as the bundle's loaders call it (server/data/loader-context.ts builds it per request). */
export interface ServerLoaderContext {
  loadShell(locale: Locale): Promise<ShellData>;
  loadPage(def: RouteDef, locale: Locale, url: URL): Promise<unknown>;
}

/** What the server passes to the bundle's render (one declaration for both sides). */
export interface SsrRenderOptions {
  locale: Locale;
  state: DehydratedState;
  /** The dehydrated state as escaped JSON (shared/script-json.ts), written as a data element. */
  stateJson: string;
  /** The state element's id (shared/state.ts STATE_GLOBAL). */
  stateGlobal: string;
  bootstrapModules: string[];
  /** The bootstrap modules' static imports (server/render/template.ts). */
  bootstrapPreloads: string[];
  preloadModules: string[];
  /** The route's critical CSS, inlined in <head>; null keeps the stylesheet in <head> (server/render/critical-css.ts). */
  criticalCss: string | null;
  /**
   * The personal fields of a form just posted (docs/tickets.md §Forms), for its inputs'
   * initial values in this HTML only: they are never part of `state`.
   */
  echo?: Readonly<Record<string, string>>;
  onShellReady?: () => void;
  onAllReady?: () => void;
  onShellError?: (error: unknown) => void;
  onError?: (error: unknown) => void;
}

/** What the SSR bundle exports. */
export interface SsrModule {
  /** Runs the matched routes' loaders with `ctx` as their `context`. A Response means a redirect or a raw response. */
  query(request: Request, ctx: ServerLoaderContext): Promise<StaticHandlerContext | Response>;
  pageSources(context: StaticHandlerContext): string[];
  /** The route of the route table this context renders (the deepest match), or null. */
  pageRoute(context: StaticHandlerContext): RouteId | null;
  render(context: StaticHandlerContext, opts: SsrRenderOptions): PipeableStream;
}
