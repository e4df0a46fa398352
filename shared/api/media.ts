/**
 * Media URL convention shared by the content service and the site. Photos live at
 * `/media/photos/<name>.jpg` (at most 1600 px) with resized variants at
 * `/media/photos/w<width>/<name>.jpg` for each width in PHOTO_WIDTHS, and an inline preview at
 * `/media/photos/preview/<name>.webp` (docs/decisions/035-lead-photo-preview.md).
 */
export const PHOTO_WIDTHS = [480, 960] as const;
const PHOTO_RE = /^\/media\/photos\/([a-z0-9_-]+)\.jpg$/;

/** URL of a resized variant, or the URL itself when it is not a known photo. */
export function photoVariant(url: string, width: (typeof PHOTO_WIDTHS)[number]): string {
  const m = PHOTO_RE.exec(url);
  return m ? `/media/photos/w${width}/${m[1]}.jpg` : url;
}

/** A `srcset` for a photo URL (empty for other URLs). */
export function photoSrcSet(url: string): string {
  if (!PHOTO_RE.test(url)) return '';
  return [...PHOTO_WIDTHS.map((w) => `${photoVariant(url, w)} ${w}w`), `${url} 1600w`].join(', ');
}

/**
 * The most bytes a photo preview may have: the site writes the page's lead photo preview into
 * the HTML so the picture paints with the first round trip, and refuses a bigger one.
 */
export const PREVIEW_MAX_BYTES = 8 * 1024;

/** URL of a photo's inline preview (a small WebP), or null when the URL is not a known photo. */
export function photoPreview(url: string): string | null {
  const m = PHOTO_RE.exec(url);
  return m ? `/media/photos/preview/${m[1]}.webp` : null;
}
