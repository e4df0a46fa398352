/**
 * A small disclosure popover (the external links; the colour mode and the search are
 * <details> that open before hydration: client/components/shell/disclosure.ts): a toggle button with
 * aria-expanded/aria-controls, closed by Escape (focus back on the button), by a click or
 * focus outside, and by navigation.
 */
import { useId, useRef, useState } from 'react';
import { useDismiss } from './useDismiss.ts';
import { useOnNavigate } from './useOnNavigate.ts';

export function usePopover() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useOnNavigate(() => setOpen(false));

  useDismiss(open, rootRef, (refocus) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  });

  return {
    open,
    setOpen,
    rootRef,
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((o) => !o),
    },
    panelProps: { id: panelId, hidden: !open },
  };
}
