/**
 * The error layout: needs no shell data (the shell itself may be what failed). It keeps the
 * loading bar (a navigation that ends here turns it red), the colour mode and language
 * switches, and the music button while music is playing (pause stays reachable).
 */
import type { ReactNode } from 'react';
import type { Locale } from '../../shared/api/envelope.ts';
import { localizePath } from '../../shared/locale.ts';
import { LanguageSwitch } from '../components/LanguageSwitch.tsx';
import { SkipLink } from '../components/SkipLink.tsx';
import { BrandMark } from '../components/shell/Brand.tsx';
import { ColorModeSwitch } from '../components/shell/ColorModeSwitch.tsx';
import { LoadingBar } from '../components/shell/LoadingBar.tsx';
import { MusicDock } from '../components/shell/lazyParts.ts';

export function ErrorLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <div className="layout layout--error" data-layout="error">
      <SkipLink />
      <LoadingBar error />
      <header className="error-header">
        <div className="wrap error-header__inner">
          <a className="brand" href={localizePath('/', locale)}>
            <BrandMark />
          </a>
          <div className="header-actions">
            <MusicDock tracks={null} />
            <LanguageSwitch />
            <ColorModeSwitch />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="error-main">
        {children}
      </main>
    </div>
  );
}
