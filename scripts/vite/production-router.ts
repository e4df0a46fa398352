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
];
