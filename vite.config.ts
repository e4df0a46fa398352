/**
 * One config, two builds: the client bundle (dist/client, with a manifest the server reads
 * once at start-up) and the SSR bundle (dist/server/entry-server.js).
 * `npm run build` runs both; `npm run dev` uses this config in middleware mode.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { iconSprite } from './scripts/vite/icon-sprite.ts';

/**
 * react-router's package exports always resolve its development build, in production too
 * (remix-run/react-router#14102): a larger client bundle and dev-only checks on every server
 * render. Production builds point at its production build explicitly.
 */
const routerDist = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const productionRouter = [
  { find: /^react-router$/, replacement: routerDist('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerDist('dom-export.mjs') },
  // Its ES module for the server too (Node's condition picks the CommonJS file, whose re-exports
  // reach every hook through two getters: 2 % of an uncached render, decision 053).
  { find: /^react-router-dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router-dom/dist/index.mjs', import.meta.url)) },
];

const CLIENT_ENTRY = fileURLToPath(new URL('./client/entry-client.tsx', import.meta.url));

interface GraphInfo {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Everything the client entry imports statically goes into the entry's own chunk, as Rollup
 * and Rolldown 1.3 do by themselves. Rolldown 1.2 leaves a module the entry shares with lazy
 * chunks in a common chunk of its own when a cycle check of its chunk optimizer misfires
 * (rolldown/rolldown#9093, #10905): seven more files on every first load. A chunk group named
 * after the entry, holding the entry's static graph, restores the one file
 * (docs/decisions/044-seams-between-rooms.md). Lazy chunks import what they share from it.
 */
function entryGraphChunk(): (id: string, ctx: GraphInfo) => string | null {
  let graph: Set<string> | null = null;
  return (id, ctx) => {
    if (!graph) {
      graph = new Set();
      const todo = [CLIENT_ENTRY];
      for (let m = todo.pop(); m !== undefined; m = todo.pop()) {
        if (graph.has(m)) continue;
        graph.add(m);
        todo.push(...(ctx.getModuleInfo(m)?.importedIds ?? []));
      }
    }
    return graph.has(id) ? 'entry-client' : null;
  };
}

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [react(), tailwindcss(), iconSprite()],
  resolve: { alias: command === 'build' ? productionRouter : [] },
  publicDir: 'public',
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
      }
    : {
        outDir: 'dist/client',
        manifest: true,
        emptyOutDir: true,
        assetsDir: 'assets',
        rolldownOptions: { input: 'client/entry-client.tsx', output: { codeSplitting: { groups: [{ name: entryGraphChunk() }] } } },
      },
  ssr: {
    // Bundled into the SSR build: viewerjs so the server needs no CSS/asset loaders at run
    // time; react-router (with its own dependencies, resolved from its folder) so the alias
    // above gives the server its production build too. Only for the build: in development
    // Vite's module runner would load react-router-dom's CommonJS file as ESM
    // ("module is not defined"), and Node resolves these packages itself.
    noExternal: command === 'build' ? ['viewerjs', 'react-router', 'react-router-dom', 'cookie', 'set-cookie-parser'] : ['viewerjs'],
  },
}));
