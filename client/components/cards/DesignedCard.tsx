/**
 * The designed card drawn where an item has no true photo (docs/decisions/018-true-pictures.md):
 * a calm tile in its content type's colour with the type's icon, so a missing photo reads as a
 * design choice, never as a broken or wrong picture. Decorative (aria-hidden), and without the
 * item's name: the card's title or the page heading always says it right beside the tile, and a
 * second copy inside, cut to two lines, read as a fault (amendment of 2026-11-26).
 */
import type { ArticleTypeCode } from '../../../shared/api/content.ts';
import { Icon, type IconName } from '../ui/Icon.tsx';
import { Photo, type PhotoProps } from './Photo.tsx';

/** What an item is: an article type, a scenic spot, a theme itinerary or a music track. */
export type ItemKind = ArticleTypeCode | 'scenic' | 'subject' | 'music';

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
  music: 'headphones',
};

/** Each kind's colour family, as its class (tokens `--ql-art-<family>-*` in styles/components/designed-card.css). */
const KIND_CLASS: Record<ItemKind, `designed-card--${'nature' | 'wild' | 'water' | 'stay' | 'info'}`> = {
  scenic: 'designed-card--nature',
  landscape: 'designed-card--nature',
  subject: 'designed-card--nature',
  animal: 'designed-card--wild',
  island: 'designed-card--water',
  live: 'designed-card--water',
  music: 'designed-card--water',
  hotel: 'designed-card--stay',
  restaurant: 'designed-card--stay',
  shop: 'designed-card--stay',
  store: 'designed-card--stay',
  poi: 'designed-card--info',
  service: 'designed-card--info',
  news: 'designed-card--info',
  conditions: 'designed-card--info',
  explain: 'designed-card--info',
};

export interface DesignedCardProps {
  kind: ItemKind;
  /** Sizing from the place it fills (e.g. `size-full`, `aspect-[4/3] w-full`). */
  className?: string;
}

export function DesignedCard({ kind, className }: DesignedCardProps) {
  return (
    <div className={`designed-card ${KIND_CLASS[kind]} ${className ?? ''}`} aria-hidden="true" data-kind={kind}>
      {/* The card is aria-hidden as a whole: its icons need no attribute of their own, and the
          stylesheet finds them by place (the mark, the badge's icon), so they need no class. */}
      <Icon name={KIND_ICON[kind]} aria-hidden={undefined} />
      <span className="designed-card__badge">
        <Icon name={KIND_ICON[kind]} aria-hidden={undefined} />
      </span>
    </div>
  );
}

export interface ItemPhotoProps extends Omit<PhotoProps, 'src' | 'alt'> {
  /** The item's photo, or null/empty when no photo truly shows it. */
  src: string | null | undefined;
  alt?: string;
  kind: ItemKind;
}

/** The item's photo when it has one, its designed card otherwise. */
export function ItemPhoto({ src, alt = '', kind, className, ...photo }: ItemPhotoProps) {
  if (!src) return <DesignedCard kind={kind} className={className} />;
  return <Photo src={src} alt={alt} className={className} {...photo} />;
}
