/** The default layout: header, a content column, footer (the shared Shell, default variant). */
import type { ReactNode } from 'react';
import type { ShellData } from '../../shared/state.ts';
import { Shell } from './Shell.tsx';

export function DefaultLayout({ shell, children }: { shell: ShellData; children: ReactNode }) {
  return (
    <Shell shell={shell} variant="default">
      {children}
    </Shell>
  );
}
