/**
 * `npm run media:build`: makes the committed media under content-service/media/ (photos and
 * their variants, QR codes, music, audio guides, the cameras' live loops). Needs sharp (dev),
 * lame, espeak-ng and ffmpeg. Steps can be chosen: `node scripts/build-media.ts (in content-service/) photos qr`.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCALES, type QrCode, type QrCodeAndConsult } from '../../shared/api/index.ts';
import { localize } from '../src/locale.ts';
import { ensureQrCodes } from '../src/media/qr.ts';
import { shellBlock } from '../src/seed/shell-blocks.ts';
import { hasTool } from './media/audio-tools.ts';
import { buildGuides } from './media/guides.ts';
import { buildLive, hasFfmpeg } from './media/live.ts';
import { buildMusic } from './media/music.ts';
import { MEDIA, SEED } from './media/paths.ts';
import { buildPhotos } from './media/photos.ts';

async function buildQr(): Promise<void> {
  const shell = JSON.parse(await readFile(join(SEED, 'shell.json'), 'utf8').catch(() => 'null')) as Record<string, unknown> | null;
  if (!shell) {
    console.log('qr: skipped, content-service/seed/shell.json does not exist yet');
    return;
  }
  const codes = new Map<string, QrCode>();
  for (const locale of LOCALES) {
    const consult = localize<QrCodeAndConsult | undefined>(shellBlock(shell, 'consult'), locale);
    for (const code of consult?.qrCodes ?? []) if (!codes.has(code.image)) codes.set(code.image, code);
  }
  const written = await ensureQrCodes(MEDIA, [...codes.values()]);
  console.log(`qr: ${codes.size} codes, ${written.length} file(s) written`);
}

// live after photos: its loops are made from the photos in media/photos.
const STEPS: Record<string, () => Promise<void>> = { photos: buildPhotos, qr: buildQr, music: buildMusic, guides: buildGuides, live: buildLive };
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(STEPS);
const unknown = chosen.filter((s) => !STEPS[s]);
if (unknown.length) {
  console.error(`unknown step(s): ${unknown.join(', ')}; steps: ${Object.keys(STEPS).join(', ')}`);
  process.exit(1);
}
if ((chosen.includes('music') || chosen.includes('guides')) && !(await hasTool('lame'))) {
  console.error('lame is not installed (Debian: apt-get install -y lame espeak-ng)');
  process.exit(1);
}
if (chosen.includes('guides') && !(await hasTool('espeak-ng'))) {
  console.error('espeak-ng is not installed (Debian: apt-get install -y espeak-ng)');
  process.exit(1);
}
if (chosen.includes('live') && !(await hasFfmpeg())) {
  console.error('ffmpeg is not installed (Debian: apt-get install -y ffmpeg)');
  process.exit(1);
}
for (const step of chosen) await STEPS[step]!();
