/**
 * The one reading of Accept-Encoding (RFC 9110 §12.5.3: names with q-values, `*` for the rest,
 * q=0 refuses). Two choices are made from it:
 * - for a stored answer (the microcache's variants, compressed once at high quality): br, else
 *   gzip, else identity;
 * - for a page streamed to one request (an uncached render): zstd first when the client takes
 *   it, then the same order. zstd at level 3 costs a third of brotli's quality 4 per page for
 *   7 % more bytes, and a render is the one answer paid for per request
 *   (docs/decisions/053-render-near-the-floor.md).
 */
import type { Encoding } from './compress-once.ts';

export type StreamEncoding = Encoding | 'zstd';

interface Choice { stored: Encoding; streamed: StreamEncoding }

/** Accept-Encoding values seen, and their choices: clients send a handful of distinct values. */
const chosen = new Map<string, Choice>();
const MAX_CHOSEN = 256;

function choice(acceptEncoding: string | string[] | undefined): Choice {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  let found = chosen.get(header);
  if (found === undefined) {
    found = parse(header);
    // Bounded: a client inventing values only ever clears the memo.
    if (chosen.size >= MAX_CHOSEN) chosen.clear();
    chosen.set(header, found);
  }
  return found;
}

function parse(header: string): Choice {
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name, qp ? Number(qp.slice(2)) || 0 : 1);
  }
  const accepts = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  const stored: Encoding = accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : 'identity';
  // Only when named: a `*` alone does not promise a decoder as recent as zstd's.
  return { stored, streamed: (q.get('zstd') ?? 0) > 0 ? 'zstd' : stored };
}

/** The best stored encoding the client accepts (q > 0), br first. */
export const chooseEncoding = (acceptEncoding: string | string[] | undefined): Encoding => choice(acceptEncoding).stored;

/** The encoding for a page streamed to this client: zstd when it names it, else as stored. */
export const chooseStreamEncoding = (acceptEncoding: string | string[] | undefined): StreamEncoding => choice(acceptEncoding).streamed;
