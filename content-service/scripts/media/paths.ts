/** Folders used by the media build (dev-time only; the running site needs none of the tools). */
import { resolve } from 'node:path';

import { CREDITS_FILE, MEDIA_DIR, SEED_DIR } from '../../src/paths.ts';

/** The repository root (content-service/ is one of its workspaces). */
const ROOT = resolve(import.meta.dirname, '../../..');
// The project's shared/ folder sits beside the repository (only the media build reads it).
export const SOURCE_PHOTOS = process.env.SOURCE_PHOTOS ?? resolve(ROOT, '../shared/media/photos');
export const MEDIA = MEDIA_DIR;
export const SEED = SEED_DIR;
export const CREDITS_JSON = CREDITS_FILE;
