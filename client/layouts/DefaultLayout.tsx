/** The default layout: header, a content column, footer. */
import type { ReactNode } from 'react';
import type { ShellData } from '../../shared/state.ts';
import { Footer } from '../components/Footer.tsx';
import { Header } from '../components/Header.tsx';
import { SkipLink } from '../components/SkipLink.tsx';

export function DefaultLayout({ shell, children }: { shell: ShellData; children: ReactNode }) {
  return (
    <div className="layout layout--default">
      <SkipLink />
      <Header shell={shell} />
      <main id="main" tabIndex={-1} className="page-container">
        {children}
      </main>
      <Footer shell={shell} />
    </div>
  );
}
