/**
 * The document's assets, built once at start-up: from the Vite manifest in production, or
 * the Vite dev server's module URLs in development.
 */
import type { Locale } from '../../shared/api/envelope.ts';
import type { RouteId } from '../../shared/routes.ts';
import { criticalCssFor, loadCriticalCss } from './critical-css.ts';
import { addChunkGraph, CLIENT_ENTRY, messageKeys, readManifest } from './manifest.ts';

export const DEV_PREAMBLE_URL = '/_dev/bootstrap.js';

export interface Template {
  /** Module scripts that start the client, in order. */
  bootstrapModules: string[];
  css: string[];
  /** The bootstrap modules' static imports, modulepreloaded at React's priority for the bootstrap modules themselves (low). */
  bootstrapPreloads: string[];
  /** modulepreload URLs for the page modules (source paths) and the locale's messages. */
  preloads(pageSources: string[], locale: Locale): string[];
  buildId: string;
  /** The critical CSS to inline for a page with this status and route, or null (server/render/critical-css.ts). */
  criticalCss(status: number, route: RouteId | null): string | null;
}

export function devTemplate(): Template {
  return {
    // One module: React's bootstrap modules are async, so order is only guaranteed inside it.
    bootstrapModules: [DEV_PREAMBLE_URL],
    bootstrapPreloads: [],
    css: [],
    preloads: () => [],
    buildId: 'dev',
    // Vite injects the styles in development.
    criticalCss: () => null,
  };
}

export function prodTemplate(clientDir: string): Template {
  const manifest = readManifest(clientDir);
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`Vite manifest has no ${CLIENT_ENTRY}: run npm run build`);
  const url = (file: string) => `/${file}`;

  /**
   * The entry's own graph. React preloads the entry itself (a bootstrap module), but a browser
   * finds the entry's imports only once the entry has arrived: one more round trip, 2 s on a
   * mountain's Slow 3G, before React, the router and i18next even start to download. So they
   * are preloaded too, as Vite does for an HTML entry's imports
   * (https://vite.dev/guide/features#preload-directives-generation), and at the entry's own
   * low priority: a high one would compete with the first paint's bytes, and the entry is
   * needed as much as they are.
   */
  const entryGraph = new Map<string, string>();
  addChunkGraph(manifest, CLIENT_ENTRY, entryGraph);
  const entryImports = [...entryGraph.keys()].filter((f) => f !== entry.file).map(url);

  const memo = new Map<string, string[]>();
  const preloadsFor = (key: string): string[] => {
    let hit = memo.get(key);
    if (!hit) {
      const files = new Map<string, string>();
      addChunkGraph(manifest, key, files);
      hit = [...files.keys()].filter((f) => !entryGraph.has(f) || f === manifest[key]?.file).map(url);
      memo.set(key, hit);
    }
    return hit;
  };

  const css = new Set<string>(entry.css ?? []);
  const critical = loadCriticalCss(clientDir);
  const buildId = entry.file.replace(/^.*-([\w-]+)\.js$/, '$1');
  return {
    bootstrapModules: [url(entry.file)],
    bootstrapPreloads: entryImports,
    css: [...css].map(url),
    preloads(pageSources, locale) {
      // Only the messages this page hydrates with (shared/namespaces.ts).
      const keys = [...pageSources, ...messageKeys(manifest, locale, pageSources)];
      return [...new Set(keys.flatMap(preloadsFor))];
    },
    buildId,
    criticalCss: (status, route) => criticalCssFor(critical, status, route),
  };
}

export const DEV_PREAMBLE = `import RefreshRuntime from '/@react-refresh';
RefreshRuntime.injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;
await import('/@vite/client');
await import('/${CLIENT_ENTRY}');
`;
