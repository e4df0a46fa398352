/**
 * Getting here (docs/plan.md §Getting here): from the regional capital, the airport and the
 * railway station to the county town and on to the gates at Lankou, every mode with its time,
 * fare, frequency and first and last departures by season; a schematic route map with its list
 * of legs; altitude advice for arrivals by air.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import type { GettingHereData } from '../../../shared/page-data.ts';
import { useLocale } from '../../app-context.tsx';
import { LocaleLink } from '../../components/LocaleLink.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { PageHeader } from '../../components/page-header/PageHeader.tsx';
import { Breadcrumbs, Icon } from '../../components/ui/index.ts';
import { monthDayRange, travelTime } from '../../format/dates.ts';
import { usePage } from '../../hooks/usePage.ts';
import { Altitude } from './Altitude.tsx';
import { LegCard } from './LegCard.tsx';
import { RouteMap } from './RouteMap.tsx';

export function Component() {
  const { t } = useTranslation(['plan', 'pages']);
  const locale = useLocale();
  const { data } = usePage<GettingHereData>();
  const { places, legs, seasons, altitude } = data.access;
  const title = t('pages:titles.gettingHere');
  const name = (id: string) => places.find((p) => p.id === id)?.name ?? id;
  const span = (season: 'main' | 'low') => {
    const s = seasons.find((x) => x.season === season);
    return s ? monthDayRange(s.from, s.to, locale) : '';
  };
  // Legs grouped by where they start, in the places' order (capital first, the gates' road last).
  const origins = places.filter((p) => legs.some((l) => l.from === p.id));
  return (
    <>
      <PageMeta title={title} description={t('here.description')} />
      <Breadcrumbs items={[{ label: title }]} />
      <PageHeader title={title} lead={t('here.lead')} />
      <p className="mb-8 text-gray-800 dark:text-gray-200" data-testid="seasons">
        {t('here.seasons', { main: span('main'), low: span('low'), season: t(`here.seasonWords.${data.access.season}`) })}
      </p>
      <div className="space-y-10 print:space-y-4">
        <section aria-labelledby="route-map" className="plan-map grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,28rem)_1fr] print:grid-cols-[16rem_1fr] print:gap-4">
          <h2 id="route-map" className="text-xl font-bold text-gray-900 lg:col-span-2 dark:text-white">
            {t('here.mapTitle')}
          </h2>
          <RouteMap places={places} legs={legs} />
          <div>
            <h3 className="font-semibold text-gray-900 dark:text-white">{t('here.mapLegs')}</h3>
            <ol className="mt-2 space-y-1 text-sm text-gray-800 print:space-y-0 print:text-xs dark:text-gray-200" data-testid="route-legs">
              {legs.map((l) => (
                <li key={l.id} className="tabular-nums">
                  {t('here.legLine', { from: name(l.from), to: name(l.to), mode: t(`here.modes.${l.mode}`), time: travelTime(l.minutes, locale) })}
                </li>
              ))}
            </ol>
          </div>
        </section>
        {origins.map((p) => (
          <section key={p.id} aria-labelledby={`from-${p.id}`}>
            <h2 id={`from-${p.id}`} className="flex items-center gap-2 text-xl font-bold text-gray-900 dark:text-white">
              <Icon name="pin" className="size-5 text-brand-700 dark:text-brand-300" />
              {t('here.fromTitle', { place: p.name })}
            </h2>
            <p className="mt-1 mb-4 text-sm text-gray-700 dark:text-gray-300">{p.note}</p>
            <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3 print:grid-cols-3 print:gap-2">
              {legs
                .filter((l) => l.from === p.id)
                .map((l) => (
                  <LegCard key={l.id} leg={l} to={name(l.to)} seasons={seasons} />
                ))}
            </ul>
          </section>
        ))}
        <Altitude advice={altitude} place={name(altitude.place)} />
        <p className="flex flex-wrap gap-x-6 gap-y-2 font-medium print:hidden">
          <LocaleLink to="/when-to-visit" className="text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">
            {t('here.whenLink')}
          </LocaleLink>
          <LocaleLink to="/tickets" className="text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">
            {t('here.ticketsLink')}
          </LocaleLink>
        </p>
      </div>
    </>
  );
}
