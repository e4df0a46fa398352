/**
 * The entries of a list page, rendered by content type, one switch on typeCode. Live
 * cameras and audio guides use the richer cards of MediaLists.tsx, in their own chunk so the
 * other ten list pages do not load them (docs/decisions/028-lazy-hydration.md).
 */
import type { ArticleSummary } from '../../../../shared/api/content.ts';
import type { ArticleListData } from '../../../../shared/page-data.ts';
import { coverViewer } from '../../../components/cards/coverViewer.ts';
import { useRefreshWhileVisible } from '../../../hooks/useRefreshWhileVisible.ts';
import { lazyHydrate } from '../../../lazyHydrate.tsx';
import { CardGrid, photoSpan } from './CardGrid.tsx';
import { GalleryCard, NewsRow, PlaceCard, ProductCard, ServiceCard } from './items.tsx';

const LiveList = lazyHydrate(() => import('./MediaLists.tsx').then((m) => m.LiveList));
const AudioGuideList = lazyHydrate(() => import('./MediaLists.tsx').then((m) => m.AudioGuideList));

/** Snapshots are refreshed every minute while the page is open and visible. */
const SNAPSHOT_REFRESH_MS = 60_000;

/** The live list's refresh, from hydration on rather than from when the cards' chunk arrives. */
function LiveRefresh() {
  useRefreshWhileVisible(SNAPSHOT_REFRESH_MS);
  return null;
}

export function ListItems({ data, numbers }: { data: ArticleListData; numbers: ReadonlyMap<number, number> }) {
  const records: ArticleSummary[] = data.page.records;
  switch (data.typeCode) {
    case 'hotel':
    case 'restaurant':
    case 'shop':
    case 'poi':
      return <CardGrid records={records} className="grid grid-cols-1 gap-5 sm:grid-cols-2" itemClassName={photoSpan(records)} card={(a) => <PlaceCard a={a} mapNumber={numbers.get(a.id)} />} />;
    case 'animal':
    case 'island':
    case 'landscape': {
      // One viewer over the page's photos: next/previous walks through the gallery.
      const { images, indexOf } = coverViewer(records, (a) => a.title);
      return (
        <CardGrid
          records={records}
          className="grid grid-cols-1 gap-x-5 gap-y-8 sm:grid-cols-2 lg:grid-cols-3"
          itemClassName={photoSpan(records)}
          card={(a) => <GalleryCard a={a} images={images} index={indexOf(a)} mapNumber={numbers.get(a.id)} />}
        />
      );
    }
    case 'store':
      return <CardGrid records={records} className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" itemClassName={photoSpan(records)} card={(a) => <ProductCard a={a} />} />;
    case 'service':
      return <CardGrid records={records} className="grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3" card={(a) => <ServiceCard a={a} />} />;
    case 'news': {
      const featured = (i: number) => i === 0 && data.page.pageNum === 1;
      return (
        <CardGrid
          records={records}
          className="flex flex-col gap-8 sm:gap-10"
          itemClassName={(i) => (featured(i) ? 'border-b border-gray-200 pb-10 dark:border-gray-800' : '')}
          card={(a, i) => <NewsRow a={a} featured={featured(i)} />}
        />
      );
    }
    case 'live':
      return (
        <>
          <LiveRefresh />
          <LiveList records={records} streams={data.streams} />
        </>
      );
    case 'explain':
      return <AudioGuideList records={records} />;
  }
}
