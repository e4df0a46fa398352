/**
 * Bodies compressed once and kept (the HTML microcache's entries, the shell's versions), off the
 * event loop. Brotli 9: on 125 kB of text 27 ms of CPU for 37.1 kB, where 11 takes 202 ms for
 * 34.5 kB and the per-request 4 of @fastify/compress 3 ms for 40.0 kB
 * (docs/decisions/019-microcache.md). Paid once per body, but also by every miss of a long tail
 * of URLs, so not 11.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const BROTLI_QUALITY = 9;

export type Encoding = 'br' | 'gzip' | 'identity';

export function compressOnce(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gz(body, { level: 9 });
}
