/**
 * On a page led by a photo, the other photos wait for the page
 * (docs/decisions/037-photos-wait-for-the-page.md). Part of the inline pre-paint script
 * (script.ts): it marks <html> with HOLD_CLASS before the body is parsed, and lifts the
 * mark when the page has loaded or the visitor first scrolls it, whichever comes first. While
 * the mark is there, the page's lazy photos are not displayed, so the browser does not fetch
 * them (client/styles/components/photo.css).
 *
 * Only the document's own scroll lifts it (a listener on window without capture): a carousel's
 * track scrolling by itself does not.
 */
export const HOLD_CLASS = 'hold-photos';

export const PHOTO_HOLD_SCRIPT = `(function(){var d=document.documentElement;d.classList.add('${HOLD_CLASS}');function r(){d.classList.remove('${HOLD_CLASS}');removeEventListener('load',r);removeEventListener('scroll',r)}addEventListener('load',r);addEventListener('scroll',r,{passive:true})})();`;
