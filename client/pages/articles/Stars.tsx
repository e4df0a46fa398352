/** A star rating (1..5) as icons with a text equivalent. */
import { useTranslation } from '../../i18n/use-translation.ts';
import { Icon } from '../../components/ui/Icon.tsx';

export function Stars({ count, className = '' }: { count: number; className?: string }) {
  const { t } = useTranslation('places');
  const n = Math.max(0, Math.min(5, Math.round(count)));
  return (
    <span className={`inline-flex items-center gap-0.5 text-amber-500 ${className}`} role="img" aria-label={t('list.starsLabel', { count: n })}>
      {Array.from({ length: n }, (_, i) => (
        <Icon key={i} name="starSolid" className="size-4" />
      ))}
    </span>
  );
}
