/**
 * The list of a list page's entries: one <li> per record, the layout and the card chosen by
 * the caller (ListItems.tsx by content type, MediaLists.tsx for cameras and audio guides).
 * A module of its own so the media chunk can use it without the other cards.
 */
import type { ReactNode } from 'react';
import type { ArticleSummary } from '../../../../shared/api/content.ts';

export function CardGrid({ records, className, card, itemClassName }: { records: ArticleSummary[]; className: string; card: (a: ArticleSummary, i: number) => ReactNode; itemClassName?: (i: number) => string }) {
  return (
    <ul className={className} data-testid="list-items">
      {records.map((a, i) => (
        <li key={a.id} className={itemClassName?.(i)}>
          {card(a, i)}
        </li>
      ))}
    </ul>
  );
}
