/**
 * A header panel that opens without script (docs/decisions/052-first-tap-before-hydration.md):
 * a <details> whose <summary> is the icon button, so the first tap works before hydration.
 * Once hydrated it behaves as the other popovers do (client/hooks/usePopover.ts): Escape closes
 * it and gives focus back to its button, a tap or focus outside closes it, and so does
 * navigation. `open` follows the element, including a panel opened before hydration.
 */
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useDismiss } from '../../hooks/useDismiss.ts';
import { useOnNavigate } from '../../hooks/useOnNavigate.ts';

export function useDisclosure() {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);

  const close = (refocus: boolean) => {
    const d = ref.current;
    if (!d?.open) return;
    d.open = false;
    if (refocus) d.querySelector('summary')?.focus();
  };

  useOnNavigate(() => close(false));

  useEffect(() => {
    if (ref.current?.open) setOpen(true);
  }, []);

  useDismiss(open, ref, close);

  return { open, detailsProps: { ref, onToggle: (e: SyntheticEvent<HTMLDetailsElement>) => setOpen(e.currentTarget.open) } };
}
