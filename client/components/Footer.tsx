/** Site footer from the footer config (PRODUCT.md §5): organisation, address, filings, contacts. */
import { useTranslation } from 'react-i18next';
import type { ShellData } from '../../shared/state.ts';

export function Footer({ shell }: { shell: ShellData }) {
  const { t } = useTranslation('common');
  const f = shell.footer;
  return (
    <footer className="site-footer">
      <p className="site-footer__org">{f.organisation}</p>
      <address>{f.address}</address>
      <ul className="site-footer__contacts">
        {f.contacts.map((c) => (
          <li key={c.label}>
            {c.label}: {c.href ? <a href={c.href}>{c.value}</a> : c.value}
          </li>
        ))}
      </ul>
      {shell.externalMenu.length > 0 && (
        <nav aria-label={t('nav.externalLinks')}>
          <ul>
            {shell.externalMenu.map((m) => (
              <li key={m.menuId}>
                <a href={m.url ?? '#'} target="_blank" rel="noopener noreferrer">
                  {m.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className="site-footer__filing">
        <a href={f.icp.url} target="_blank" rel="noopener noreferrer">
          {f.icp.number}
        </a>
        {f.psb && (
          <a href={f.psb.url} target="_blank" rel="noopener noreferrer">
            {f.psb.number}
          </a>
        )}
      </p>
      <p className="site-footer__copy">{f.copyright}</p>
    </footer>
  );
}
