/**
 * Breadcrumbs with BreadcrumbList JSON-LD (schema.org). "Home" comes first by itself; the
 * last item is the current page (no link, aria-current). URLs in the JSON-LD are absolute.
 * Drawn by the design system's `.breadcrumb` class.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import { localizePath } from '../../../shared/locale.ts';
import { useConfig, useLocale } from '../../app-context.tsx';
import { LocaleLink } from '../LocaleLink.tsx';
import { JsonLd } from './JsonLd.tsx';

export interface Crumb {
  label: string;
  /** Unprefixed path (with query); absent on the current page. */
  to?: string;
}

function breadcrumbJsonLd(crumbs: Crumb[], origin: string, locale: Parameters<typeof localizePath>[1]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      ...(c.to ? { item: origin + localizePath(c.to, locale) } : {}),
    })),
  };
}

export function Breadcrumbs({ items, className = '' }: { items: Crumb[]; className?: string }) {
  const { t } = useTranslation('common');
  const { origin } = useConfig();
  const locale = useLocale();
  const crumbs: Crumb[] = [{ label: t('nav.home'), to: '/' }, ...items];
  return (
    <>
      <nav aria-label={t('nav.breadcrumb')} className={`breadcrumb ${className}`}>
        <ol>
          {crumbs.map((c, i) => {
            const last = i === crumbs.length - 1;
            return (
              <li key={`${i}-${c.label}`} className="min-w-0">
                {last || !c.to ? (
                  <span aria-current={last ? 'page' : undefined} className="inline-block max-w-[min(16rem,100%)] truncate align-bottom">
                    {c.label}
                  </span>
                ) : (
                  <LocaleLink to={c.to} className="hover:underline">
                    {c.label}
                  </LocaleLink>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(crumbs, origin, locale)} />
    </>
  );
}
