/** The responsive <Photo>: an <img> with a srcset of its resized variants (shared/api/media.ts). */
import { photoSrcSet, photoVariant } from '../../../shared/api/media.ts';

export interface PhotoProps {
  src: string;
  alt: string;
  sizes?: string;
  className?: string;
  eager?: boolean;
  /** Intrinsic size hint (reserves space before the photo arrives). */
  width?: number;
  height?: number;
}

/** A photo with a srcset of its resized variants (shared/api/media.ts); 960 px by default. */
export function Photo({ src, alt, sizes = '(min-width: 768px) 33vw, 100vw', className, eager = false, width, height }: PhotoProps) {
  const srcSet = photoSrcSet(src);
  return (
    <img
      className={className}
      src={photoVariant(src, 960)}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}
