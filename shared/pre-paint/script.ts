/**
 * The one inline script of every page React renders (and of the server's fallback error page),
 * run in <head> before the body paints. The CSP allows it by its hash
 * (server/http/security-headers.ts), so it is one constant: the colour mode and saved
 * accessibility settings (color-mode.ts), then the hold on photos below the first screen
 * (photo-hold.ts).
 */
import { COLOR_MODE_SCRIPT } from './color-mode.ts';
import { PHOTO_HOLD_SCRIPT } from './photo-hold.ts';

export const PRE_PAINT_SCRIPT = COLOR_MODE_SCRIPT + PHOTO_HOLD_SCRIPT;
