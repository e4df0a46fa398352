/**
 * After `vite build` (before precompress): bundles client/sw/sw.ts into one classic script
 * with Vite, then lets workbox-build's injectManifest write the precache list into
 * dist/client/sw.js (docs/decisions/020-offline-service-worker.md).
 */
import { resolve } from 'node:path';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';

const ROOT = resolve(import.meta.dirname, '..');
const TMP = resolve(ROOT, 'dist/sw');

await build({
  configFile: false,
  root: ROOT,
  publicDir: false,
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: TMP,
    emptyOutDir: true,
    copyPublicDir: false,
    minify: true,
    lib: { entry: resolve(ROOT, 'client/sw/sw.ts'), formats: ['iife'], name: 'qinglanSw', fileName: () => 'sw.js' },
  },
});

const { count, size, warnings } = await injectManifest({
  swSrc: resolve(TMP, 'sw.js'),
  swDest: resolve(ROOT, 'dist/client/sw.js'),
  globDirectory: resolve(ROOT, 'dist/client'),
  // The code of every page (so any saved page hydrates offline), the offline pages, icons, manifests,
  // and the logos: logo.svg (the offline page's) and logo.png (every page's header and footer,
  // which a saved page showed broken once the browser's one-day copy had expired).
  globPatterns: ['assets/**/*.{js,css}', 'assets/i-*.svg', 'offline.{html,js,css}', 'en/offline.html', 'icons/*.png', '*.webmanifest', 'en/*.webmanifest', 'logo.{svg,png}'],
  // The live-camera player (hls.js, about 180 KiB compressed) is loaded on play and needs the
  // network anyway: no visitor downloads it in advance (docs/decisions/024-area-time-live-data.md).
  globIgnores: ['assets/hls-*.js'],
  // Hashed names are their own revision.
  dontCacheBustURLsMatching: /^assets\//,
});
for (const w of warnings) console.warn(`service worker: ${w}`);
console.log(`service worker: ${count} files precached, ${(size / 1024).toFixed(0)} KiB`);
