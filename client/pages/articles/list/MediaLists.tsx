/**
 * The entries of /live and /explain: camera and audio-guide cards. Their own chunk,
 * hydrated when it arrives (docs/decisions/028-lazy-hydration.md): the other list pages never
 * need it, and these two keep their server HTML until then (a click before is replayed).
 */
import type { ArticleSummary } from '../../../../shared/api/content.ts';
import type { ArticleListData } from '../../../../shared/page-data.ts';
import { useRefreshWhileVisible } from '../../../hooks/useRefreshWhileVisible.ts';
import { AudioGuideCard } from '../AudioGuideCard.tsx';
import { LiveCard } from '../LiveCard.tsx';

/** Snapshots are refreshed every minute while the page is open and visible. */
const SNAPSHOT_REFRESH_MS = 60_000;

export function LiveList({ records, streams }: { records: ArticleSummary[]; streams: ArticleListData['streams'] }) {
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

export function AudioGuideList({ records }: { records: ArticleSummary[] }) {
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
