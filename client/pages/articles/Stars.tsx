/** A star rating (1..5) as icons with a text equivalent. */
import { useTranslation } from 'react-i18next';

export function Stars({ count, className = '' }: { count: number; className?: string }) {
  const { t } = useTranslation('places');
  const n = Math.max(0, Math.min(5, Math.round(count)));
  return (
    <span className={`inline-flex items-center gap-0.5 text-amber-500 ${className}`} role="img" aria-label={t('list.starsLabel', { count: n })}>
      {Array.from({ length: n }, (_, i) => (
        <svg key={i} viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.9l-5.3 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
        </svg>
      ))}
    </span>
  );
}
