/**
 * The site frame every page shares (docs/behaviour.md §2; docs/product.md §5): skip link, loading bar,
 * urgent banner, header (with the music button), <main>, footer, and the accessibility toolbar: widgets
 * that must outlive route changes. Root renders one Shell for both the main and the default layout,
 * so switching layouts never remounts the header or the player.
 */
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { ShellData } from '../../shared/state.ts';
import { A11yHost, Footer, UrgentBanner } from '../components/shell/lazyParts.ts';
import { Header } from '../components/Header.tsx';
import { SkipLink } from '../components/SkipLink.tsx';
import { LoadingBar, useNavigating } from '../components/shell/LoadingBar.tsx';
import { installAfterHydration } from '../runtime/afterHydration.ts';
import { syncPathForcedMode } from '../runtime/colorMode.ts';

export type LayoutVariant = 'main' | 'default';

export function Shell({ shell, variant, children }: { shell: ShellData; variant: LayoutVariant; children: ReactNode }) {
  const { pathname } = useLocation();
  const navigating = useNavigating();
  useEffect(() => installAfterHydration(), []);
  useEffect(() => syncPathForcedMode(pathname), [pathname]);
  return (
    <div className="layout" data-layout={variant}>
      <SkipLink />
      <LoadingBar />
      {/* Above the header, the first thing on every page (docs/product.md §5 "Urgent notices"). */}
      <UrgentBanner notices={shell.urgent} />
      <Header shell={shell} />
      <main id="main" tabIndex={-1} className={variant === 'default' ? 'page-container' : 'main-full'} aria-busy={navigating || undefined}>
        {children}
      </main>
      <Footer shell={shell} />
      <A11yHost />
    </div>
  );
}
