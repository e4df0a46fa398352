/**
 * Writes the web app manifest's PNG icons from public/logo.svg (run by hand when the logo
 * changes; the PNGs are committed): 192 and 512 px as drawn, and a 512 px maskable icon with
 * the logo inside the central safe zone on the brand green.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';

const PUBLIC = resolve(import.meta.dirname, '../public');
const svg = readFileSync(resolve(PUBLIC, 'logo.svg'));
// The logo's own rounded square would be clipped by masks: draw it square, at 80 % (the safe zone).
const square = Buffer.from(svg.toString().replace(/ rx="\d+"/, ''));

for (const size of [192, 512]) {
  await sharp(svg, { density: 72 * (size / 64) }).resize(size, size).png().toFile(resolve(PUBLIC, `icons/icon-${size}.png`));
}
const inner = await sharp(square, { density: 72 * 8 }).resize(410, 410).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#74BD55' } })
  .composite([{ input: inner, gravity: 'centre' }])
  .png()
  .toFile(resolve(PUBLIC, 'icons/icon-maskable-512.png'));
console.log('icons written to public/icons');
