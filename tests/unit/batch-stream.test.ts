import { brotliDecompressSync, constants, createBrotliCompress, createBrotliDecompress, createZstdDecompress, zstdDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { streamEncoder } from '../../server/http/stream-encoding.ts';
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

  it('with zstd, sends each flush cycle as a frame of its own as it ends; the frames decode in turn to what React wrote', async () => {
    const s = new BatchStream(streamEncoder('zstd'));
    const out: Buffer[] = [];
    s.on('data', (c: Buffer) => out.push(c));
    const ended = new Promise((r) => s.on('end', r));
    s.write('<!DOCTYPE html><html>');
    s.write('<head></head>');
    s.flush();
    // Compressed in the flush itself: the first frame is out before anything else is written.
    await vi.waitUntil(() => out.length > 0);
    expect(out.length).toBe(1);
    expect(zstdDecompressSync(out[0]!).toString()).toBe('<!DOCTYPE html><html><head></head>');
    s.write('<body>');
    s.end('</body></html>');
    await ended;
    // Two frames, each starting with zstd's magic number (RFC 8878 §3.1.1), one stream to a decoder.
    expect(out.map((b) => b.readUInt32LE(0).toString(16))).toEqual(['fd2fb528', 'fd2fb528']);
    expect(zstdDecompressSync(Buffer.concat(out)).toString()).toBe('<!DOCTYPE html><html><head></head><body></body></html>');
  });

  it('with zstd, the head of a page decodes from the first part of its frame: blocks of a few KB, not 128 KiB (a browser sees the preloads early)', async () => {
    // A 146 KB page of varied markup, as the home page is: the head's 44.5 KB then the body.
    const words = ['lake', 'peak', 'trail', 'hotel', 'ticket', 'weather', 'notice', 'map', 'photo', 'route'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const items = Array.from({ length: 2600 }, (_, i) => `<li class="c${next() % 97}"><a href="/p/${i}">${words[next() % 10]} ${next() % 1000}</a></li>`);
    const page = Buffer.from(`<!DOCTYPE html><html><head>${items.slice(0, 800).join('')}</head><body>${items.slice(800).join('')}</body></html>`);
    const head = page.indexOf('</head>');
    const frame = streamEncoder('zstd') as { frame(cycle: Buffer): Buffer };
    const wire = frame.frame(page);
    // A decoder fed the frame's first 60 % has given out the whole head.
    const decoder = createZstdDecompress();
    const decoded: Buffer[] = [];
    decoder.on('data', (c: Buffer) => decoded.push(c));
    decoder.write(wire.subarray(0, Math.floor(wire.length * 0.6)));
    await new Promise<void>((r) => decoder.flush(() => r()));
    expect(head / page.length).toBeLessThan(0.35);
    expect(Buffer.concat(decoded).length).toBeGreaterThan(head);
    expect(zstdDecompressSync(wire).equals(page)).toBe(true);
  });
});
