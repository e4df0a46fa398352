/**
 * The image viewer's set for a row of items: only the items that have a photo (the others show
 * a compact card and open nothing), with each item's place in that set.
 */
import type { ViewerImage } from '../viewer/ViewerLink.tsx';

export interface CoverViewer<T> {
  images: ViewerImage[];
  /** Index of the item's photo in `images`, -1 when it has none. */
  indexOf: (item: T) => number;
}

export function coverViewer<T extends { cover: string | null }>(items: readonly T[], titleOf: (item: T) => string): CoverViewer<T> {
  const withPhoto = items.filter((item) => item.cover);
  return {
    images: withPhoto.map((item) => ({ src: item.cover!, title: titleOf(item) })),
    indexOf: (item) => withPhoto.indexOf(item),
  };
}
