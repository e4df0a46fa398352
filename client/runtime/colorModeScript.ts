/**
 * Inline script run in <head> before the body paints (no flash of the wrong mode, SPEC.md §4;
 * PRODUCT.md §5): reads the stored preference (light | dark | system) and a page's forced
 * mode (data-force-color-mode on <html>), then sets the `dark` class and color-scheme.
 */
export const COLOR_MODE_KEY = 'ql-color-mode';

export const COLOR_MODE_SCRIPT = `(function(){try{var d=document.documentElement,f=d.getAttribute('data-force-color-mode'),p=localStorage.getItem('${COLOR_MODE_KEY}');if(p!=='light'&&p!=='dark')p='system';var m=f==='light'||f==='dark'?f:p==='system'?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):p;d.classList.toggle('dark',m==='dark');d.style.colorScheme=m;d.setAttribute('data-color-mode',p);}catch(e){}})();`;
