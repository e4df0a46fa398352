/** The external links menu (menuPosition 2, docs/behaviour.md §9) as a header dropdown. */
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { MenuNode } from '../../../shared/api/shell.ts';
import { Icon } from '../ui/Icon.tsx';
import { MenuLink } from './MenuLink.tsx';
import { usePopover } from '../../hooks/usePopover.ts';

export function ExternalMenu({ menu }: { menu: MenuNode[] }) {
  const { t } = useTranslation('common');
  const pop = usePopover();
  const items = menu.filter((m) => m.url || m.path);
  if (!items.length) return null;
  return (
    <nav className="popover" ref={pop.rootRef} aria-label={t('nav.externalLinks')} data-testid="external-menu">
      <button {...pop.buttonProps} className="utility-btn">
        {t('nav.externalLinks')}
        <Icon name="chevronDown" size={14} />
      </button>
      {/* Filled when open: the footer lists the same links for every page, crawler and
          no-JS visitor, so the closed panel need not repeat them (docs/decisions/031-shorter-markup.md). */}
      <ul {...pop.panelProps} className="popover__panel popover__panel--menu">
        {pop.open &&
          items.map((m) => (
            <li key={m.menuId}>
              <MenuLink node={m} current={false} className="popover__link" />
            </li>
          ))}
      </ul>
    </nav>
  );
}

/** The same links inline (drawer). */
export function ExternalList({ menu }: { menu: MenuNode[] }) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const items = menu.filter((m) => m.url || m.path);
  if (!items.length) return null;
  // A title, not a heading: the drawer is a <dialog>, whose outline would have to start at h1
  // ahead of the page's own h1 now that the drawer is in the HTML (decision 052); its landmark
  // carries the name.
  return (
    <nav className="drawer-section" aria-labelledby={titleId}>
      <p className="drawer-section__title" id={titleId}>
        {t('nav.externalLinks')}
      </p>
      <ul className="drawer-links">
        {items.map((m) => (
          <li key={m.menuId}>
            <MenuLink node={m} current={false} className="drawer-link drawer-link--small" />
          </li>
        ))}
      </ul>
    </nav>
  );
}
