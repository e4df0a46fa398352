/**
 * The reservations' secret (docs/tickets.md §Privacy): `RESERVATIONS_KEY`, 32 bytes in base64
 * or hex. A standalone service in production refuses to start without it. The embedded
 * default (the site's own demo content service) makes one once, keeps it beside the database
 * with owner-only permissions and says so in one warning: the reservations stay readable across
 * restarts, and nobody deploys the demo's key by accident without having been told.
 */
import { closeSync, existsSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
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
  /** Why a key is required when `mayMake` is false (default: "in production"). */
  requiredBy?: string;
  warn(message: string): void;
}

export function reservationsKey({ setting, keyFile, mayMake, requiredBy = 'in production', warn }: KeySource): Uint8Array {
  if (setting?.trim()) return parseKey(setting);
  if (!mayMake) throw new ReservationsKeyError(`RESERVATIONS_KEY is required ${requiredBy}: 32 bytes in base64 or hex (e.g. openssl rand -base64 32)`);
  if (!existsSync(keyFile)) makeKeyFile(keyFile);
  warn(`RESERVATIONS_KEY is not set: the reservations are sealed with the demo key kept in ${keyFile}. Set RESERVATIONS_KEY in production.`);
  return parseKey(readFileSync(keyFile, 'utf8'));
}

/**
 * Writes a new key where none is: to a file of its own, synced to disk, then linked into place,
 * so the key file is never seen half written (a power cut, or a second process starting at
 * once: the link fails for the one that comes second, which then reads the first one's key).
 */
function makeKeyFile(keyFile: string): void {
  mkdirSync(dirname(keyFile), { recursive: true });
  const temp = `${keyFile}.${process.pid}.tmp`;
  const fd = openSync(temp, 'wx', 0o600);
  try {
    writeSync(fd, randomBytes(32).toString('base64'));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temp, keyFile);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(temp);
  }
}
