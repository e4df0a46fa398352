/** Versions of the shell's stable part (server/data/shell-versions.ts; docs/decisions/027-versioned-shell.md). */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ShellStable } from '../../shared/state.ts';
import { ShellVersions } from '../../server/data/shell-versions.ts';

const stable = (copyright: string): ShellStable => ({
  mainMenu: [],
  externalMenu: [],
  footer: { organisation: 'Org', address: 'Addr', postcode: null, icp: { number: '1', url: 'https://beian.miit.gov.cn/' }, psb: null, contacts: [], copyright, photoCredits: [] },
  music: null,
  consult: null,
  friendlyLinks: null,
});

describe('ShellVersions', () => {
  it('builds a version only when the copies it comes from change, named by the hash of its reply body', () => {
    const versions = new ShellVersions();
    const copies = [{ a: 1 }, { b: 2 }];
    let builds = 0;
    const build = (c: string) => () => {
      builds++;
      return stable(c);
    };
    const first = versions.current('en', copies, build('one'));
    expect(versions.current('en', [...copies], build('one'))).toBe(first);
    expect(builds).toBe(1);
    expect(first.body.toString()).toBe(JSON.stringify({ data: stable('one') }));
    expect(first.version).toBe(createHash('sha256').update(first.body).digest('base64url').slice(0, 16));
    // New copies with the same content: built again, the same version kept.
    expect(versions.current('en', [{ a: 1 }, { b: 2 }], build('one'))).toBe(first);
    expect(builds).toBe(2);
    const second = versions.current('en', [{ a: 3 }, { b: 2 }], build('two'));
    expect(second.version).not.toBe(first.version);
    expect(versions.get('en', first.version)).toBe(first);
    expect(versions.get('en', second.version)).toBe(second);
  });

  it('keeps each language apart and only the 16 most recent versions', () => {
    const versions = new ShellVersions();
    const en = versions.current('en', [1], () => stable('same'));
    expect(versions.get('zh-CN', en.version)).toBeUndefined();
    const made = Array.from({ length: 17 }, (_, i) => versions.current('zh-CN', [i], () => stable(`v${i}`)));
    // 18 built, 16 kept: the two least recently used (en's, then the first zh-CN) are gone.
    expect(versions.get('en', en.version)).toBeUndefined();
    expect(versions.get('zh-CN', made[0]!.version)).toBeUndefined();
    expect(versions.get('zh-CN', made[1]!.version)).toBe(made[1]);
    expect(versions.get('zh-CN', made[16]!.version)).toBe(made[16]);
  });
});
