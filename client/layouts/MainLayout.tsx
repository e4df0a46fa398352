/** The main layout (home, /ability, /landscapes): full-bleed content under the header. */
import type { ReactNode } from 'react';
import type { ShellData } from '../../shared/state.ts';
import { Footer } from '../components/Footer.tsx';
import { Header } from '../components/Header.tsx';
import { SkipLink } from '../components/SkipLink.tsx';

export function MainLayout({ shell, children }: { shell: ShellData; children: ReactNode }) {
  return (
    <div className="layout layout--main">
      <SkipLink />
      <Header shell={shell} overlay />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer shell={shell} />
    </div>
  );
}
