/**
 * Vite plugin: the icon table (client/components/ui/icons/paths.ts) becomes one hashed sprite,
 * `/assets/i-<hash>.svg` (a short name: every icon on a page repeats it), and `virtual:icon-sprite` exports its URL. The name is computed
 * from the content here, so the client and SSR builds agree on it without sharing a manifest;
 * dev serves the same bytes from memory (docs/decisions/026-icon-sprite.md).
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { spriteSvg } from '../../client/components/ui/icons/sprite.ts';

const VIRTUAL = 'virtual:icon-sprite';
const RESOLVED = '\0' + VIRTUAL;

export function iconSprite(): Plugin {
  const source = spriteSvg();
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  const fileName = `assets/i-${hash}.svg`;
  let ssr = false;
  return {
    name: 'qinglan:icon-sprite',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? `export default ${JSON.stringify('/' + fileName)};` : null),
    generateBundle() {
      // The SSR bundle only needs the URL; the file ships with the client assets.
      if (!ssr) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use('/' + fileName, (_req, res) => {
        res.setHeader('content-type', 'image/svg+xml');
        res.end(source);
      });
    },
  };
}
