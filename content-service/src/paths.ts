/** Where the package keeps its data: the seed JSON and the media files sit beside src/. */
import { resolve } from 'node:path';

const PACKAGE_DIR = resolve(import.meta.dirname, '..');
export const SEED_DIR = resolve(PACKAGE_DIR, 'seed');
export const MEDIA_DIR = resolve(PACKAGE_DIR, 'media');
/** Footer photo credits, made from media/photos/CREDITS.md by `media:build`. */
export const CREDITS_FILE = resolve(MEDIA_DIR, 'credits.json');
