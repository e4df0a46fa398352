/**
 * A short status or category label, drawn by the design system's `.badge` classes
 * (client/styles/components.css) so it follows light, dark and high-contrast modes.
 */
import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'brand' | 'info' | 'warning' | 'danger' | 'photo';

const TONES: Record<BadgeTone, string> = {
  neutral: '',
  brand: 'badge--brand',
  info: 'badge--info',
  warning: 'badge--warn',
  danger: 'badge--danger',
  /** On top of a photo: dark glass with white text. */
  photo: 'badge--on-photo',
};

export function Badge({ tone = 'neutral', children, className = '' }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={`badge ${TONES[tone]} ${className}`}>{children}</span>;
}
