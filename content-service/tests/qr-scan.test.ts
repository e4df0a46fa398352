/**
 * The QR codes really scan : each SVG the service serves is rasterized and
 * decoded with a QR reader, and must give back exactly its target from the seed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import jsqrModule from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContent } from '../../tests/support/site.ts';
import { SEED_DIR } from '../src/paths.ts';

// jsqr is a CommonJS bundle whose typings declare an ES default export; take whichever is callable.
const jsQR = ((jsqrModule as unknown as { default?: typeof jsqrModule.default }).default ?? jsqrModule) as unknown as typeof jsqrModule.default;

const shell = JSON.parse(readFileSync(join(SEED_DIR, 'shell.json'), 'utf8'));
const codes: { image: string; target: string }[] = shell.qrCodeAndConsult.qrCodes;

let content: { url: string; close(): Promise<void> };
beforeAll(async () => {
  content = await startContent();
});
afterAll(() => content.close());

describe('QR codes', () => {
  it.each(codes.map((c) => [c.image, c.target]))('%s decodes to %s', async (image, target) => {
    const res = await fetch(content.url + image);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = Buffer.from(await res.arrayBuffer());
    const { data, info } = await sharp(svg, { density: 300 }).resize(400, 400).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const decoded = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
    expect(decoded?.data).toBe(target);
  });
});
