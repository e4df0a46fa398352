/**
 * How an open header panel is dismissed (docs/product.md §5): while `open`, a pointer press or
 * focus outside `root` closes it without moving focus, and Escape closes it and gives focus back
 * to its button. One rule for the script-only popovers (usePopover) and the <details> panels that
 * open before hydration (components/shell/disclosure.ts).
 */
import { useEffect, type RefObject } from 'react';

export function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, close: (refocus: boolean) => void): void {
  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) close(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close(true);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', onKey);
    };
    // The listeners follow `open` only: `close` reads refs, which do not change.
  }, [open]);
}
