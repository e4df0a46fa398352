/**
 * react-router's package exports always resolve its development build, in production too
 * (remix-run/react-router#14102): a larger client bundle and dev-only checks on every server
 * render. Production builds point at its production build explicitly: the site's builds
 * (vite.config.ts) and the library floor the bench measures (scripts/bench/library-floor.ts).
 */
import { fileURLToPath } from 'node:url';

const routerDist = (file: string) => fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

export const PRODUCTION_ROUTER = [
  { find: /^react-router$/, replacement: routerDist('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerDist('dom-export.mjs') },
  // Its ES module for the server too (Node's condition picks the CommonJS file, whose re-exports
  // reach every hook through two getters: 2 % of an uncached render, decision 053).
  { find: /^react-router-dom$/, replacement: fileURLToPath(new URL('../../node_modules/react-router-dom/dist/index.mjs', import.meta.url)) },
];
