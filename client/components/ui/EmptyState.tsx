/** What a list, search or filter shows when it has nothing: a reason and a way on (`.empty-state`). */
import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon.tsx';

export interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: IconName;
  /** A link or button that gets the visitor out (clear filters, go home…). */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon = 'leaf', action, className = '' }: EmptyStateProps) {
  return (
    <div className={`empty-state ${className}`} role="status">
      <Icon name={icon} className="empty-state__icon" />
      <p className="empty-state__title font-semibold">{title}</p>
      {description && <p className="empty-state__text">{description}</p>}
      {action && <div className="empty-state__actions">{action}</div>}
    </div>
  );
}
