/**
 * The entries of /live and /explain: camera and audio-guide cards. Their own chunk,
 * hydrated when it arrives (docs/decisions/028-lazy-hydration.md): the other list pages never
 * need it, and these two keep their server HTML until then (a click before is replayed).
 * The snapshots' refresh timer stays with the page (ListItems.tsx), so it runs from hydration.
 */
import type { ArticleSummary } from '../../../../shared/api/content.ts';
import type { ArticleListData } from '../../../../shared/page-data.ts';
import { AudioGuideCard } from '../AudioGuideCard.tsx';
import { LiveCard } from '../LiveCard.tsx';
import { CardGrid } from './CardGrid.tsx';

export function LiveList({ records, streams }: { records: ArticleSummary[]; streams: ArticleListData['streams'] }) {
  return <CardGrid records={records} className="grid grid-cols-1 gap-6 md:grid-cols-2" card={(a) => <LiveCard article={a} status={streams?.[a.id]} />} />;
}

export function AudioGuideList({ records }: { records: ArticleSummary[] }) {
  return <CardGrid records={records} className="grid grid-cols-1 gap-4 lg:grid-cols-2" card={(a) => <AudioGuideCard article={a} />} />;
}
