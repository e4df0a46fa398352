/** Home page sections below the fold: introduction, sights, landscapes, themes, news. */
import { useTranslation } from '../../i18n/use-translation.ts';
import type { HomeModule } from '../../../shared/api/content.ts';
import type { HomeLandscape, HomeNews, HomeSpot, SubjectCardData } from '../../../shared/page-data.ts';
import { articleHref } from '../../../shared/routes.ts';
import { useLocale } from '../../app-context.tsx';
import { KindTile, Photo, SubjectCard } from '../../components/cards/Cards.tsx';
import { coverViewer } from '../../components/cards/coverViewer.ts';
import { LocaleLink } from '../../components/LocaleLink.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { SectionHeading } from '../../components/ui/SectionHeading.tsx';
import { ViewerLink } from '../../components/viewer/ViewerLink.tsx';
import { duration, isoDay, longDate } from '../../format/dates.ts';

export function Intro({ intro, stats }: { intro: HomeModule['intro']; stats: HomeModule['stats'] }) {
  const { t } = useTranslation('places');
  return (
    <section aria-labelledby="intro-heading" className="bg-gray-50 py-12 sm:py-24 dark:bg-gray-900/60">
      <div className="wrap grid grid-cols-1 items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="eyebrow mb-2">{t('home.intro.eyebrow')}</p>
          <h2 id="intro-heading" className="text-3xl font-bold tracking-tight text-balance text-gray-900 sm:text-4xl dark:text-white">
            {intro.title}
          </h2>
          <p className="mt-5 text-base leading-relaxed text-pretty text-gray-700 sm:text-lg dark:text-gray-300">{intro.body}</p>
          {stats.length > 0 && (
            <dl className="mt-8 grid grid-cols-2 gap-x-6 gap-y-5 border-t border-gray-200 pt-6 dark:border-gray-800">
              {stats.map((s) => (
                <div key={s.label}>
                  <dt className="stat__label">{s.label}</dt>
                  <dd className="stat__value">{s.value}</dd>
                </div>
              ))}
            </dl>
          )}
          <LocaleLink
            to="/scenicArea"
            className="btn btn--primary mt-8"
          >
            {t('home.intro.cta')}
            <Icon name="arrowRight" className="size-4" />
          </LocaleLink>
        </div>
        {/* A picture of the area, not news: on a phone the words and figures carry it (issue 43). */}
        {intro.image && (
          <div className="relative hidden aspect-[4/5] overflow-hidden sm:block rounded-3xl shadow-xl shadow-gray-900/10 sm:aspect-[4/3] lg:aspect-[4/5]">
            <Photo src={intro.image} alt="" sizes="(min-width: 1024px) 40vw, 100vw" className="size-full object-cover" />
          </div>
        )}
      </div>
    </section>
  );
}

