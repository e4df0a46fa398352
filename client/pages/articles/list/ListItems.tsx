/**
 * The entries of a list page, rendered by content type, one switch on typeCode. Live
 * cameras and audio guides use the richer LiveCard and AudioGuideCard beside this folder.
 */
import type { ArticleSummary } from '../../../../shared/api/content.ts';
import type { ArticleListData } from '../../../../shared/page-data.ts';
import { coverViewer } from '../../../components/cards/coverViewer.ts';
import { AudioGuideCard } from '../AudioGuideCard.tsx';
import { useRefreshWhileVisible } from '../../../hooks/useRefreshWhileVisible.ts';
import { LiveCard } from '../LiveCard.tsx';
import { GalleryCard, NewsRow, PlaceCard, ProductCard, ServiceCard } from './items.tsx';

/** Snapshots are refreshed every minute while the page is open and visible. */
const SNAPSHOT_REFRESH_MS = 60_000;

function LiveList({ records, streams }: { records: ArticleSummary[]; streams: ArticleListData['streams'] }) {
  useRefreshWhileVisible(SNAPSHOT_REFRESH_MS);
  return (
    <ul className="grid gap-6 md:grid-cols-2" data-testid="list-items">
      {records.map((a) => (
        <li key={a.id}>
          <LiveCard article={a} status={streams?.[a.id]} />
        </li>
      ))}
    </ul>
  );
}

export function ListItems({ data, numbers }: { data: ArticleListData; numbers: ReadonlyMap<number, number> }) {
  const records: ArticleSummary[] = data.page.records;
  switch (data.typeCode) {
    case 'hotel':
    case 'restaurant':
    case 'shop':
    case 'poi':
      return (
        <ul className="grid gap-5 sm:grid-cols-2" data-testid="list-items">
          {records.map((a) => (
            <li key={a.id}>
              <PlaceCard a={a} mapNumber={numbers.get(a.id)} />
            </li>
          ))}
        </ul>
      );
    case 'animal':
    case 'island':
    case 'landscape': {
      // One viewer over the page's photos: next/previous walks through the gallery.
      const { images, indexOf } = coverViewer(records, (a) => a.title);
      return (
        <ul className="grid gap-x-5 gap-y-8 sm:grid-cols-2 lg:grid-cols-3" data-testid="list-items">
          {records.map((a) => (
            <li key={a.id}>
              <GalleryCard a={a} images={images} index={indexOf(a)} mapNumber={numbers.get(a.id)} />
            </li>
          ))}
        </ul>
      );
    }
    case 'store':
      return (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="list-items">
          {records.map((a) => (
            <li key={a.id}>
              <ProductCard a={a} />
            </li>
          ))}
        </ul>
      );
    case 'service':
      return (
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3" data-testid="list-items">
          {records.map((a) => (
            <li key={a.id}>
              <ServiceCard a={a} />
            </li>
          ))}
        </ul>
      );
    case 'news':
      return (
        <ul className="flex flex-col gap-8 sm:gap-10" data-testid="list-items">
          {records.map((a, i) => (
            <li key={a.id} className={i === 0 && data.page.pageNum === 1 ? 'border-b border-gray-200 pb-10 dark:border-gray-800' : ''}>
              <NewsRow a={a} featured={i === 0 && data.page.pageNum === 1} />
            </li>
          ))}
        </ul>
      );
    case 'live':
      return <LiveList records={records} streams={data.streams} />;
    case 'explain':
      return (
        <ul className="grid gap-4 lg:grid-cols-2" data-testid="list-items">
          {records.map((a) => (
            <li key={a.id}>
              <AudioGuideCard article={a} />
            </li>
          ))}
        </ul>
      );
  }
}
