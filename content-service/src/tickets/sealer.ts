/**
 * Personal data at rest (docs/tickets.md §Privacy): names, document numbers and phones are
 * sealed with AES-256-GCM, bound to their row and column by the associated data, so a sealed
 * value copied into another row does not open. A keyed hash (HMAC-SHA-256) of a document lets
 * the one-reservation-per-document-per-day rule be a unique index without the number in clear.
 * Both keys are derived (HKDF) from one 32-byte secret.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 1;

export interface Sealer {
  seal(text: string, aad: string): Uint8Array;
  open(sealed: Uint8Array, aad: string): string;
  /** The keyed hash of a value (hex): equal values, equal hashes; nothing to read back. */
  hash(text: string): string;
}

export function createSealer(secret: Uint8Array): Sealer {
  if (secret.length !== 32) throw new Error('The reservations key must be 32 bytes');
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), info, 32));
  const encKey = derive('qinglan reservations: seal');
  const hashKey = derive('qinglan reservations: document hash');
  return {
    seal(text, aad) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', encKey, iv).setAAD(Buffer.from(aad));
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([Buffer.of(VERSION), iv, cipher.getAuthTag(), body]);
    },
    open(sealed, aad) {
      const buf = Buffer.from(sealed);
      if (buf[0] !== VERSION || buf.length < 1 + IV_BYTES + TAG_BYTES) throw new Error('Not a sealed value');
      const iv = buf.subarray(1, 1 + IV_BYTES);
      const tag = buf.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', encKey, iv).setAAD(Buffer.from(aad)).setAuthTag(tag);
      return Buffer.concat([decipher.update(buf.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
    hash(text) {
      return createHmac('sha256', hashKey).update(text).digest('hex');
    },
  };
}
