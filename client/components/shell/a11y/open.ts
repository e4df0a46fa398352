/**
 * The accessibility toolbar's tiny always-loaded part: a store saying whether the toolbar is
 * open, and the loader of its chunk (A11yPanel.tsx, effects.ts), fetched on the first click
 *. restoreA11ySettings() loads only the effects chunk, and only when a saved
 * setting needs script (reading guide, read aloud).
 */
import { openingHeaderPanel, registerHeaderPanel } from '../headerPanel.ts';
import { readA11y } from './settings.ts';

type PanelModule = typeof import('./A11yPanel.tsx');

let open = false;
let mod: PanelModule | null = null;
let loading: Promise<PanelModule> | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const a11yToolbar = {
  get open() {
    return open;
  },
  get module() {
    return mod;
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  },
};

export function openA11yToolbar(): Promise<void> {
  openingHeaderPanel('a11y');
  open = true;
  emit();
  loading ??= import('./A11yPanel.tsx').then((m) => (mod = m));
  return loading.then(emit, (err: unknown) => {
    open = false;
    emit();
    console.warn('[ql] accessibility toolbar failed to load', err);
  });
}

export function closeA11yToolbar(): void {
  if (!open) return;
  open = false;
  emit();
}

registerHeaderPanel('a11y', closeA11yToolbar);

export function restoreA11ySettings(): void {
  const s = readA11y();
  if (!s.guide && !s.speak) return;
  void import('./effects.ts').then((m) => m.applyA11y(s, document.documentElement.lang || 'zh-CN'));
}
