/**
 * The recent versions of each locale's stable shell part (docs/decisions/027-versioned-shell.md),
 * keyed by content hash, so the server answers the exact version a page was rendered with.
 * A version is built when the CMS replies it is made from change (new validated copies in the
 * upstream cache), not per request: while the same copies are served, the last one is reused.
 * Bounded: a page older than the last few CMS changes falls back to the current version.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Locale } from '../../shared/api/envelope.ts';
import type { ShellStable } from '../../shared/state.ts';
import { compressOnce, type Encoding } from '../http/compress-once.ts';

/** Versions kept per server (both locales): a CMS change every few minutes still leaves the pages any cache holds answerable. */
const MAX_VERSIONS = 16;

export interface ShellVersion {
  locale: Locale;
  version: string;
  stable: ShellStable;
  /** The reply body, `{"data": stable}`: the bytes the version hashes. */
  body: Buffer;
  /** Compressed once per version, on its first request. */
  encoded(encoding: Exclude<Encoding, 'identity'>): Promise<Buffer>;
}

function createVersion(locale: Locale, stable: ShellStable): ShellVersion {
  const body = Buffer.from(JSON.stringify({ data: stable }));
  const version = createHash('sha256').update(body).digest('base64url').slice(0, 16);
  const variants = new Map<string, Promise<Buffer>>();
  const encoded = (encoding: 'br' | 'gzip') => {
    let hit = variants.get(encoding);
    if (!hit) {
      hit = compressOnce(body, encoding);
      variants.set(encoding, hit);
    }
    return hit;
  };
  return { locale, version, stable, body, encoded };
}

export class ShellVersions {
  private readonly versions = new LRUCache<string, ShellVersion>({ max: MAX_VERSIONS });
  /** Per locale: the upstream copies the last version was built from. */
  private readonly last = new Map<Locale, { inputs: readonly unknown[]; version: ShellVersion }>();

  /**
   * The version for these upstream copies: the last one when they are the same objects (the
   * cache hands out the copy it holds), else built, hashed and kept (an equal hash reuses the kept one).
   */
  current(locale: Locale, inputs: readonly unknown[], build: () => ShellStable): ShellVersion {
    const last = this.last.get(locale);
    if (last && last.inputs.length === inputs.length && last.inputs.every((v, i) => v === inputs[i])) {
      const k = key(locale, last.version.version);
      // Marks it recently used; puts it back should it ever have been evicted.
      if (!this.versions.get(k)) this.versions.set(k, last.version);
      return last.version;
    }
    const built = createVersion(locale, build());
    const kept = this.versions.get(key(locale, built.version)) ?? built;
    this.versions.set(key(locale, kept.version), kept);
    this.last.set(locale, { inputs, version: kept });
    return kept;
  }

  /** An exact version of a locale's stable part, or undefined (never built here, or evicted). */
  get(locale: Locale, version: string): ShellVersion | undefined {
    return this.versions.get(key(locale, version));
  }
}

const key = (locale: Locale, version: string) => `${locale} ${version}`;
