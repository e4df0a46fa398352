/**
 * How a body streamed per request is compressed: @fastify/compress for every reply (JSON, text),
 * and a page render's own encoder (render/batch-stream.ts), which compresses each of React's
 * flush cycles as one piece (docs/decisions/053-render-near-the-floor.md). One setting for both.
 */
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isCapture } from './capture-reply.ts';
import type { Encoding } from './compress-once.ts';
import { chooseEncoding } from './microcache.ts';

/**
 * Brotli at quality 4 with a 256 KiB window instead of brotli's 4 MiB: a page is under 256 KiB,
 * so the output is the same bytes, but each stream's encoder is far smaller. Node reports that
 * memory to V8, and with 50 renders in flight the default window made V8 collect again and
 * again: 17.8 ms of CPU per compressed page against 10.8 ms with this window
 * (docs/decisions/032-cheaper-render-and-memory.md).
 */
export const STREAM_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 } };

/**
 * The encoding of a page streamed to this request: the microcache's rule (br, else gzip, else
 * none); none when the reply is being captured for the microcache, which compresses once
 * (compress-once.ts), or when the client asked for no compression (as @fastify/compress).
 */
export function streamEncoding(req: FastifyRequest, reply: FastifyReply): Encoding {
  if (isCapture(reply) || req.headers['x-no-compression'] !== undefined) return 'identity';
  return chooseEncoding(req.headers['accept-encoding']);
}

/** The encoder for `encoding`, or null for identity. */
export function streamEncoder(encoding: Encoding): BrotliCompress | Gzip | null {
  if (encoding === 'br') return createBrotliCompress(STREAM_BROTLI);
  return encoding === 'gzip' ? createGzip() /* zlib's default level, as @fastify/compress */ : null;
}
