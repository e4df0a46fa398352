/**
 * The client runtime (docs/product.md §5 "Client runtime"; docs/behaviour.md §4, §8, §9), installed by
 * client/entry-client.tsx in two steps: what must watch the boot itself (error reporting,
 * the navigation guard, chunk-load recovery) before anything else, and what needs the
 * router (build check, prefetch) once it exists. What touches the DOM runs after hydration
 * (afterHydration.ts, from the layout).
 */
import { installBuildCheck } from './buildCheck.ts';
import { installChunkReload } from './chunkReload.ts';
import { installErrorReporter } from './errorReporter.ts';
import { installLinkGuard } from './linkGuard.ts';
import { installPrefetch } from './prefetch.ts';
import { pendingHref, type AppRouter } from './router.ts';

let router: AppRouter | null = null;
let early = false;

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
  installBuildCheck(r, buildId);
  installPrefetch(r);
}
