/**
 * Site header (docs/product.md §5). Wide screens: a utility row (weather and visitor
 * flow chips, external links, accessibility toolbar, colour mode) above the bar (brand, main
 * menu with nested dropdowns, search, language). Narrower: brand, search, language and the
 * menu button of the drawer. It stays at the top of the window (sticky) and solid on every
 * page, so it never covers a photograph's text (client/styles/shell/header.css).
 */
import { useTranslation } from '../i18n/use-translation.ts';
import type { ShellData } from '../../shared/state.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { LocaleLink } from './LocaleLink.tsx';
import { Brand } from './shell/Brand.tsx';
import { ColorModeSwitch } from './shell/ColorModeSwitch.tsx';
import { A11yButton, DesktopNav, ExternalList, ExternalMenu, FlowChip, MobileNav, MusicDock, OpenNow, SearchToggle, WeatherChip } from './shell/lazyParts.ts';
import { SearchForm } from './shell/SearchForm.tsx';
import { Icon } from './ui/Icon.tsx';

export function Header({ shell }: { shell: ShellData }) {
  const { t } = useTranslation('common');
  return (
    <header className="site-header" data-testid="site-header">
      <div className="utility-bar">
        <div className="wrap utility-bar__inner">
          <div className="utility-bar__status">
            <LocaleLink className="utility-chip" to="/tourist#hours" data-testid="open-now-chip">
              <OpenNow />
            </LocaleLink>
            <WeatherChip weather={shell.weather} stamp={shell.live.weather} />
            <FlowChip flow={shell.flow} stamp={shell.live.flow} />
          </div>
          <div className="utility-bar__tools" role="group" aria-label={t('shell.tools')}>
            <ExternalMenu menu={shell.externalMenu} />
            <A11yButton />
            <ColorModeSwitch />
          </div>
        </div>
      </div>
      <div className="wrap header-bar">
        <Brand />
        <DesktopNav menu={shell.mainMenu} />
        <div className="header-actions">
          {/* The site's main call to action: reserving a timed entry (docs/tickets.md). */}
          <LocaleLink className="header-cta" to="/tickets" title={t('shell.tickets')} data-testid="header-tickets">
            <Icon name="ticket" className="size-5" />
            <span className="header-cta__label">{t('shell.tickets')}</span>
          </LocaleLink>
          <MusicDock tracks={shell.music} />
          <SearchToggle />
          <LanguageSwitch />
          <MobileNav menu={shell.mainMenu}>
            <div className="drawer-section">
              <SearchForm idSuffix="drawer" />
            </div>
            <ExternalList menu={shell.externalMenu} />
            <div className="drawer-section drawer-section--tools">
              <ColorModeSwitch inline />
              <A11yButton className="btn btn--block" testId="drawer-a11y-button" />
            </div>
            <div className="drawer-section">
              <LocaleLink className="btn btn--primary btn--block" to="/tickets">
                <Icon name="ticket" />
                {t('shell.tickets')}
              </LocaleLink>
            </div>
          </MobileNav>
        </div>
      </div>
    </header>
  );
}
