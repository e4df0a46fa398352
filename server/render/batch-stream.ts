/**
 * The body stream React renders into: it keeps React's 4 KB chunks and passes them on as one
 * buffer when React says a flush cycle is done (React calls `flush()` on its destination after
 * each cycle, as it does for compression streams). A home page is ~40 such chunks; written one
 * by one each went through the reply and the socket (docs/decisions/032-cheaper-render-and-memory.md).
 * Browsers still get the shell as soon as React flushes it: only chunks of one cycle are joined.
 *
 * With an encoder (http/stream-encoding.ts) each cycle's buffer is compressed as one piece (a
 * zstd frame of its own, or written to a brotli or gzip stream and flushed out of it), so a compressed page streams by cycle as an identity one does,
 * with one stream between React and the reply instead of @fastify/compress's three
 * (docs/decisions/053-render-near-the-floor.md).
 */
import { Transform, type TransformCallback } from 'node:stream';
import type { StreamEncoder } from '../http/stream-encoding.ts';

export class BatchStream extends Transform {
  private pending: Buffer[] = [];
  /** A zlib stream between the batches and the reply (brotli, gzip). */
  private readonly encoder: Exclude<StreamEncoder, { frame: unknown }> | null;
  /** Or each batch compressed on its own (zstd frames). */
  private readonly frame: ((cycle: Buffer) => Buffer) | null;

  constructor(encoder: StreamEncoder | null = null) {
    super();
    this.frame = encoder && 'frame' in encoder ? encoder.frame : null;
    this.encoder = encoder && !('frame' in encoder) ? encoder : null;
    this.encoder?.on('data', (c: Buffer) => this.push(c));
    this.encoder?.once('error', (err) => this.destroy(err));
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.pending.push(chunk);
    done();
  }

  /** Called by React at the end of each flush cycle. */
  flush(): void {
    const out = this.takeBatch();
    if (!out) return;
    if (!this.encoder) {
      this.push(this.frame ? this.frame(out) : out);
      return;
    }
    this.encoder.write(out);
    this.encoder.flush();
  }

  override _flush(done: TransformCallback): void {
    const out = this.takeBatch();
    if (!this.encoder) {
      if (out) this.push(this.frame ? this.frame(out) : out);
      done();
      return;
    }
    // The last piece goes with the encoder's end: no flush of its own.
    this.encoder.once('end', () => done());
    this.encoder.end(out ?? undefined);
  }

  override _destroy(err: Error | null, done: (err: Error | null) => void): void {
    this.encoder?.destroy();
    done(err);
  }

  private takeBatch(): Buffer | null {
    if (this.pending.length === 0) return null;
    const out = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    this.pending = [];
    return out;
  }
}
