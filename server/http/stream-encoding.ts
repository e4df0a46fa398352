/**
 * How a body streamed per request is compressed: @fastify/compress for every reply (JSON, text),
 * and a page render's own encoder (render/batch-stream.ts), which compresses each of React's
 * flush cycles as one piece (docs/decisions/053-render-near-the-floor.md). One setting for both.
 */
import { constants, createBrotliCompress, createGzip, zstdCompressSync, type BrotliCompress, type Gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isCapture } from './capture-reply.ts';
import { chooseStreamEncoding, type StreamEncoding } from './accept-encoding.ts';

/**
 * Brotli at quality 4 with a 256 KiB window instead of brotli's 4 MiB: a page is under 256 KiB,
 * so the output is the same bytes, but each stream's encoder is far smaller. Node reports that
 * memory to V8, and with 50 renders in flight the default window made V8 collect again and
 * again: 17.8 ms of CPU per compressed page against 10.8 ms with this window
 * (docs/decisions/032-cheaper-render-and-memory.md).
 */
export const STREAM_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 } };

/**
 * zstd at level 3 (its default) with the same 256 KiB window, one frame per flush cycle,
 * compressed synchronously: a zstd stream may be a run of frames (RFC 8878 §3.1), which browsers
 * decode in turn, and an uncached page is one cycle in practice (everything is loaded before
 * React renders). A home page: 0.44 ms for 37.9 KB in one call, against 1.4 ms for a stream
 * encoder per response with 50 in flight (its context, its memory and the thread-pool hop) and
 * brotli 4's 1.85 ms for 35.3 KB (docs/decisions/053-render-near-the-floor.md).
 *
 * In blocks of about 4 KB compressed: zstd's blocks are otherwise up to 128 KiB of page, and
 * a decoder can give out nothing of a block before its last byte: on Slow 3G the browser saw
 * the head's preloads only when the whole home page had arrived (2.74 s against brotli's
 * 2.21 s) and first painted 0.4 s later than with brotli. With 4 KB blocks the head's 44.5 KB
 * decode from the first 16 KB on the wire (brotli: 14 KB), for 0.4 % more bytes.
 * `ZSTD_c_targetCBlockSize` is stable since zstd 1.5.6 (Node 24 bundles 1.5.7), but Node's
 * `zlib.constants` does not name it, so its number is written here (zstd.h).
 */
const ZSTD_C_TARGET_CBLOCK_SIZE = 130;
const ZSTD_FRAME = { params: { [constants.ZSTD_c_compressionLevel]: 3, [constants.ZSTD_c_windowLog]: 18, [ZSTD_C_TARGET_CBLOCK_SIZE]: 4096 } };

/** How a page's flush cycles are compressed: frames made in one call each, or a zlib stream. */
export type StreamEncoder = { frame(cycle: Buffer): Buffer } | BrotliCompress | Gzip;

/**
 * The encoding of a page streamed to this request: zstd when the client names it, else the
 * microcache's rule (br, else gzip, else none; http/accept-encoding.ts); none when the reply is being captured for the microcache, which compresses once
 * (compress-once.ts), or when the client asked for no compression (as @fastify/compress).
 */
export function streamEncoding(req: FastifyRequest, reply: FastifyReply): StreamEncoding {
  if (isCapture(reply) || req.headers['x-no-compression'] !== undefined) return 'identity';
  return chooseStreamEncoding(req.headers['accept-encoding']);
}

/** The encoder for `encoding`, or null for identity. */
export function streamEncoder(encoding: StreamEncoding): StreamEncoder | null {
  if (encoding === 'zstd') return { frame: (cycle) => zstdCompressSync(cycle, ZSTD_FRAME) };
  if (encoding === 'br') return createBrotliCompress(STREAM_BROTLI);
  return encoding === 'gzip' ? createGzip() /* zlib's default level, as @fastify/compress */ : null;
}
