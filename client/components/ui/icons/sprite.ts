/** The sprite file's text, built from the icon table (used by the build, never by the browser). */
import { ICONS, type IconDef } from './paths.ts';

const STROKE = 'fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"';

function symbol(id: string, def: IconDef): string {
  const { d, solid, box } = typeof def === 'string' ? { d: def, solid: false, box: 24 } : { solid: false, box: 24, ...def };
  const paint = solid ? 'fill="currentColor" stroke="currentColor" stroke-width="1" stroke-linejoin="round"' : STROKE;
  return `<symbol id="${id}" viewBox="0 0 ${box} ${box}"><path ${paint} d="${d}"/></symbol>`;
}

export function spriteSvg(): string {
  const symbols = Object.entries(ICONS as Record<string, IconDef>).map(([id, def]) => symbol(id, def));
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
