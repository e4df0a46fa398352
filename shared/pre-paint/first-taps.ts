/**
 * Part of the inline pre-paint script (script.ts): what the header's first taps need before
 * React has hydrated (docs/decisions/052-first-tap-before-hydration.md).
 * - The language switch is a plain link; a tap on it also remembers the language in the
 *   cookie the root redirect reads (docs/product.md §3), before and after hydration alike (the
 *   one place that sets it in the browser). Only links marked REMEMBER_LOCALE_ATTR, with an
 *   hreflang of a site locale.
 * - The drawer opens by an invoker command (`command` / `commandfor` on its buttons). A browser
 *   without commands (before Chromium 135, Safari 26.2, Firefox 144) gets the same from this
 *   listener: show-modal or close on the named <dialog>. It runs after React's handlers (on
 *   window, bubbling), which do the same once hydrated, so it skips a dialog already in that state.
 */
import { localeCookie } from '../locale.ts';

/** On the language switch's link: a tap on it stores its hreflang as the language cookie. */
export const REMEMBER_LOCALE_ATTR = 'data-remember-locale';

const COOKIES = { en: localeCookie('en'), 'zh-CN': localeCookie('zh-CN') };

export const FIRST_TAPS_SCRIPT = `(function(){var C=${JSON.stringify(COOKIES)};addEventListener('click',function(e){var a=e.target.closest&&e.target.closest('a[${REMEMBER_LOCALE_ATTR}][hreflang]'),h=a&&a.getAttribute('hreflang');if(h&&Object.prototype.hasOwnProperty.call(C,h))document.cookie=C[h]},true);if(!('command' in HTMLButtonElement.prototype))addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('button[commandfor]'),t=b&&document.getElementById(b.getAttribute('commandfor'));if(!t||!t.showModal||e.defaultPrevented)return;if(b.getAttribute('command')==='close')t.close();else if(!t.open)t.showModal()})})();`;
