/**
 * The library floor of the first load (docs/decisions/051-page-hydrates-after-the-shell.md):
 * a throw-away client bundle of only what the site cannot hydrate without — react-dom/client,
 * react, react-router's data router (createBrowserRouter, RouterProvider, Link, the data
 * hooks), i18next and react-i18next — built with the site's production aliases and minifier,
 * gzip -9 per file, summed. The bench prints it beside every route, whose budget is this
 * floor plus FIRST_LOAD_ALLOWANCE_KIB (scripts/bench/first-load.ts).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { PRODUCTION_ROUTER } from '../vite/production-router.ts';

const ENTRY = '\0library-floor-entry';

// Each import used as the site uses it, so nothing the site needs is shaken off.
const SOURCE = `
import { StrictMode, createElement, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, Link, Outlet, useLoaderData, useLocation, useMatches, useNavigation, useRouteError } from 'react-router-dom';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'zh-CN', resources: {}, initAsync: false });
function Page() {
  const { t } = useTranslation();
  const data = useLoaderData();
  const { pathname } = useLocation();
  const busy = useNavigation().state !== 'idle';
  return createElement(Link, { to: '/', 'data-busy': busy, 'data-n': useMatches().length }, t(String(data)), pathname);
}
function Failed() { return createElement('p', null, String(useRouteError())); }
const router = createBrowserRouter([{ path: '/', Component: Outlet, ErrorBoundary: Failed, children: [{ index: true, loader: () => 'x', Component: Page }] }]);
startTransition(() => {
  hydrateRoot(document, createElement(StrictMode, null, createElement(I18nextProvider, { i18n }, createElement(RouterProvider, { router }))));
});
`;

function floorEntry(): Plugin {
  return {
    name: 'library-floor-entry',
    resolveId: (id) => (id === ENTRY ? ENTRY : null),
    load: (id) => (id === ENTRY ? SOURCE : null),
  };
}

/** KiB gzip of the library floor, built fresh from node_modules (a second or two). */
export async function libraryFloorKib(root: string): Promise<number> {
  const outDir = mkdtempSync(join(tmpdir(), 'library-floor-'));
  try {
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      publicDir: false,
      resolve: { alias: PRODUCTION_ROUTER },
      build: { outDir, emptyOutDir: true, modulePreload: false, rolldownOptions: { input: ENTRY } },
      plugins: [floorEntry()],
    });
    const dir = join(outDir, 'assets');
    const bytes = readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .reduce((n, f) => n + gzipSync(readFileSync(join(dir, f)), { level: 9 }).length, 0);
    return bytes / 1024;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
