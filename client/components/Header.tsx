/** Site header: brand, main menu tree, search entry, language switch. */
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../../shared/api/shell.ts';
import type { ShellData } from '../../shared/state.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { LocaleLink } from './LocaleLink.tsx';

function MenuItem({ node }: { node: MenuNode }) {
  const label = node.path ? <LocaleLink to={node.path}>{node.name}</LocaleLink> : <span>{node.name}</span>;
  return (
    <li>
      {label}
      {node.children.length > 0 && (
        <ul>
          {node.children.map((c) => (
            <MenuItem key={c.menuId} node={c} />
          ))}
        </ul>
      )}
    </li>
  );
}

export function Header({ shell, overlay = false }: { shell: ShellData; overlay?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <header className={overlay ? 'site-header site-header--overlay' : 'site-header'}>
      <LocaleLink to="/" className="brand">
        <img src="/logo.png" alt="" width={32} height={32} />
        <span>{t('site.name')}</span>
      </LocaleLink>
      <nav aria-label={t('nav.menu')}>
        <ul className="menu">
          {shell.mainMenu.map((n) => (
            <MenuItem key={n.menuId} node={n} />
          ))}
        </ul>
      </nav>
      <LocaleLink to="/search">{t('nav.search')}</LocaleLink>
      <LanguageSwitch />
    </header>
  );
}
