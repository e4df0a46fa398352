/**
 * The text of each sheet of a PDF, as Ghostscript's txtwrite device lays it out: enough to
 * tell on which sheet a line of a printed page landed. Needs Debian's ghostscript (.ci/run
 * installs it) or GS_PATH.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const GS = process.env.GS_PATH ?? '/usr/bin/gs';

/**
 * One string per sheet, lower-cased and without white space: txtwrite pads columns with
 * spaces and splits letter-spaced words ("I TINERARIES"), so spacing carries no meaning.
 */
export async function pdfSheets(pdf: Buffer): Promise<string[]> {
  if (!existsSync(GS)) throw new Error(`gs not found at ${GS}: install Debian's ghostscript package (apt-get install ghostscript; .ci/run does) or set GS_PATH`);
  const dir = await mkdtemp(join(tmpdir(), 'ql-pdf-'));
  try {
    await writeFile(join(dir, 'in.pdf'), pdf);
    await promisify(execFile)(GS, ['-q', '-dSAFER', '-dNOPAUSE', '-dBATCH', '-sDEVICE=txtwrite', `-sOutputFile=${join(dir, 'sheet-%03d.txt')}`, join(dir, 'in.pdf')]);
    const sheets = (await readdir(dir)).filter((f) => f.startsWith('sheet-')).sort();
    return Promise.all(sheets.map(async (f) => (await readFile(join(dir, f), 'utf8')).replace(/\s+/g, '').toLowerCase()));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The 1-based sheet where `text` first appears (case and spacing ignored), or 0. */
export const sheetOf = (sheets: string[], text: string) => sheets.findIndex((s) => s.includes(text.replace(/\s+/g, '').toLowerCase())) + 1;
