/** The difficulty scale the trails are graded on (docs/trails.md §Difficulty), written out. */
import { useTranslation } from '../../i18n/use-translation.ts';
import { TRAIL_DIFFICULTIES } from '../../../shared/api/trails.ts';

export function DifficultyScale({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('trails');
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section id="difficulty-scale" aria-labelledby="difficulty-scale-heading" className="trail-scale rounded-2xl bg-white p-4 ring-1 ring-gray-200 sm:p-5 dark:bg-gray-900 dark:ring-gray-800">
      <H id="difficulty-scale-heading" className="text-base font-bold text-gray-900 dark:text-white">
        {t('scale.heading')}
      </H>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
        {TRAIL_DIFFICULTIES.map((d) => (
          <div key={d}>
            <dt className="font-semibold text-gray-900 dark:text-white">{t(`difficulty.${d}`)}</dt>
            <dd className="mt-1 text-gray-600 dark:text-gray-300">{t(`scale.${d}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
