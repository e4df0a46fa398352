/**
 * The main layout (home, /ability, /landscapes): full-bleed content; the header floats over
 * a first .hero photo (the shared Shell, main variant).
 */
import type { ReactNode } from 'react';
import type { ShellData } from '../../shared/state.ts';
import { Shell } from './Shell.tsx';

export function MainLayout({ shell, children }: { shell: ShellData; children: ReactNode }) {
  return (
    <Shell shell={shell} variant="main">
      {children}
    </Shell>
  );
}