export function Sights({ spots }: { spots: HomeSpot[] }) {
  const { t } = useTranslation('places');
  const locale = useLocale();
  if (spots.length === 0) return null;
  return (
    <section aria-labelledby="sights-heading" className="wrap py-12 sm:py-24">
      <SectionHeading id="sights-heading" eyebrow={t('home.sights.eyebrow')} title={t('home.sights.heading')} description={t('home.sights.lead')} moreTo="/scenicArea" moreLabel={t('home.sights.more')} />
      <ul data-reveal="fade-up" className="bleed flex snap-x snap-mandatory gap-4 overflow-x-auto pb-4 sm:mx-0 sm:grid sm:snap-none sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-4">
        {spots.slice(0, 8).map((s) => (
          <li key={s.id} className="spot">
            <article className={s.cover ? 'group spot-card' : 'group spot-card spot-card--text'}>
              {/* No true photo: the card is its words, the kind's tile above them, as tall as its row (decision 018). */}
              {s.cover ? (
                <>
                  <div className="spot-card__photo">
                    <Photo src={s.cover} alt="" sizes="(min-width: 1024px) 18rem, (min-width: 640px) 45vw, 78vw" className="spot-card__img" />
                  </div>
                  <div className="spot-card__scrim" />
                </>
              ) : (
                <KindTile kind="scenic" className="spot-card__tile" />
              )}
              <div className="spot-card__body">
                <h3 className="spot-card__name">
                  <LocaleLink to={`/scenicArea#spot-${s.id}`} className="spot-card__link">
                    {s.name}
                  </LocaleLink>
                </h3>
                <p className="spot-card__intro">{s.intro}</p>
                <p className="spot-card__meta">
                  <span className="spot-card__time">
                    <Icon name="clock" />
                    {duration(s.visitMinutes, locale)}
                  </span>
                  {s.tags.slice(0, 2).map((tag) => (
                    <span key={tag}>
                      {tag}
                    </span>
                  ))}
                </p>
              </div>
              <span className="spot-card__ring" />
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The mosaic's layout by its number of photos, 0 to 5 (styles/components/news.css). */
const MOSAIC_CLASS = ['mosaic', 'mosaic', 'mosaic mosaic--2', 'mosaic mosaic--3', 'mosaic mosaic--4', 'mosaic'] as const;

export function Landscapes({ items }: { items: HomeLandscape[] }) {
  const { t } = useTranslation('places');
  if (items.length === 0) return null;
  // The mosaic is of true photos; up to two items without one follow as a line of links, not as tiles.
  const photos = items.flatMap((a) => (a.cover ? [{ ...a, cover: a.cover }] : [])).slice(0, 5);
  const others = items.filter((a) => !a.cover).slice(0, Math.max(0, 5 - photos.length));
  const { images, indexOf } = coverViewer(photos, (a) => a.title);
  return (
    <section aria-labelledby="landscapes-heading" className="bg-gray-950 py-16 text-white sm:py-24 print:bg-transparent print:py-6 print:text-gray-900">
      <div className="wrap">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="eyebrow text-brand-300 print:text-brand-700">{t('home.landscapes.eyebrow')}</p>
            <h2 id="landscapes-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t('home.landscapes.heading')}
            </h2>
            {photos.length > 0 && <p className="mt-2 text-white/75 print:hidden">{t('viewer.hint')}</p>}
          </div>
          <LocaleLink to="/landscapes" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-300 hover:text-brand-200 print:text-brand-700">
            {t('home.landscapes.more')}
            <Icon name="arrowRight" className="size-4" />
          </LocaleLink>
        </div>
        {photos.length > 0 && (
          <ul data-reveal="fade-up" className={MOSAIC_CLASS[photos.length]} data-testid="landscape-mosaic">
            {photos.map((a, i) => (
              <li key={a.id} className="group relative">
                <ViewerLink images={images} index={indexOf(a)} label={t('viewer.open', { n: indexOf(a) + 1, total: images.length, title: a.title })} className="mosaic__link">
                  <Photo src={a.cover} alt="" sizes={i === 0 ? '(min-width: 768px) 50vw, 100vw' : '(min-width: 768px) 25vw, 50vw'} className="mosaic__img" />
                </ViewerLink>
                {/* The caption sits over the photo but outside the link (its name is the aria-label). */}
                <span aria-hidden="true" className="mosaic__caption">
                  {a.title}
                </span>
              </li>
            ))}
          </ul>
        )}
        {others.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-3" data-testid="landscape-more">
            {others.map((a) => (
              <li key={a.id}>
                <LocaleLink to={articleHref(a.typeCode, a.id)} className="mosaic__more">
                  <KindTile kind={a.typeCode} className="mosaic__tile" />
                  {a.title}
                </LocaleLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

export function Themes({ subjects }: { subjects: SubjectCardData[] }) {
  const { t } = useTranslation('places');
  if (subjects.length === 0) return null;
  return (
    <section aria-labelledby="themes-heading" className="wrap py-12 sm:py-24">
      <SectionHeading id="themes-heading" eyebrow={t('home.themes.eyebrow')} title={t('home.themes.heading')} description={t('home.themes.lead')} moreTo="/theme/list" moreLabel={t('home.themes.more')} />
      {/* On a phone the itineraries sit side by side and scroll, as the sights do: one card's height, not three. */}
      <ul data-reveal="fade-up" className="bleed flex snap-x snap-mandatory gap-4 overflow-x-auto pb-4 sm:mx-0 sm:grid sm:snap-none sm:grid-cols-2 sm:gap-5 sm:overflow-visible sm:px-0 lg:grid-cols-3">
        {subjects.map((s) => (
          <li key={s.id} className="w-[82%] shrink-0 snap-start sm:w-auto">
            <SubjectCard subject={s} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function News({ items }: { items: HomeNews[] }) {
  const { t } = useTranslation('places');
  const locale = useLocale();
  if (items.length === 0) return null;
  const [first, ...rest] = items;
  return (
    <section aria-labelledby="news-heading" className="border-t border-gray-200 py-12 sm:py-24 dark:border-gray-800">
      <div className="wrap">
        <SectionHeading id="news-heading" eyebrow={t('home.news.eyebrow')} title={t('home.news.heading')} moreTo="/trends" moreLabel={t('home.news.more')} />
        <div data-reveal="fade-up" className="grid grid-cols-1 gap-8 lg:grid-cols-2">
          {first && (
            <article className="group relative print:break-inside-avoid">
              {/* No true photo: the headline leads, with no picture's place above it (decision 018). */}
              {first.cover && (
                <div className="mb-4 aspect-[16/9] overflow-hidden rounded-2xl bg-gray-100 dark:bg-gray-800">
                  <Photo src={first.cover} alt="" sizes="(min-width: 1024px) 40vw, 100vw" className="size-full object-cover transition duration-500 group-hover:scale-[1.03] motion-reduce:transition-none" />
                </div>
              )}
              <time dateTime={isoDay(first.publishTime)} className="block text-sm text-gray-600 dark:text-gray-400">
                {longDate(first.publishTime, locale)}
              </time>
              <h3 className="mt-1 text-xl font-semibold text-gray-900 sm:text-2xl dark:text-white">
                <LocaleLink to={`/article?id=${first.id}`} className="news-link">
                  {first.title}
                </LocaleLink>
              </h3>
              <p className="mt-2 line-clamp-3 text-gray-600 dark:text-gray-300">{first.summary}</p>
            </article>
          )}
          <ul className="divide-y divide-gray-200 dark:divide-gray-800">
            {rest.map((a) => (
              <li key={a.id} className="group news-item">
                {a.cover && (
                  <div className="news-item__thumb">
                    <Photo src={a.cover} alt="" sizes="6rem" className="size-full object-cover" />
                  </div>
                )}
                <div className="min-w-0">
                  <time dateTime={isoDay(a.publishTime)} className="news-item__date">
                    {longDate(a.publishTime, locale)}
                  </time>
                  <h3 className="news-item__title">
                    <LocaleLink to={`/article?id=${a.id}`} className="news-link">
                      {a.title}
                    </LocaleLink>
                  </h3>
                  <p className="news-item__text">{a.summary}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
