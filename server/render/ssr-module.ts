/** The SSR bundle's interface as the server sees it (client/entry-server.tsx). */
import type { PipeableStream } from 'react-dom/server';
import type { StaticHandlerContext } from 'react-router-dom';
import type { Locale } from '../../shared/api/envelope.ts';
import type { RouteDef } from '../../shared/routes.ts';
import type { DehydratedState, ShellData } from '../../shared/state.ts';

export interface ServerLoaderContext {
  loadShell(locale: Locale): Promise<ShellData>;
  loadPage(def: RouteDef, locale: Locale, url: URL): Promise<unknown>;
}

export interface SsrRenderOptions {
  locale: Locale;
  state: DehydratedState;
  stateJson: string;
  stateGlobal: string;
  bootstrapModules: string[];
  preloadModules: string[];
  onShellReady?: () => void;
  onAllReady?: () => void;
  onShellError?: (error: unknown) => void;
  onError?: (error: unknown) => void;
}

export interface SsrModule {
  query(request: Request, ctx: ServerLoaderContext): Promise<StaticHandlerContext | Response>;
  pageSources(context: StaticHandlerContext): string[];
  render(context: StaticHandlerContext, opts: SsrRenderOptions): PipeableStream;
}
