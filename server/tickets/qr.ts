/**
 * The gate's QR code of a reservation: its code, as one SVG path of dark modules that the page
 * draws (no markup crosses from here to the page, only a path of one `M x y h n v1 h-n z`
 * rectangle per horizontal run of dark modules).
 * Error correction M (15 %): a phone screen with a crack or glare still scans.
 */
import QRCode from 'qrcode';
import type { QrCode } from '../../shared/tickets/outcome.ts';

export function qrOf(text: string): QrCode {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y++) {
    // Runs of dark modules in a row become one rectangle each.
    for (let x = 0; x < modules.size; ) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      let run = 1;
      while (x + run < modules.size && modules.get(y, x + run)) run++;
      parts.push(`M${x} ${y}h${run}v1h-${run}z`);
      x += run;
    }
  }
  return { size: modules.size, path: parts.join('') };
}
