/**
 * Runtime parts that change the DOM, started once from the layout's first effect so they
 * never race React's hydration: scroll reveal and the saved accessibility settings that need
 * script (reading guide, read aloud; the rest was applied before paint); the offline service worker;
 * the print's light ink and opened details. Their code is in the late runtime chunk (late.ts).
 */
import { lateRuntime } from './install.ts';

let done = false;

export function installAfterHydration(): void {
  if (done || typeof window === 'undefined') return;
  done = true;
  void lateRuntime().then((late) => late.installDomParts());
}
