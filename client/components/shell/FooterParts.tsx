/** Footer pieces: friendly links, filing numbers, photo credits (docs/product.md §5). */
import { useTranslation } from '../../i18n/use-translation.ts';
import type { FooterConfig, FooterLink, FriendlyLink, MenuNode } from '../../../shared/api/shell.ts';
import { LocaleLink } from '../LocaleLink.tsx';
import { ExternalLink } from './ExternalLink.tsx';
import { Icon } from '../ui/Icon.tsx';

export function FriendlyLinks({ links }: { links: FriendlyLink[] | null }) {
  const { t } = useTranslation('common');
  if (!links?.length) return null;
  const sorted = [...links].sort((a, b) => a.orderNum - b.orderNum);
  return (
    <nav className="footer-col" aria-labelledby="friendly-title" data-testid="friendly-links">
      <h2 id="friendly-title" className="footer-col__title">
        {t('footer.friendlyLinks')}
      </h2>
      <ul className="footer-links">
        {sorted.map((l) => (
          <li key={l.id}>
            <ExternalLink href={l.url}>{l.name}</ExternalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site's own planning pages (docs/plan.md), from the footer config of the CMS. */
export function VisitLinks({ links }: { links: FooterLink[] }) {
  const { t } = useTranslation('common');
  if (!links.length) return null;
  return (
    <nav className="footer-col" aria-labelledby="visit-title" data-testid="visit-links">
      <h2 id="visit-title" className="footer-col__title">
        {t('footer.planVisit')}
      </h2>
      <ul className="footer-links">
        {links.map((l) => (
          <li key={l.path}>
            <LocaleLink to={l.path}>{l.label}</LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ExternalMenuLinks({ menu, title }: { menu: MenuNode[]; title: string }) {
  const items = menu.filter((m) => m.url || m.path);
  if (!items.length) return null;
  return (
    <nav className="footer-col" aria-labelledby="external-title">
      <h2 id="external-title" className="footer-col__title">
        {title}
      </h2>
      <ul className="footer-links">
        {items.map((m) => (
          <li key={m.menuId}>{m.url ? <ExternalLink href={m.url}>{m.name}</ExternalLink> : <LocaleLink to={m.path ?? '/'}>{m.name}</LocaleLink>}</li>
        ))}
      </ul>
    </nav>
  );
}

/** ICP number linked to the MIIT filing service, PSB number with its badge (as the rules ask). */
export function Filings({ footer }: { footer: FooterConfig }) {
  const { t } = useTranslation('common');
  return (
    <p className="footer-filings">
      {footer.icp?.number && (
        <ExternalLink href={footer.icp.url || 'https://beian.miit.gov.cn/'} title={t('footer.icpTitle')} icon={false}>
          {footer.icp.number}
        </ExternalLink>
      )}
      {footer.psb?.number && (
        <ExternalLink href={footer.psb.url} title={t('footer.psbTitle')} className="footer-filings__psb" icon={false}>
          <Icon name="shield" size={14} />
          {footer.psb.number}
        </ExternalLink>
      )}
    </p>
  );
}

export function PhotoCredits({ footer }: { footer: FooterConfig }) {
  const { t } = useTranslation('common');
  const credits = footer.photoCredits ?? [];
  if (!credits.length) return null;
  return (
    <details className="footer-credits" data-testid="photo-credits">
      <summary>
        <Icon name="photo" size={16} />
        {t('footer.credits', { count: credits.length })}
      </summary>
      <ul className="footer-credits__list">
        {credits.map((c) => (
          <li key={c.image}>
            {t('footer.creditLine', { title: c.title, author: c.author, licence: c.licence })}
            {/^https?:\/\//i.test(c.source) && (
              <>
                {' · '}
                <ExternalLink href={c.source} icon={false}>
                  {t('footer.creditSource')}
                </ExternalLink>
              </>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
