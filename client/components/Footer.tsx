/**
 * Site footer (docs/product.md §5): the "today" band (weather, visitor flow, consult and QR
 * codes), then organisation, address, contacts, external and friendly links, filing numbers
 * and photo credits. Each optional widget hides alone when its data is null (§6).
 */
import { useTranslation } from '../i18n/use-translation.ts';
import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../route-facts.ts';
import type { FooterContact } from '../../shared/api/shell.ts';
import type { ShellData } from '../../shared/state.ts';
import { ConsultCard, QrCard } from './shell/Consult.tsx';
import { ExternalLink } from './shell/ExternalLink.tsx';
import { FlowCard } from './shell/Flow.tsx';
import { OpenNow } from './open-now/OpenNow.tsx';
import { ExternalMenuLinks, Filings, FriendlyLinks, PhotoCredits, VisitLinks } from './shell/FooterParts.tsx';
import { Icon } from './ui/Icon.tsx';
import { WeatherCard } from './shell/Weather.tsx';

/**
 * Nothing twice on one page: on the home page the page itself has the "today" block (its
 * section #today: weather, visitor flow, opening, plans), so the band there is no second
 * "today" (no title, lead or opening line): only the consult and QR cards, under a heading
 * of their own for screen readers (issue 43). On /tourist the page has its own contact
 * section, so the band keeps only weather and flow.
 */
function TodayBand({ shell, routeId }: { shell: ShellData; routeId: string | undefined }) {
  const { t } = useTranslation('common');
  const consult = routeId === 'tourist' ? null : shell.consult;
  if (routeId === 'home') {
    if (!consult) return null;
    return (
      <aside id="today-contact" className="today-band" aria-labelledby="contact-title">
        <div className="wrap">
          <h2 id="contact-title" className="sr-only">
            {t('shell.help')}
          </h2>
          <div className="today-band__grid today-band__grid--contact">
            <ConsultCard consult={consult} />
            <QrCard consult={consult} />
          </div>
        </div>
      </aside>
    );
  }
  const { weather, flow } = shell;
  if (!weather && !flow && !consult) return null;
  const variant = consult ? '' : ' today-band__grid--pair';
  return (
    <aside id="today" className="today-band" aria-labelledby="today-title">
      <div className="wrap">
        <div className="today-band__head">
          <h2 id="today-title" className="today-band__title">
            {t('shell.today')}
          </h2>
          <p className="today-band__lead">{t('shell.todayLead')}</p>
          <p className="today-band__lead font-semibold">
            <OpenNow />
          </p>
        </div>
        <div className={`today-band__grid${variant}`}>
          <WeatherCard weather={weather} stamp={shell.live.weather} now={shell.now} />
          <FlowCard flow={flow} stamp={shell.live.flow} now={shell.now} />
          <ConsultCard consult={consult} />
          <QrCard consult={consult} />
        </div>
      </div>
    </aside>
  );
}

function Contact({ c }: { c: FooterContact }) {
  const value = !c.href ? c.value : /^https?:/i.test(c.href) ? <ExternalLink href={c.href}>{c.value}</ExternalLink> : <a href={c.href}>{c.value}</a>;
  return (
    <li>
      <span className="footer-contacts__label">{c.label}</span> {value}
    </li>
  );
}

/** Digits and letters only, so "0836-288 0000" and "0836 2880000" are the same number. */
const bare = (s: string) => s.replace(/[^\p{L}\p{N}@.]/gu, '').toLowerCase();

/** The footer's contacts, without those the consult card (band or page) already shows. */
function newContacts(contacts: FooterContact[], consult: ShellData['consult']): FooterContact[] {
  if (!consult) return contacts;
  const shown = new Set([consult.hotline, consult.rescuePhone, consult.complaintPhone, consult.email].filter(Boolean).map((v) => bare(v!)));
  return contacts.filter((c) => !shown.has(bare(c.value)));
}

export function Footer({ shell }: { shell: ShellData }) {
  const { t } = useTranslation('common');
  const f = shell.footer;
  const routeId = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.route.id;
  const contacts = newContacts(f.contacts, shell.consult);
  return (
    <>
      <TodayBand shell={shell} routeId={routeId} />
      <footer className="site-footer">
        <div className="wrap site-footer__grid">
          <div className="footer-col footer-col--org">
            <p className="site-footer__org">
              <img src="/logo.png" alt="" width={36} height={36} loading="lazy" />
              <span className="min-w-0">{f.organisation}</span>
            </p>
            <address className="footer-address">
              <Icon name="pin" size={16} />
              <span>
                {f.address}
                {f.postcode && <> · {t('footer.postcode', { code: f.postcode })}</>}
              </span>
            </address>
            {contacts.length > 0 && (
              <ul className="footer-contacts" aria-label={t('footer.contact')}>
                {contacts.map((c) => (
                  <Contact key={`${c.label}-${c.value}`} c={c} />
                ))}
              </ul>
            )}
          </div>
          <VisitLinks links={f.visitLinks ?? []} />
          <ExternalMenuLinks menu={shell.externalMenu} title={t('nav.externalLinks')} />
          <FriendlyLinks links={shell.friendlyLinks} />
        </div>
        <div className="wrap site-footer__bottom">
          <p className="site-footer__copy">{f.copyright}</p>
          <Filings footer={f} />
          <PhotoCredits footer={f} />
        </div>
      </footer>
    </>
  );
}
