/**
 * The Vite client manifest (dist/client/.vite/manifest.json) and the two questions asked of it,
 * by the server's template at start-up and by the bench's first-load table, so both count the
 * same files: a chunk's static import graph, and the message chunks a page hydrates with.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { needsNamespace } from '../../shared/namespaces.ts';

export const CLIENT_ENTRY = 'client/entry-client.tsx';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(clientDir: string): Manifest {
  return JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Adds a chunk and its static imports, depth first, to `into` (built file → manifest key). */
export function addChunkGraph(manifest: Manifest, key: string, into: Map<string, string>): void {
  const c = manifest[key];
  if (!c || into.has(c.file)) return;
  into.set(c.file, key);
  for (const i of c.imports ?? []) addChunkGraph(manifest, i, into);
}

/** The manifest keys of a locale's message files that these page modules hydrate with (shared/namespaces.ts). */
export function messageKeys(manifest: Manifest, locale: string, pageSources: string[]): string[] {
  const prefix = `locales/${locale}/`;
  return Object.keys(manifest).filter((k) => k.startsWith(prefix) && needsNamespace(pageSources, k.slice(prefix.length, -'.json'.length)));
}
