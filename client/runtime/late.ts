/**
 * The runtime that is not needed before the page hydrates, in a chunk of its own loaded right
 * after the entry (install.ts `lateRuntime`; docs/decisions/051-page-hydrates-after-the-shell.md):
 * the build check and the prefetch once the router exists, and what changes the DOM once the
 * layout has hydrated (afterHydration.ts).
 */
import { restoreA11ySettings } from '../components/shell/a11y/open.ts';
import { installBuildCheck } from './buildCheck.ts';
import { installPrefetch } from './prefetch.ts';
import { installPrint } from './print.ts';
import { installReveal } from './reveal.ts';
import type { AppRouter } from './router.ts';
import { registerServiceWorker } from './serviceWorker.ts';

export function installRouterParts(router: AppRouter, buildId: string): void {
  installBuildCheck(router, buildId);
  installPrefetch(router);
}

/** Scroll reveal, the saved accessibility settings that need script, the offline worker, the print's ink. */
export function installDomParts(): void {
  installReveal();
  restoreA11ySettings();
  registerServiceWorker();
  installPrint();
}
