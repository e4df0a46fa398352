/**
 * The first screen's messages (client/i18n/first-screen.ts): the client entry holds only the
 * groups of `common` listed in FIRST_SCREEN_GROUPS, and hydrates the shell with them before
 * the rest of `common` has loaded, so every key the eagerly hydrated shell renders must be in
 * one of them (docs/decisions/051-page-hydrates-after-the-shell.md).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_GROUPS } from '../../shared/shell-namespaces.ts';
import { commonGroupsUsed } from '../support/namespace-uses.ts';

describe('the first screen messages (shared/shell-namespaces.ts FIRST_SCREEN_GROUPS)', () => {
  it('are exactly the groups of common the entry static graph renders', () => {
    // The static graph only: later parts and pages hydrate after the whole of common is in.
    expect(commonGroupsUsed(['client/entry-client.tsx'])).toEqual([...FIRST_SCREEN_GROUPS].sort());
  });

  it('are groups of common in both locales', () => {
    for (const locale of ['zh-CN', 'en']) {
      const common = JSON.parse(readFileSync(`locales/${locale}/common.json`, 'utf8')) as Record<string, unknown>;
      for (const group of FIRST_SCREEN_GROUPS) expect(typeof common[group], `${locale} ${group}`).toBe('object');
    }
  });
});
