import { describe, expect, it } from 'vitest';
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
});
