/**
 * One open header panel at a time: the music player and the accessibility toolbar both open
 * at the header's right edge, so at desktop widths one would cover the other. Each panel
 * registers how it closes; opening one closes the others.
 */
export type HeaderPanel = 'music' | 'a11y';

const closers = new Map<HeaderPanel, () => void>();

/** Registers how `panel` closes; returns the unregister function. */
export function registerHeaderPanel(panel: HeaderPanel, close: () => void): () => void {
  closers.set(panel, close);
  return () => {
    if (closers.get(panel) === close) closers.delete(panel);
  };
}

/** Call when `panel` opens: every other open header panel closes. */
export function openingHeaderPanel(panel: HeaderPanel): void {
  for (const [other, close] of closers) if (other !== panel) close();
}
