/** QR code SVGs for the consult block: generated from each entry's target, so they really scan. */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import QRCode from 'qrcode';
import type { QrCode } from '../../../shared/api/index.ts';

const QR_URL = /^\/media\/qr\/([a-z0-9_-]+)\.svg$/;

export function qrSvg(target: string): Promise<string> {
  return QRCode.toString(target, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#111827', light: '#ffffff' } });
}

/**
 * Writes media/qr/<slug>.svg for each code whose image follows the URL convention; a file
 * whose content is already right is left alone (so the mtime, hence the ETag, stays).
 * Returns the files written.
 */
export async function ensureQrCodes(mediaDir: string, codes: readonly QrCode[]): Promise<string[]> {
  const written: string[] = [];
  const dir = join(mediaDir, 'qr');
  for (const code of codes) {
    const slug = QR_URL.exec(code.image)?.[1];
    if (!slug || !code.target) continue;
    const file = join(dir, `${slug}.svg`);
    const svg = await qrSvg(code.target);
    if ((await readFile(file, 'utf8').catch(() => null)) === svg) continue;
    await mkdir(dir, { recursive: true });
    // Write then rename: a concurrent reader never sees half a file.
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, svg);
    await rename(tmp, file);
    written.push(file);
  }
  return written;
}
