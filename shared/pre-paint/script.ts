/**
 * The one inline script of every page React renders (and of the server's fallback error page),
 * run in <head> before the body paints. The CSP allows it by its hash
 * (server/http/security-headers.ts), so it is one constant: the colour mode and saved
 * accessibility settings (color-mode.ts), the hold on photos below the first screen
 * (photo-hold.ts), and what the first taps need before hydration: the language cookie and the
 * drawer's commands (first-taps.ts), a photo opened large (photo-peek.ts)
 * (docs/decisions/052-first-tap-before-hydration.md).
 */
import { COLOR_MODE_SCRIPT } from './color-mode.ts';
import { FIRST_TAPS_SCRIPT } from './first-taps.ts';
import { PHOTO_HOLD_SCRIPT } from './photo-hold.ts';
import { PHOTO_PEEK_SCRIPT } from './photo-peek.ts';

export const PRE_PAINT_SCRIPT = COLOR_MODE_SCRIPT + PHOTO_HOLD_SCRIPT + FIRST_TAPS_SCRIPT + PHOTO_PEEK_SCRIPT;
