/**
 * Photos: originals copied (already at most 1600 px, credited), w480/w960 variants and the
 * inline preview made with sharp, and CREDITS.md turned into credits.json for the footer's
 * photoCredits.
 */
import { copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { PHOTO_WIDTHS, PREVIEW_MAX_BYTES, type PhotoCredit } from '../../../shared/api/index.ts';
import { CREDITS_JSON, MEDIA, SOURCE_PHOTOS } from './paths.ts';

async function newer(src: string, out: string): Promise<boolean> {
  const [a, b] = await Promise.all([stat(src), stat(out).catch(() => null)]);
  return !b || a.mtimeMs > b.mtimeMs;
}

/** Rows of the CREDITS.md table: | file | title | author | licence | source package |. */
function parseCredits(markdown: string): PhotoCredit[] {
  const credits: PhotoCredit[] = [];
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').slice(1, -1).map((c) => c.trim());
    if (cells.length !== 5 || !/^[a-z0-9_-]+\.jpg$/.test(cells[0]!)) continue;
    const [file, title, author, licence, pkg] = cells as [string, string, string, string, string];
    credits.push({ image: `/media/photos/${file}`, title, author, licence, source: `Debian package ${pkg}` });
  }
  return credits;
}

/**
 * The preview (docs/decisions/035-lead-photo-preview.md): the sharpest WebP that fits the
 * budget, trading quality first and width second. A phone at 1x shows it as it would the
 * w480 JPEG; at 2-3x it is a soft picture until the srcset's photo replaces it.
 */
const PREVIEW_STEPS = [480, 360, 240, 160].flatMap((width) => [60, 45, 30].map((quality) => ({ width, quality })));

async function writePreview(src: string, out: string): Promise<void> {
  for (const { width, quality } of PREVIEW_STEPS) {
    const bytes = await sharp(src).resize({ width, withoutEnlargement: true }).webp({ quality }).toBuffer();
    if (bytes.length <= PREVIEW_MAX_BYTES) return writeFile(out, bytes);
  }
  throw new Error(`${src}: no preview fits ${PREVIEW_MAX_BYTES} bytes`);
}

export async function buildPhotos(): Promise<void> {
  const outDir = join(MEDIA, 'photos');
  await mkdir(outDir, { recursive: true });
  const files = (await readdir(SOURCE_PHOTOS)).filter((f) => f.endsWith('.jpg')).sort();
  let made = 0;
  for (const file of files) {
    const src = join(SOURCE_PHOTOS, file);
    if (await newer(src, join(outDir, file))) {
      await copyFile(src, join(outDir, file));
      made++;
    }
    for (const width of PHOTO_WIDTHS) {
      const out = join(outDir, `w${width}`, file);
      if (!(await newer(src, out))) continue;
      await mkdir(join(outDir, `w${width}`), { recursive: true });
      // JPEG, not WebP, at the committed files' quality (docs/decisions/038-photo-variants.md).
      await sharp(src)
        .resize({ width, withoutEnlargement: true })
        .jpeg({ quality: 80, progressive: true, mozjpeg: true })
        .toFile(out);
      made++;
    }
    const preview = join(outDir, 'preview', file.replace(/\.jpg$/, '.webp'));
    if (await newer(src, preview)) {
      await mkdir(join(outDir, 'preview'), { recursive: true });
      await writePreview(src, preview);
      made++;
    }
  }
  const markdown = await readFile(join(SOURCE_PHOTOS, 'CREDITS.md'), 'utf8');
  await writeFile(join(outDir, 'CREDITS.md'), markdown);
  const credits = parseCredits(markdown);
  const missing = files.filter((f) => !credits.some((c) => c.image.endsWith(`/${f}`)));
  if (missing.length) throw new Error(`CREDITS.md has no row for ${missing.join(', ')}`);
  await writeFile(CREDITS_JSON, `${JSON.stringify(credits, null, 2)}\n`);
  console.log(`photos: ${files.length} photos, ${made} file(s) written, ${credits.length} credits`);
}
