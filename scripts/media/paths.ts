/** Folders used by the media build (dev-time only; the running site needs none of the tools). */
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
// The project's shared/ folder sits beside the repository (only the media build reads it).
export const SOURCE_PHOTOS = process.env.SOURCE_PHOTOS ?? resolve(ROOT, '../shared/media/photos');
export const MEDIA = resolve(ROOT, 'server/content/media');
export const SEED = resolve(ROOT, 'server/content/seed');
export const CREDITS_JSON = resolve(ROOT, 'server/content/credits.json');
