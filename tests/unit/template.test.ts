/**
 * prodTemplate (server/render/template.ts) on a manifest written here: the entry's static
 * imports, transitively, are preloaded once with the entry, and a page's preloads leave out
 * what the entry already brings. The built client has one such import (Rolldown's runtime: the
 * entry's static graph is one chunk, vite.config.ts), so the HTTP test alone exercises little.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prodTemplate } from '../../server/render/template.ts';

const dir = mkdtempSync(join(tmpdir(), 'template-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MANIFEST = {
  'client/entry-client.tsx': { file: 'assets/entry-client-AAAAAAAA.js', isEntry: true, imports: ['_react-BBBBBBBB.js', '_Icon-CCCCCCCC.js'], css: ['assets/entry-client-DDDDDDDD.css'] },
  '_react-BBBBBBBB.js': { file: 'assets/react-BBBBBBBB.js' },
  '_Icon-CCCCCCCC.js': { file: 'assets/Icon-CCCCCCCC.js', imports: ['_react-BBBBBBBB.js', '_dates-EEEEEEEE.js'] },
  '_dates-EEEEEEEE.js': { file: 'assets/dates-EEEEEEEE.js' },
  'client/pages/home/HomePage.tsx': { file: 'assets/HomePage-FFFFFFFF.js', isDynamicEntry: true, imports: ['_Icon-CCCCCCCC.js', '_Tiles-GGGGGGGG.js'] },
  '_Tiles-GGGGGGGG.js': { file: 'assets/Tiles-GGGGGGGG.js', imports: ['_dates-EEEEEEEE.js'] },
};

describe('prodTemplate', () => {
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  const template = prodTemplate(dir);

  it('preloads the entry\'s whole static graph once, depth first, besides the entry itself', () => {
    expect(template.bootstrapModules).toEqual(['/assets/entry-client-AAAAAAAA.js']);
    expect(template.bootstrapPreloads).toEqual(['/assets/react-BBBBBBBB.js', '/assets/Icon-CCCCCCCC.js', '/assets/dates-EEEEEEEE.js']);
    expect(template.css).toEqual(['/assets/entry-client-DDDDDDDD.css']);
    expect(template.buildId).toBe('AAAAAAAA');
  });

  it('preloads a page\'s module and what it adds to the entry\'s graph, nothing the entry brings', () => {
    expect(template.preloads(['client/pages/home/HomePage.tsx'], 'en')).toEqual(['/assets/HomePage-FFFFFFFF.js', '/assets/Tiles-GGGGGGGG.js']);
  });
});
