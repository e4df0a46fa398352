/** A section's heading with an optional eyebrow, lead text and "see more" link. */
import type { ReactNode } from 'react';
import { LocaleLink } from '../LocaleLink.tsx';
import { Icon } from './Icon.tsx';

export interface SectionHeadingProps {
  title: string;
  id?: string;
  eyebrow?: string;
  description?: ReactNode;
  /** Unprefixed path of the section's own page. */
  moreTo?: string;
  moreLabel?: string;
  as?: 'h1' | 'h2' | 'h3';
  className?: string;
}

export function SectionHeading({ title, id, eyebrow, description, moreTo, moreLabel, as: H = 'h2', className = '' }: SectionHeadingProps) {
  return (
    <div className={`mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-2 ${className}`}>
      <div className="max-w-2xl">
        {eyebrow && (
          <p className="mb-1 text-xs font-semibold tracking-[0.2em] text-brand-700 uppercase dark:text-brand-300">{eyebrow}</p>
        )}
        <H id={id} className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl dark:text-white">
          {title}
        </H>
        {description && <p className="mt-2 text-base text-gray-600 dark:text-gray-300">{description}</p>}
      </div>
      {moreTo && moreLabel && (
        <LocaleLink
          to={moreTo}
          className="group inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900 dark:text-brand-300 dark:hover:text-brand-200"
        >
          {moreLabel}
          <Icon name="arrowRight" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </LocaleLink>
      )}
    </div>
  );
}
