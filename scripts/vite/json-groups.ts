/**
 * `import { a, b } from './file.json?first-screen'`: a message file's top-level groups as
 * named exports of a module of its own (not the file's own module, which other chunks
 * import whole), so the build keeps only the groups imported (client/i18n/first-screen.ts).
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const SUFFIX = '.json?first-screen';

export function jsonGroups(): Plugin {
  return {
    name: 'json-groups',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const groups = JSON.parse(readFileSync(id.slice(0, -'?first-screen'.length), 'utf8')) as Record<string, unknown>;
      const code = Object.entries(groups)
        .map(([name, value]) => `export const ${name} = /*#__PURE__*/ JSON.parse(${JSON.stringify(JSON.stringify(value))});`)
        .join('\n');
      return { code, moduleType: 'js' };
    },
  };
}
