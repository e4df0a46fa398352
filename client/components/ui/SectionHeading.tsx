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
    <div className={className ? `sec-head ${className}` : 'sec-head'}>
      <div className="sec-head__text">
        {eyebrow && (
          <p className="eyebrow">{eyebrow}</p>
        )}
        <H id={id} className="sec-title">
          {title}
        </H>
        {description && <p className="sec-lead">{description}</p>}
      </div>
      {moreTo && moreLabel && (
        <LocaleLink
          to={moreTo}
          className="group more-link"
        >
          {moreLabel}
          <Icon name="arrowRight" />
        </LocaleLink>
      )}
    </div>
  );
}
