/**
 * The client runtime (docs/product.md §5 "Client runtime"; docs/behaviour.md §4, §8, §9), installed by
 * client/entry-client.tsx in two steps: what must watch the boot itself (error reporting,
 * the navigation guard, chunk-load recovery) before anything else, and what needs the
 * router (build check, prefetch) once it exists. What touches the DOM runs after hydration
 * (afterHydration.ts, from the layout). All but the first step is in the late runtime chunk
 * (late.ts), off the first load (docs/decisions/051-page-hydrates-after-the-shell.md).
 */
import { installChunkReload } from './chunkReload.ts';
import { installErrorReporter } from './errorReporter.ts';
import { installLinkGuard } from './linkGuard.ts';
import { pendingHref, type AppRouter } from './router.ts';

let router: AppRouter | null = null;
let early = false;
let late: Promise<typeof import('./late.ts')> | null = null;

/** The late runtime chunk, loaded once (a failed load is the chunk-error reload's, docs/behaviour.md §8). */
export function lateRuntime(): Promise<typeof import('./late.ts')> {
  return (late ??= import('./late.ts'));
}

export function installEarlyRuntime(): void {
  if (early) return;
  early = true;
  installErrorReporter();
  installLinkGuard();
  installChunkReload(() => (router ? pendingHref(router) : null));
}

export function installRouterRuntime(r: AppRouter, buildId: string): void {
  if (router) return;
  router = r;
  void lateRuntime().then((m) => m.installRouterParts(r, buildId));
}
