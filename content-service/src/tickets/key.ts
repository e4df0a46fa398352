/**
 * The reservations' secret (docs/tickets.md §Privacy): `RESERVATIONS_KEY`, 32 bytes in base64
 * or hex. A standalone service in production refuses to start without it. The embedded
 * default (the site's own demo content service) makes one once, keeps it beside the database
 * with owner-only permissions and says so in one warning: the reservations stay readable across
 * restarts, and nobody deploys the demo's key by accident without having been told.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { randomBytes } from 'node:crypto';

class ReservationsKeyError extends Error {
  override name = 'ReservationsKeyError';
}

function parseKey(raw: string): Uint8Array {
  const text = raw.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (bytes.length !== 32) throw new ReservationsKeyError('RESERVATIONS_KEY must be 32 bytes, in base64 or hex (e.g. openssl rand -base64 32)');
  return bytes;
}

export interface KeySource {
  /** RESERVATIONS_KEY as set, if at all. */
  setting: string | undefined;
  /** Where a made key is kept when none is set. */
  keyFile: string;
  /** False: refuse to start without a key (a standalone service in production). */
  mayMake: boolean;
  warn(message: string): void;
}

export function reservationsKey({ setting, keyFile, mayMake, warn }: KeySource): Uint8Array {
  if (setting?.trim()) return parseKey(setting);
  if (!mayMake) throw new ReservationsKeyError('RESERVATIONS_KEY is required in production: 32 bytes in base64 or hex (e.g. openssl rand -base64 32)');
  if (!existsSync(keyFile)) {
    // 'wx': two processes starting at once do not both write; the loser reads the winner's key.
    mkdirSync(dirname(keyFile), { recursive: true });
    try {
      writeFileSync(keyFile, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  warn(`RESERVATIONS_KEY is not set: the reservations are sealed with the demo key kept in ${keyFile}. Set RESERVATIONS_KEY in production.`);
  return parseKey(readFileSync(keyFile, 'utf8'));
}
