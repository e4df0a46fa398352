/**
 * The publish webhook's signature (docs/purge.md): the CMS signs what it sends, the site checks
 * it. One implementation for both ends (the embedded content service signs, `server/purge/`
 * verifies), on WebCrypto so nothing here is tied to Node.
 *
 * The signed text is `<timestamp>.<raw body>` (the Stripe and GitHub scheme): HMAC-SHA256 with
 * the shared secret, sent as `v1=<hex>` in `X-Qinglan-Signature`, the Unix time in seconds in
 * `X-Qinglan-Timestamp`. A timestamp further than `PUBLISH_MAX_SKEW_S` from the receiver's clock
 * is refused, so a captured request cannot be replayed later; the receiver also remembers the
 * signatures it accepted for that long, so it cannot be replayed sooner either.
 */

export const PUBLISH_HOOK_PATH = '/_hooks/publish';
export const PUBLISH_TIMESTAMP_HEADER = 'x-qinglan-timestamp';
export const PUBLISH_SIGNATURE_HEADER = 'x-qinglan-signature';
/** How far a timestamp may be from the receiver's clock, either way (seconds). */
export const PUBLISH_MAX_SKEW_S = 300;
/** Shortest secret either end accepts (characters). */
export const PUBLISH_SECRET_MIN_LENGTH = 32;

/**
 * The body: `id` names this publish (unique per event: two publishes of the same content are two
 * events), `paths` the CMS endpoints whose data changed (`shared/api/endpoints.ts`); an empty
 * list means "anything may have changed".
 */
export interface PublishEvent {
  id: string;
  paths: string[];
}

export type PublishVerdict = 'ok' | 'missing' | 'malformed' | 'stale' | 'forged';

const encoder = new TextEncoder();

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[0-9a-f]{64}$/.test(hex)) return null;
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** The two headers for `body`, signed at `nowMs`. */
export async function signPublish(secret: string, body: string, nowMs: number): Promise<Record<string, string>> {
  const timestamp = String(Math.floor(nowMs / 1000));
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(`${timestamp}.${body}`));
  return { [PUBLISH_TIMESTAMP_HEADER]: timestamp, [PUBLISH_SIGNATURE_HEADER]: `v1=${toHex(mac)}` };
}

/**
 * Checks the headers against `body` at `nowMs`. The comparison is WebCrypto's `verify`
 * (constant time), never a string compare.
 */
export async function verifyPublish(
  secret: string,
  body: string,
  timestamp: string | undefined,
  signature: string | undefined,
  nowMs: number,
): Promise<PublishVerdict> {
  if (!timestamp || !signature) return 'missing';
  if (!/^\d{1,12}$/.test(timestamp) || !signature.startsWith('v1=')) return 'malformed';
  const mac = fromHex(signature.slice(3));
  if (!mac) return 'malformed';
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > PUBLISH_MAX_SKEW_S) return 'stale';
  const good = await crypto.subtle.verify('HMAC', await hmacKey(secret), mac, encoder.encode(`${timestamp}.${body}`));
  return good ? 'ok' : 'forged';
}
