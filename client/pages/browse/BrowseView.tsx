/**
 * The three layouts of /article/* and /theme/* (docs/product.md §4): the same items as a list
 * with thumbnails and dates, a card grid, and a carousel. Articles and themes are mapped to
 * one item shape first, so the three views are written once.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ItemPhoto, KindTile, Photo, type ItemKind } from '../../components/cards/Cards.tsx';
import { LocaleLink } from '../../components/LocaleLink.tsx';
import { useLocale } from '../../app-context.tsx';
import { isoDay, longDate } from '../../format/dates.ts';
import { Carousel } from '../../components/carousel/Carousel.tsx';
import { Icon } from '../../components/ui/Icon.tsx';

export interface BrowseItem {
  key: string | number;
  /** Unprefixed path of the item's page. */
  href: string;
  title: string;
  summary: string;
  cover: string | null;
  /** What the item is: its kind's tile stands beside the title when it has no photo. */
  kind: ItemKind;
  /** ISO time shown as the item's date (articles); themes have none. */
  date?: string | null;
  /** A short label above the title: the article type, or a theme's length. */
  eyebrow?: string;
  /** When to go (themes): a sentence, so a line of its own rather than a tag (the sun mark, as on the theme's page). */
  season?: string | null;
  /** Short tags under the text. */
  meta?: string[];
}

export type BrowseLayout = 'list' | 'grid' | 'swiper';

function DateLine({ iso }: { iso?: string | null | undefined }) {
  const locale = useLocale();
  const text = longDate(iso, locale);
  return text ? <time dateTime={isoDay(iso)}>{text}</time> : null;
}

function Eyebrow({ item }: { item: BrowseItem }) {
  if (!item.eyebrow && !item.date) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-xs font-medium text-gray-600 dark:text-gray-400">
      {item.eyebrow && <span className="font-semibold tracking-wide text-brand-700 dark:text-brand-300">{item.eyebrow}</span>}
      {item.eyebrow && item.date && <span aria-hidden="true">·</span>}
      <DateLine iso={item.date} />
    </p>
  );
}

function Meta({ item }: { item: BrowseItem }) {
  const { season, meta } = item;
  return (
    <>
      {season && (
        <p className="mt-3 flex items-start gap-1.5 text-xs text-gray-600 dark:text-gray-400">
          <Icon name="sun" className="mt-px size-3.5 shrink-0" />
          <span>{season}</span>
        </p>
      )}
      {meta?.length ? (
        <ul className="mt-3 flex flex-wrap gap-1.5">
          {meta.map((m) => (
            <li key={m} className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-700 dark:bg-gray-800 dark:text-gray-300">
              {m}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The title link stretches over the whole card (one tab stop, the card is the target). */
function TitleLink({ item, children }: { item: BrowseItem; children: ReactNode }) {
  return (
    <LocaleLink
      to={item.href}
      className="stretched-link hover:text-brand-700 dark:hover:text-brand-300"
    >
      {children}
    </LocaleLink>
  );
}

const cardFrame =
  'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition card-focus hover:-translate-y-0.5 hover:shadow-md dark:border-gray-800 dark:bg-gray-900 motion-reduce:transition-none motion-reduce:hover:translate-y-0';

function BrowseCard({ item, headingLevel = 2, eager = false }: { item: BrowseItem; headingLevel?: 2 | 3; eager?: boolean }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const title = (
    <H className="mt-1 text-lg leading-snug font-semibold text-gray-900 dark:text-white">
      <TitleLink item={item}>{item.title}</TitleLink>
    </H>
  );
  return (
    <article className={cardFrame}>
      {item.cover && (
        <div className="aspect-[3/2] overflow-hidden bg-gray-100 dark:bg-gray-800">
          <Photo
            src={item.cover}
            alt=""
            eager={eager}
            sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 90vw"
            className="size-full object-cover transition duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
          />
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        {item.cover ? (
          <>
            <Eyebrow item={item} />
            {title}
          </>
        ) : (
          // No true photo: a compact card, the kind's tile beside the title (decision 018).
          <div className="flex items-start gap-3">
            <KindTile kind={item.kind} />
            <div className="min-w-0 flex-1">
              <Eyebrow item={item} />
              {title}
            </div>
          </div>
        )}
        <p className="mt-2 line-clamp-3 text-sm text-gray-600 dark:text-gray-300">{item.summary}</p>
        <div className="mt-auto">
          <Meta item={item} />
        </div>
      </div>
    </article>
  );
}

function BrowseList({ items }: { items: BrowseItem[] }) {
  return (
    <ol className="divide-y divide-gray-200 dark:divide-gray-800">
      {items.map((item, i) => (
        <li key={item.key} className="py-4 first:pt-0 sm:py-5">
          <article className="group relative flex flex-wrap gap-4 card-focus rounded-xl outline-offset-4 sm:gap-6">
            <div className="aspect-[4/3] w-28 shrink-0 overflow-hidden rounded-xl bg-gray-100 sm:w-52 dark:bg-gray-800">
              <ItemPhoto src={item.cover} kind={item.kind} eager={i < 2} sizes="(min-width: 640px) 208px, 112px" className="size-full object-cover" />
            </div>
            <div className="min-w-0 flex-1 basis-40">
              <Eyebrow item={item} />
              <h2 className="mt-1 text-base leading-snug font-semibold text-gray-900 sm:text-xl dark:text-white">
                <TitleLink item={item}>{item.title}</TitleLink>
              </h2>
              <p className="mt-1.5 line-clamp-2 text-sm text-gray-600 sm:line-clamp-3 sm:text-base dark:text-gray-300">{item.summary}</p>
              <div className="hidden sm:block">
                <Meta item={item} />
              </div>
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}

function BrowseGrid({ items }: { items: BrowseItem[] }) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, i) => (
        <li key={item.key}>
          <BrowseCard item={item} eager={i < 3} />
        </li>
      ))}
    </ul>
  );
}

function BrowseSwiper({ items, label }: { items: BrowseItem[]; label: string }) {
  return <Carousel label={label} slides={items.map((item, i) => ({ key: item.key, node: <BrowseCard item={item} eager={i < 3} /> }))} />;
}

export function BrowseView({ layout, items, label }: { layout: BrowseLayout; items: BrowseItem[]; label: string }) {
  if (layout === 'grid') return <BrowseGrid items={items} />;
  if (layout === 'swiper') return <BrowseSwiper items={items} label={label} />;
  return <BrowseList items={items} />;
}

/**
 * List / grid / carousel switch: links to the sibling route with the same query, so the
 * visitor keeps the chosen type and page.
 */
export function LayoutSwitch({ base, layout, search }: { base: '/article' | '/theme'; layout: BrowseLayout; search: string }) {
  const { t } = useTranslation('guide');
  return (
    <nav aria-label={t('browse.layout')} className="layout-switch inline-flex max-w-full flex-wrap rounded-3xl bg-gray-100 p-1 print:hidden dark:bg-gray-800">
      {(['list', 'grid', 'swiper'] as const).map((l) => (
        <LocaleLink
          key={l}
          to={`${base}/${l}${search}`}
          preventScrollReset
          aria-current={l === layout ? 'page' : undefined}
          className={`inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
            l === layout
              ? 'bg-white text-gray-900 shadow-sm dark:bg-gray-950 dark:text-white'
              : 'text-gray-600 hover:text-gray-900 dark:text-gray-300 dark:hover:text-white'
          }`}
        >
          <Icon name={l} className="size-4" />
          {t(`browse.${l}`)}
        </LocaleLink>
      ))}
    </nav>
  );
}
