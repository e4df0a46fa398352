/** A link to a full-size photo that opens the image viewer instead (see useImageViewer). */
import type { ReactNode } from 'react';
import type { ViewerImage } from './open.ts';
import { useImageViewer } from './useImageViewer.ts';

export interface ViewerLinkProps {
  images: ViewerImage[];
  index: number;
  /** Accessible name ("Open photo 2 of 5: …"). */
  label: string;
  className?: string;
  children: ReactNode;
}

export function ViewerLink({ images, index, label, className, children }: ViewerLinkProps) {
  const open = useImageViewer(images);
  const img = images[index];
  if (!img) return <>{children}</>;
  return (
    <a href={img.src} onClick={open(index)} aria-label={label} className={className} data-viewer-index={index}>
      {children}
    </a>
  );
}

export type { ViewerImage };
