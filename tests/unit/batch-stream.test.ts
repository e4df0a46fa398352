import { brotliDecompressSync, createBrotliCompress, createBrotliDecompress } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { BatchStream } from '../../server/render/batch-stream.ts';

describe('BatchStream (the render body)', () => {
  it('passes on the chunks of one flush cycle as one buffer, and the rest at the end', async () => {
    const s = new BatchStream();
    const out: string[] = [];
    s.on('data', (c: Buffer) => out.push(c.toString()));
    const ended = new Promise((r) => s.on('end', r));
    s.write('<!DOCTYPE html>');
    s.write(Buffer.from('<html>'));
    s.write('<body>');
    expect(out).toEqual([]);
    s.flush();
    await new Promise((r) => setImmediate(r));
    expect(out).toEqual(['<!DOCTYPE html><html><body>']);
    s.flush();
    s.write('</body>');
    s.end('</html>');
    await ended;
    expect(out).toEqual(['<!DOCTYPE html><html><body>', '</body></html>']);
  });

  it('with an encoder, sends each flush cycle compressed as it ends, and the whole page decodes to what React wrote', async () => {
    const s = new BatchStream(createBrotliCompress());
    const out: Buffer[] = [];
    s.on('data', (c: Buffer) => out.push(c));
    const ended = new Promise((r) => s.on('end', r));
    s.write('<!DOCTYPE html><html>');
    s.write('<head></head>');
    s.flush();
    // The first cycle reaches the reply before the page ends: a flushed piece that decodes alone.
    await vi.waitUntil(() => out.length > 0);
    const decoder = createBrotliDecompress();
    const decoded: Buffer[] = [];
    decoder.on('data', (c: Buffer) => decoded.push(c));
    decoder.write(Buffer.concat(out));
    await vi.waitUntil(() => decoded.length > 0);
    expect(Buffer.concat(decoded).toString()).toBe('<!DOCTYPE html><html><head></head>');
    s.write('<body>');
    s.end('</body></html>');
    await ended;
    expect(brotliDecompressSync(Buffer.concat(out)).toString()).toBe('<!DOCTYPE html><html><head></head><body></body></html>');
  });
});
