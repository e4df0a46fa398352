/**
 * Components read translations through one hook, client/i18n/use-translation.ts: on the server
 * it is a single context read where react-i18next's runs a dozen hooks per call
 * (docs/decisions/053-render-near-the-floor.md). Only the i18n room and the two entries (which
 * provide the instance) import react-i18next itself; a component importing it directly would
 * put the dozen hooks back into every uncached render, and fails this test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const MAY_IMPORT = /^client\/(i18n\/|entry-(client|server)\.tsx$)/;
const IMPORTS_REACT_I18NEXT = /\bfrom\s+['"]react-i18next['"]/;

const clientSources = readdirSync(join(ROOT, 'client'), { withFileTypes: true, recursive: true })
  .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
  .map((e) => relative(ROOT, join(e.parentPath, e.name)));

describe('one translation hook', () => {
  it('no client module outside the i18n room and the entries imports react-i18next', () => {
    const offenders = clientSources.filter((f) => !MAY_IMPORT.test(f) && IMPORTS_REACT_I18NEXT.test(readFileSync(join(ROOT, f), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('the rule sees the components it guards', () => {
    // Guards the scan itself: components do translate, through the site's hook.
    const viaHook = clientSources.filter((f) => /from\s+['"][./]+(i18n\/)?use-translation\.ts['"]/.test(readFileSync(join(ROOT, f), 'utf8')));
    expect(viaHook.length).toBeGreaterThan(80);
  });
});
