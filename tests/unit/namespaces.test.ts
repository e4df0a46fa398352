import { describe, expect, it } from 'vitest';
import { needsNamespace } from '../../shared/namespaces.ts';

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

  it('gives a page that lists nothing every namespace', () => {
    const list = ['client/pages/articles/ArticleListPage.tsx'];
    expect(needsNamespace(list, 'guide')).toBe(true);
    expect(needsNamespace(list, 'places')).toBe(true);
  });
});
