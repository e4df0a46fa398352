/** The gate's QR code (server/tickets/qr.ts): the path drawn as the page draws it reads back as the code. */
import jsqrModule from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrOf } from '../../server/tickets/qr.ts';

// jsqr is a CommonJS bundle whose typings declare an ES default export; take whichever is callable.
const jsQR = ((jsqrModule as unknown as { default?: typeof jsqrModule.default }).default ?? jsqrModule) as unknown as typeof jsqrModule.default;

/** Paints the path's rectangles (M x y h n v1 h-n z) into RGBA pixels, `scale` per module, with a 4-module quiet zone. */
function paint(size: number, path: string, scale = 4) {
  const side = (size + 8) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dx = 0; dx < Number(run) * scale; dx++) {
      for (let dy = 0; dy < scale; dy++) {
        const px = (Number(x) + 4) * scale + dx;
        const py = (Number(y) + 4) * scale + dy;
        data.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
      }
    }
  }
  return { data, side };
}

describe('the reservation QR code', () => {
  it.each(['ABCDEFGHJK', '23456789XY'])('reads back as %s', (code) => {
    const qr = qrOf(code);
    expect(qr.size).toBe(21); // version 1 holds 10 alphanumerics at level M
    expect(qr.path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    const { data, side } = paint(qr.size, qr.path);
    expect(jsQR(data, side, side)?.data).toBe(code);
  });
});
