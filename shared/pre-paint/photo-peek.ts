/**
 * Part of the inline pre-paint script (script.ts): a photo tapped before the image viewer can
 * open (the page not hydrated yet, or viewerjs still on its way) opens large on the page at once
 * (docs/decisions/052-first-tap-before-hydration.md). Photo links (`a[data-viewer-index]`,
 * client/components/viewer/ViewerLink.tsx) point at the full-size file; once hydrated, their
 * click handler opens viewerjs and prevents the default, so this listener (on window, after
 * React's) leaves those clicks alone, and modified clicks (a new tab) too.
 *
 * The peek is a modal <dialog> made on the spot: the thumbnail already shown, enlarged, then the
 * full-size photo once it has arrived; a tap anywhere, Escape or Back closes it (Back as the
 * viewer's, docs/behaviour.md §2: opening pushes a history entry; closing otherwise pops it, the
 * popstate swallowed so a router that hydrated meanwhile does not see it). Styled inline, so it
 * needs neither the stylesheet nor the critical CSS; named by the link's label.
 */
export const PEEK_CLASS = 'photo-peek';

const DIALOG_STYLE = 'position:fixed;inset:0;width:100%;height:100%;max-width:none;max-height:none;margin:0;padding:0;border:0;background:rgb(3 7 18/.92);display:grid;place-items:center';
const IMG_STYLE = 'width:100%;height:100%;object-fit:contain';
/** A close mark, for the eye only: a tap anywhere closes, and the dialog is named by the link. */
const MARK_STYLE = 'position:fixed;top:.5rem;right:1rem;color:#fff;font:2.5rem/1 system-ui,sans-serif';

export const PHOTO_PEEK_SCRIPT = `(function(){addEventListener('click',function(e){var a=e.target.closest&&e.target.closest('a[data-viewer-index]');if(!a||e.defaultPrevented||e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;e.preventDefault();var g=document.createElement('dialog'),i=document.createElement('img'),t=a.querySelector('img'),f=new Image(),h=1;g.className='${PEEK_CLASS}';g.setAttribute('aria-label',a.getAttribute('aria-label')||'');g.style.cssText='${DIALOG_STYLE}';i.style.cssText='${IMG_STYLE}';i.alt=t&&t.alt||'';if(t&&t.currentSrc)i.src=t.currentSrc;f.onload=function(){i.src=f.src};f.src=a.href;var x=document.createElement('span');x.setAttribute('aria-hidden','true');x.textContent='\\u00d7';x.style.cssText='${MARK_STYLE}';g.appendChild(i);g.appendChild(x);function p(){h=0;g.close()}g.onclick=function(){g.close()};g.onclose=function(){g.remove();removeEventListener('popstate',p);if(h){h=0;addEventListener('popstate',function s(v){v.stopImmediatePropagation();removeEventListener('popstate',s,true)},true);history.back()}};history.pushState(history.state,'',location.href);addEventListener('popstate',p);document.body.appendChild(g);g.showModal()})})();`;
