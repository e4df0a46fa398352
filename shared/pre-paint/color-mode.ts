/**
 * Inline script run in <head> before the body paints (no flash of the wrong mode, docs/behaviour.md §4;
 * docs/product.md §5): reads the stored preference (light | dark | system) and a page's forced
 * mode (data-force-color-mode on <html>, or FORCED_COLOR_MODES by path), then sets the `dark`
 * class, color-scheme and the theme-color. It also applies the saved accessibility-toolbar
 * settings that change layout (text zoom, high contrast, large cursor), so they never flash.
 * It runs on every document React renders, the error page included.
 *
 * Until React has hydrated the colour radios (the header's panel, the drawer), it also answers
 * them (docs/decisions/052-first-tap-before-hydration.md): a choice is stored and applied at
 * once, and opening a panel (a <summary> or a command button) checks the stored choice, which
 * the server could not know. Both stay harmless after hydration: React's handler stores and
 * applies the same (client/runtime/colorMode.ts).
 */
export const COLOR_MODE_KEY = 'ql-color-mode';
/** Saved accessibility-toolbar settings (client/components/shell/a11y/settings.ts). */
export const A11Y_KEY = 'ql-a11y';

export type ColorModePreference = 'light' | 'dark' | 'system';
export type ColorMode = 'light' | 'dark';

export const THEME_COLORS: Record<ColorMode, string> = { light: '#ffffff', dark: '#111827' };

/**
 * Pages that force a mode from the first paint: unprefixed path → mode (the same page under
 * /en is covered). A page listed here should also call useForceColorMode() so client-side
 * navigations get it. System cannot be forced (docs/behaviour.md §4).
 */
export const FORCED_COLOR_MODES: Readonly<Record<string, ColorMode>> = {};

export const COLOR_MODE_SCRIPT = `(function(){var d=document.documentElement,K='${COLOR_MODE_KEY}';function q(){var p=null;try{p=localStorage.getItem(K)}catch(e){}return p==='light'||p==='dark'?p:'system'}function A(){try{var F=${JSON.stringify(FORCED_COLOR_MODES)},P=location.pathname.replace(/^\\/en(?=\\/|$)/,'')||'/';if(P.length>1)P=P.replace(/\\/+$/,'');var f=d.getAttribute('data-force-color-mode')||(Object.prototype.hasOwnProperty.call(F,P)?F[P]:null),p=q(),x=f==='light'||f==='dark',m=x?f:p==='system'?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):p;d.classList.toggle('dark',m==='dark');d.style.colorScheme=m;d.setAttribute('data-color-mode',p);if(x)d.setAttribute('data-forced-color-mode',f);document.querySelectorAll('meta[name="theme-color"]').forEach(function(e){var o=x||p!=='system'?m:(e.getAttribute('media')||'').indexOf('dark')<0?'light':'dark';e.setAttribute('content',o==='dark'?'${THEME_COLORS.dark}':'${THEME_COLORS.light}')})}catch(e){}}A();addEventListener('change',function(e){var i=e.target;if(!i.closest||!i.closest('.mode-radios'))return;try{i.value==='light'||i.value==='dark'?localStorage.setItem(K,i.value):localStorage.removeItem(K)}catch(x){}A()});addEventListener('click',function(e){if(e.target.closest&&e.target.closest('summary,[commandfor]'))d.querySelectorAll('.mode-radios input[value="'+q()+'"]').forEach(function(r){r.checked=true})},true);try{var a=JSON.parse(localStorage.getItem('${A11Y_KEY}')||'null');if(a&&typeof a==='object'){if(typeof a.zoom==='number'&&a.zoom>1&&a.zoom<=2)d.style.fontSize=Math.round(a.zoom*100)+'%';if(a.contrast===true)d.classList.add('a11y-contrast');if(a.cursor===true)d.classList.add('a11y-cursor');}}catch(e){}})();`;
