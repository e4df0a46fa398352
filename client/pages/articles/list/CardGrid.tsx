/**
 * The list of a list page's entries: one <li> per record, the layout and the card chosen by
 * the caller (ListItems.tsx by content type, MediaLists.tsx for cameras and audio guides).
 * A module of its own so the media chunk can use it without the other cards.
 */
import type { ReactNode } from 'react';
import type { ArticleSummary } from '../../../../shared/api/content.ts';

/**
 * Where cards with a photo and compact cards without one share a grid, a photo card spans two
 * rows and its photo grows into them (teaser.css `teaser-span`), so a compact card beside it is
 * not stretched to the photo's height with nothing in it. Undefined when the cards are all alike.
 */
export function photoSpan(records: readonly { cover: string | null }[]): ((i: number) => string) | undefined {
  if (!records.some((a) => a.cover) || records.every((a) => a.cover)) return undefined;
  return (i) => (records[i]?.cover ? 'teaser-span' : '');
}

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
