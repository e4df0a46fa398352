/**
 * The body stream React renders into: it keeps React's 4 KB chunks and passes them on as one
 * buffer when React says a flush cycle is done (React calls `flush()` on its destination after
 * each cycle, as it does for compression streams). A home page is ~40 such chunks; written one
 * by one each went through the reply and the socket (docs/decisions/032-cheaper-render-and-memory.md).
 * Browsers still get the shell as soon as React flushes it: only chunks of one cycle are joined.
 */
import { Transform, type TransformCallback } from 'node:stream';

export class BatchStream extends Transform {
  private pending: Buffer[] = [];

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.pending.push(chunk);
    done();
  }

  /** Called by React at the end of each flush cycle. */
  flush(): void {
    if (this.pending.length === 0) return;
    const out = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    this.pending = [];
    this.push(out);
  }

  override _flush(done: TransformCallback): void {
    this.flush();
    done();
  }
}
