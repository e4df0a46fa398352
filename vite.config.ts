/**
 * One config, two builds: the client bundle (dist/client, with a manifest the server reads
 * once at start-up) and the SSR bundle (dist/server/entry-server.js).
 * `npm run build` runs both; `npm run dev` uses this config in middleware mode.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { iconSprite } from './scripts/vite/icon-sprite.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), iconSprite()],
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
        rolldownOptions: { input: 'client/entry-client.tsx' },
      },
  ssr: {
    // Bundled into the SSR build so the server needs no CSS/asset loaders at run time.
    noExternal: ['viewerjs'],
  },
}));
