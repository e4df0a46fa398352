/** Production server: loaded by main.ts once NODE_ENV is settled. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SsrModule } from '../shared/ssr-contract.ts';
import { prodTemplate } from './render/template.ts';
import { configOrExit, start } from './start.ts';

const config = configOrExit();
const root = resolve(import.meta.dirname, '..');
const clientDir = resolve(root, 'dist/client');
const ssrEntry = resolve(root, 'dist/server/entry-server.js');
if (!existsSync(ssrEntry) || !existsSync(clientDir)) {
  console.error('No build found in dist/: run `npm run build` first (or `npm run dev`).');
  process.exit(1);
}
const ssrModule = (await import(pathToFileURL(ssrEntry).href)) as SsrModule;

await start(config, {
  ssr: async () => ssrModule,
  template: prodTemplate(clientDir),
  clientDir,
});
