import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_SOURCES } from '../../client/pages/sources.ts';
import { needsNamespace, pageNamespaces, SHELL } from '../../shared/namespaces.ts';
import { namespacesUsed } from '../support/namespace-uses.ts';

const NAMESPACES = readdirSync('locales/zh-CN').map((f) => f.replace(/\.json$/, '')).sort();
const pages = [...new Set(Object.values(PAGE_SOURCES))];

describe('needsNamespace (docs/decisions/028-lazy-hydration.md)', () => {
  it('always needs the shell namespaces, on any page or none', () => {
    expect(needsNamespace([], 'common')).toBe(true);
    expect(needsNamespace([], 'pages')).toBe(true);
    expect(needsNamespace([], 'guide')).toBe(false);
  });

  it('gives the home page only its own beyond the shell', () => {
    const home = ['client/pages/home/HomePage.tsx'];
    expect(needsNamespace(home, 'places')).toBe(true);
    expect(needsNamespace(home, 'guide')).toBe(false);
  });

  it('gives a page module that is not listed every namespace', () => {
    expect(needsNamespace(['client/pages/Unlisted.tsx'], 'guide')).toBe(true);
  });
});

describe('the namespace lists match the source (shared/namespaces.ts)', () => {
  it('the eagerly hydrated shell uses only the shell namespaces', () => {
    // The entry's static graph plus the shell's lazily hydrated parts; page modules are routes' own.
    const used = namespacesUsed(['client/entry-client.tsx'], NAMESPACES, { dynamic: true, stopAt: pages });
    expect(used.filter((ns) => !SHELL.includes(ns))).toEqual([]);
  });

  it.each(pages)('%s lists exactly the namespaces its module graph uses beyond the shell', (src) => {
    const used = namespacesUsed([src], NAMESPACES, { dynamic: true });
    expect(pageNamespaces(src)).toEqual(used.filter((ns) => !SHELL.includes(ns)));
  });

  it('every route has its page module listed', () => {
    const unlisted = Object.entries(PAGE_SOURCES).filter(([, src]) => pageNamespaces(src) === undefined);
    expect(unlisted).toEqual([]);
  });
});
