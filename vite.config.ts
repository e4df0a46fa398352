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
import { jsonGroups } from './scripts/vite/json-groups.ts';
import { PRODUCTION_ROUTER } from './scripts/vite/production-router.ts';

const CLIENT_ENTRY = fileURLToPath(new URL('./client/entry-client.tsx', import.meta.url));
/** A page module (client/pages/sources.ts): each keeps its own chunk. */
const PAGE_MODULE = /\/client\/pages\/[^/]+\/[^/]+Page\.tsx$/;

interface GraphInfo {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** The modules `roots` import statically, transitively, roots included. */
function staticGraph(roots: readonly string[], ctx: GraphInfo): Set<string> {
  const graph = new Set<string>();
  const todo = [...roots];
  for (let m = todo.pop(); m !== undefined; m = todo.pop()) {
    if (graph.has(m)) continue;
    graph.add(m);
    todo.push(...(ctx.getModuleInfo(m)?.importedIds ?? []));
  }
  return graph;
}

/**
 * Two chunk groups for the client build.
 *
 * Everything the client entry imports statically goes into the entry's own chunk, as Rollup
 * and Rolldown 1.3 do by themselves. Rolldown 1.2 leaves a module the entry shares with lazy
 * chunks in a common chunk of its own when a cycle check of its chunk optimizer misfires
 * (rolldown/rolldown#9093, #10905): seven more files on every first load. A chunk group named
 * after the entry, holding the entry's static graph, restores the one file
 * (docs/decisions/044-seams-between-rooms.md). Lazy chunks import what they share from it.
 *
 * What the entry imports dynamically (message files aside) is what every page loads right
 * after the shell has hydrated: the later parts, the late runtime, the pages' table
 * (docs/decisions/051-page-hydrates-after-the-shell.md). Their static graph is one chunk,
 * `shell-later`, not twenty, and so is what two page modules or more share statically:
 * on HTTP/1.1 with six connections and a 2 s round trip each file is a wait (a list page
 * hydrated 4 s later with eighteen small chunks), and every page module, importing some of
 * it, brings the whole in with it (the server modulepreloads it with the page). Code loaded
 * on use (the player, the video library, the photo viewer) stays in chunks of its own.
 */
function chunkGroups(): (id: string, ctx: GraphInfo) => string | null {
  let groups: Map<string, string> | null = null;
  return (id, ctx) => {
    if (!groups) {
      groups = new Map();
      const entry = staticGraph([CLIENT_ENTRY], ctx);
      const dynamic = [...entry].flatMap((m) => ctx.getModuleInfo(m)?.dynamicallyImportedIds ?? []).filter((m) => !m.endsWith('.json'));
      const later = staticGraph(dynamic, ctx);
      // And what two page modules or more share statically, pages themselves aside.
      const pages = [...later].flatMap((m) => ctx.getModuleInfo(m)?.dynamicallyImportedIds ?? []).filter((m) => PAGE_MODULE.test(m));
      const uses = new Map<string, number>();
      for (const page of new Set(pages)) for (const m of staticGraph([page], ctx)) uses.set(m, (uses.get(m) ?? 0) + 1);
      for (const [m, n] of uses) if (n > 1 && !PAGE_MODULE.test(m) && !m.endsWith('.json')) groups.set(m, 'shell-later');
      for (const m of later) groups.set(m, 'shell-later');
      for (const m of entry) groups.set(m, 'entry-client');
    }
    return groups.get(id) ?? null;
  };
}

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [react(), tailwindcss(), iconSprite(), jsonGroups()],
  // react-router's production build in production (scripts/vite/production-router.ts).
  resolve: { alias: command === 'build' ? PRODUCTION_ROUTER : [] },
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
        rolldownOptions: { input: 'client/entry-client.tsx', output: { codeSplitting: { groups: [{ name: chunkGroups() }] } } },
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
