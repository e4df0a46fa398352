/** What a list, search or filter shows when it has nothing: a reason and a way on. */
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
    <div
      className={`empty-state flex flex-col items-center rounded-2xl border border-dashed border-gray-300 px-6 py-12 text-center dark:border-gray-700 ${className}`}
      role="status"
    >
      <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
        <Icon name={icon} className="size-6" />
      </span>
      <p className="text-lg font-semibold text-gray-900 dark:text-white">{title}</p>
      {description && <p className="mt-1 max-w-md text-sm text-gray-600 dark:text-gray-300">{description}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
