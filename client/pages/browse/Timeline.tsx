/**
 * A theme's day-by-day itinerary as a timeline (docs/product.md §4 /theme?id=). Each stop links
 * to its real entry: an article page (articleHref) or the spot on /scenicArea.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ArticleTypeCode, ItineraryDay, ItineraryStop } from '../../../shared/api/content.ts';
import { matchPage } from '../../../shared/match-page.ts';
import { LIST_PATH, articleHref } from '../../../shared/routes.ts';
import { LocaleLink } from '../../components/LocaleLink.tsx';

/** Unprefixed URL of a stop's entry, or null for a stop without one. */
export function stopHref(ref: ItineraryStop['ref']): string | null {
  if (!ref) return null;
  return ref.kind === 'scenic' ? `/scenicArea#spot-${ref.id}` : articleHref(ref.typeCode, ref.id);
}

/** Route id of an article type's own list page, for its localized name ("住宿", "Where to stay"). */
export function typeRouteId(code: ArticleTypeCode): string {
  const match = matchPage(LIST_PATH[code]);
  return match.kind === 'page' ? match.route.id : 'article';
}

export function dayAnchor(day: number): string {
  return `day-${day}`;
}

function StopKind({ stop }: { stop: ItineraryStop }) {
  const { t } = useTranslation(['guide', 'pages']);
  if (!stop.ref) return null;
  const label = stop.ref.kind === 'scenic' ? t('pages:titles.scenicArea') : t(`pages:titles.${typeRouteId(stop.ref.typeCode)}`);
  return <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 dark:bg-brand-950 dark:text-brand-200">{label}</span>;
}

function Stop({ stop }: { stop: ItineraryStop }) {
  const { t } = useTranslation('guide');
  const href = stopHref(stop.ref);
  return (
    <li className="relative pb-6 pl-8 last:pb-0 sm:pl-28">
      {/* The rail and its dot; hidden from assistive tech (the list order carries the sequence). */}
      <span aria-hidden="true" className="absolute top-2 bottom-0 left-[0.4375rem] w-px bg-gray-200 sm:left-[5.9375rem] dark:bg-gray-700 [li:last-child>&]:hidden" />
      <span aria-hidden="true" className="absolute top-1.5 left-0 size-3.5 rounded-full border-2 border-brand-600 bg-white sm:left-[5.5rem] dark:border-brand-300 dark:bg-gray-900" />
      <p className="text-sm font-semibold text-gray-700 tabular-nums sm:absolute sm:top-0.5 sm:left-0 sm:w-20 sm:text-right dark:text-gray-300">
        {stop.time ? <time>{stop.time}</time> : <span className="text-gray-500 dark:text-gray-400">{t('theme.anyTime')}</span>}
      </p>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h3 className="text-base font-semibold text-gray-900 dark:text-white">
          {href ? (
            <LocaleLink to={href} className="text-brand-800 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700 dark:text-brand-300 dark:decoration-brand-700 dark:hover:decoration-brand-300">
              {stop.name}
            </LocaleLink>
          ) : (
            stop.name
          )}
        </h3>
        <StopKind stop={stop} />
      </div>
      {stop.note && <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{stop.note}</p>}
    </li>
  );
}

export function Timeline({ days }: { days: ItineraryDay[] }) {
  const { t } = useTranslation('guide');
  return (
    <div className="space-y-10">
      {days.map((d) => (
        <section key={d.day} aria-labelledby={dayAnchor(d.day)} className="scroll-mt-24">
          <h2 id={dayAnchor(d.day)} className="mb-5 flex flex-wrap items-baseline gap-x-3 gap-y-2 text-xl font-bold text-gray-900 dark:text-white">
            <span className="shrink-0 rounded-lg bg-brand-700 px-2.5 py-1 text-sm font-semibold text-white dark:bg-brand-300 dark:text-gray-950">
              {t('theme.day', { n: d.day })}
            </span>
            <span className="min-w-0 flex-1 basis-40">{d.title}</span>
          </h2>
          <ol className="relative">
            {d.stops.map((s, i) => (
              <Stop key={i} stop={s} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
