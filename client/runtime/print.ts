/**
 * Printing (docs/product.md §5 "Print"): visitors print the visitor information, an
 * itinerary or a hotel to take into the mountains. Two things the stylesheet cannot do:
 * - dark mode and high contrast put light ink on the page's dark surfaces; paper is white and
 *   browsers leave backgrounds out, so their text printed grey-white on white. For the print,
 *   <html> loses both classes (and its dark colour scheme), and gets them back after;
 * - a closed <details> prints its summary alone: the FAQ answers, the notices' full text and
 *   the audio guides' transcripts are opened for the print and closed again after.
 * `beforeprint`/`afterprint` fire for the browser's print command and window.print() alike
 * (HTML Standard, "printing steps").
 */
const PRINT_OFF = ['dark', 'a11y-contrast'] as const;

let installed = false;

export function installPrint(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  let undo: (() => void) | null = null;

  addEventListener('beforeprint', () => {
    undo?.();
    const html = document.documentElement;
    const classes = PRINT_OFF.filter((c) => html.classList.contains(c));
    const scheme = html.style.colorScheme;
    const opened = [...document.querySelectorAll<HTMLDetailsElement>('main details:not([open])')];
    html.classList.remove(...classes);
    html.style.colorScheme = 'light';
    for (const d of opened) d.open = true;
    undo = () => {
      html.classList.add(...classes);
      html.style.colorScheme = scheme;
      for (const d of opened) d.open = false;
    };
  });
  addEventListener('afterprint', () => {
    undo?.();
    undo = null;
  });
}
