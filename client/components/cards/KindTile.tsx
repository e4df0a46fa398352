/**
 * What an item without a true photo shows (docs/decisions/018-true-pictures.md, amendment of
 * 2026-11-29): a small tile of its kind, the type's icon on a flat wash of its colour family,
 * beside the item's name. It is not a picture and does not stand in a picture's place: cards and
 * pages without a photo get a compact layout instead of a photo-sized box (Cards.tsx). Only a
 * fixed thumbnail slot (a search hit, a list row, a camera's player) is filled by the tile.
 * Decorative (aria-hidden): the name beside it says what the item is.
 */
import type { ArticleTypeCode } from '../../../shared/api/content.ts';
import { Icon, type IconName } from '../ui/Icon.tsx';
import { Photo, type PhotoProps } from './Photo.tsx';

/** What an item is: an article type, a scenic spot, a theme itinerary, a trail or a music track. */
export type ItemKind = ArticleTypeCode | 'scenic' | 'subject' | 'trail' | 'music';

const KIND_ICON: Record<ItemKind, IconName> = {
  hotel: 'bed',
  restaurant: 'utensils',
  shop: 'bag',
  poi: 'pin',
  animal: 'paw',
  island: 'island',
  landscape: 'leaf',
  live: 'camera',
  explain: 'headphones',
  store: 'gift',
  service: 'service',
  news: 'news',
  conditions: 'route',
  scenic: 'mountain',
  subject: 'route',
  trail: 'route',
  music: 'headphones',
};

/** Each kind's colour family, as its class (tokens `--ql-art-<family>-*`, styles/components/kind-tile.css). */
const KIND_CLASS: Record<ItemKind, `kind-tile--${'nature' | 'wild' | 'water' | 'stay' | 'info'}`> = {
  scenic: 'kind-tile--nature',
  landscape: 'kind-tile--nature',
  subject: 'kind-tile--nature',
  trail: 'kind-tile--nature',
  animal: 'kind-tile--wild',
  island: 'kind-tile--water',
  live: 'kind-tile--water',
  music: 'kind-tile--water',
  hotel: 'kind-tile--stay',
  restaurant: 'kind-tile--stay',
  shop: 'kind-tile--stay',
  store: 'kind-tile--stay',
  poi: 'kind-tile--info',
  service: 'kind-tile--info',
  news: 'kind-tile--info',
  conditions: 'kind-tile--info',
  explain: 'kind-tile--info',
};

export interface KindTileProps {
  kind: ItemKind;
  /** Size and shape from the place it stands (default: a 2.75 rem rounded square). */
  className?: string;
}

export function KindTile({ kind, className }: KindTileProps) {
  return (
    <span className={`kind-tile ${KIND_CLASS[kind]}${className ? ` ${className}` : ''}`} aria-hidden="true" data-kind={kind}>
      <Icon name={KIND_ICON[kind]} aria-hidden={undefined} />
    </span>
  );
}

export interface ItemPhotoProps extends Omit<PhotoProps, 'src' | 'alt'> {
  /** The item's photo, or null/empty when no photo truly shows it. */
  src: string | null | undefined;
  alt?: string;
  kind: ItemKind;
}

/** For a fixed thumbnail slot: the item's photo when it has one, its kind's tile filling the slot otherwise. */
export function ItemPhoto({ src, alt = '', kind, className, ...photo }: ItemPhotoProps) {
  if (!src) return <KindTile kind={kind} className={`kind-tile--fill ${className ?? ''}`} />;
  return <Photo src={src} alt={alt} className={className} {...photo} />;
}
