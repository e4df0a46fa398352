/**
 * Detail pages /hotel/detail, /restaurants/detail, /shop/detail, /poi/detail (?id=), and the
 * single-article view of /article?id= (any type; used by ArticlePage.tsx): breadcrumbs,
 * gallery (opens the image viewer), key facts, sanitized rich text (data.contentHtml only),
 * a map, related entries and schema.org data. Bad ids never get here: the loader 404s.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ArticleDetailData } from '../../../shared/page-data.ts';
import { articleHref, LIST_PATH } from '../../../shared/routes.ts';
import { localizePath } from '../../../shared/locale.ts';
import { useConfig, useLocale } from '../../app-context.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { PlaceMap } from '../../components/map/lazyMap.ts';
import { articlePlaces } from '../../components/map/places.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { JsonLd } from '../../components/ui/JsonLd.tsx';
import { Gallery, galleryImages } from './detail/Gallery.tsx';
import { detailJsonLd } from './detail/jsonld.ts';
import { hasFacts, KeyFacts } from './detail/KeyFacts.tsx';
import { MediaBlock } from './detail/MediaBlock.tsx';
import { Related, TYPE_ROUTE } from './detail/Related.tsx';
import { isoDay, longDate } from '../../format/dates.ts';
import { categoryLabel } from './list/labels.ts';
import { RichText } from '../../components/rich-text/RichText.tsx';
import { Stars } from './Stars.tsx';
import { usePage } from '../../hooks/usePage.ts';

export function ArticleView({ data }: { data: ArticleDetailData }) {
  const { t } = useTranslation('places');
  const { t: tp } = useTranslation('pages');
  const { origin } = useConfig();
  const locale = useLocale();
  const a = data.article;
  const listTitle = tp(`titles.${TYPE_ROUTE[a.typeCode]}`);
  const images = galleryImages(a.cover, a.images, a.title);
  const here = articlePlaces([a]);
  // Related entries with coordinates share the map, so "nearby" means something.
  const places = here.length ? [...here, ...articlePlaces(a.related).filter((p) => p.id !== a.id)] : [];
  const ld = detailJsonLd(a, origin + localizePath(articleHref(a.typeCode, a.id), locale), origin);
  const facts = hasFacts(a);
  const isNews = a.typeCode === 'news';

  return (
    <article data-testid="article-detail" data-type={a.typeCode}>
      <PageMeta title={a.title} description={a.summary} image={a.cover} type="article" />
      {ld && <JsonLd data={ld} />}
      <Breadcrumbs items={[{ label: listTitle, to: LIST_PATH[a.typeCode] }, { label: a.title }]} />

      <header className="mt-5 mb-7 max-w-4xl">
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <Badge tone="brand">{listTitle}</Badge>
          {a.attrs.category && <Badge>{categoryLabel(t, a.typeCode, a.attrs.category)}</Badge>}
          {a.attrs.stars ? <Stars count={a.attrs.stars} className="ml-1" /> : null}
        </div>
        <h1 className="text-3xl leading-tight font-bold tracking-tight text-balance text-gray-900 sm:text-4xl lg:text-5xl dark:text-white">{a.title}</h1>
        {isNews && (
          <time dateTime={isoDay(a.publishTime)} className="mt-3 block text-sm font-medium text-brand-800 dark:text-brand-300">
            {longDate(a.publishTime, locale)}
          </time>
        )}
        {a.summary && <p className="mt-4 text-lg text-pretty text-gray-600 sm:text-xl dark:text-gray-300">{a.summary}</p>}
      </header>

      <Gallery images={images} title={a.title} />

      <div className={`mt-10 grid grid-cols-1 gap-10 ${facts ? 'lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]' : ''}`}>
        {facts && (
          // The facts (hours, price, phone) come before the long description in the markup, as a
          // phone shows them and a screen reader reads them, and so within the first screen the
          // inline CSS covers (docs/decisions/029-critical-css.md); on a wide screen, the right column.
          <aside className="lg:sticky lg:top-24 lg:order-last lg:self-start">
            <KeyFacts a={a} />
          </aside>
        )}
        <div className="min-w-0">
          <MediaBlock a={a} />
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="mb-4 text-2xl font-bold text-gray-900 dark:text-white">
              {t('detail.about')}
            </h2>
            {data.contentHtml.trim() ? (
              <RichText html={data.contentHtml} />
            ) : (
              <p className="text-gray-600 dark:text-gray-300">{t('detail.noContent')}</p>
            )}
          </section>
          {a.tags.length > 0 && (
            <ul className="mt-8 flex flex-wrap gap-2" aria-label={t('facts.tags')}>
              {a.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-700 dark:bg-gray-800 dark:text-gray-200">
                  #{tag}
                </li>
              ))}
            </ul>
          )}
          {data.map && places.length > 0 && (
            // The map is a screen tool (pins to tap, filters); on paper the address in the facts says where.
            <section aria-labelledby="location-heading" className="mt-12 print:hidden">
              <h2 id="location-heading" className="mb-4 text-2xl font-bold text-gray-900 dark:text-white">
                {t('detail.location')}
              </h2>
              <PlaceMap frame={data.map} places={places} title={t('map.title', { name: a.title })} legend="places" fit />
            </section>
          )}
        </div>
      </div>

      <Related items={a.related} />
    </article>
  );
}

export function Component() {
  const { data } = usePage<ArticleDetailData>();
  return <ArticleView data={data} />;
}
