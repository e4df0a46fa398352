/** The SSR bundle's interface as the server sees it (client/entry-server.tsx). */
import type { PipeableStream } from 'react-dom/server';
import type { StaticHandlerContext } from 'react-router-dom';
import type { Locale } from '../../shared/api/envelope.ts';
import type { RouteDef, RouteId } from '../../shared/routes.ts';
import type { DehydratedState, ShellData } from '../../shared/state.ts';

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
  onShellReady?: () => void;
  onAllReady?: () => void;
  onShellError?: (error: unknown) => void;
  onError?: (error: unknown) => void;
}

export interface SsrModule {
  query(request: Request, ctx: ServerLoaderContext): Promise<StaticHandlerContext | Response>;
  pageSources(context: StaticHandlerContext): string[];
  /** The route of the route table this context renders (the deepest match), or null. */
  pageRoute(context: StaticHandlerContext): RouteId | null;
  render(context: StaticHandlerContext, opts: SsrRenderOptions): PipeableStream;
}
