/**
 * Inline script run in <head> before the body paints (no flash of the wrong mode, docs/behaviour.md §4;
 * docs/product.md §5): reads the stored preference (light | dark | system) and a page's forced
 * mode (data-force-color-mode on <html>, or FORCED_COLOR_MODES by path), then sets the `dark`
 * class, color-scheme and the theme-color. It also applies the saved accessibility-toolbar
 * settings that change layout (text zoom, high contrast, large cursor), so they never flash.
 * It runs on every document React renders, the error page included.
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

export const COLOR_MODE_SCRIPT = `(function(){var d=document.documentElement;try{var F=${JSON.stringify(FORCED_COLOR_MODES)},P=location.pathname.replace(/^\\/en(?=\\/|$)/,'')||'/';if(P.length>1)P=P.replace(/\\/+$/,'');var f=d.getAttribute('data-force-color-mode')||(Object.prototype.hasOwnProperty.call(F,P)?F[P]:null),p=localStorage.getItem('${COLOR_MODE_KEY}');if(p!=='light'&&p!=='dark')p='system';var m=f==='light'||f==='dark'?f:p==='system'?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):p;d.classList.toggle('dark',m==='dark');d.style.colorScheme=m;d.setAttribute('data-color-mode',p);if(f==='light'||f==='dark')d.setAttribute('data-forced-color-mode',f);if(p!=='system'||f){var c=m==='dark'?'${THEME_COLORS.dark}':'${THEME_COLORS.light}';document.querySelectorAll('meta[name="theme-color"]').forEach(function(e){e.setAttribute('content',c)});}}catch(e){}try{var a=JSON.parse(localStorage.getItem('${A11Y_KEY}')||'null');if(a&&typeof a==='object'){if(typeof a.zoom==='number'&&a.zoom>1&&a.zoom<=2)d.style.fontSize=Math.round(a.zoom*100)+'%';if(a.contrast===true)d.classList.add('a11y-contrast');if(a.cursor===true)d.classList.add('a11y-cursor');}}catch(e){}})();`;
