/** Altitude advice for arrivals by air (docs/plan.md §Getting here): the airport's height, acclimatising, the signs and what to do. */
import { useTranslation } from '../../i18n/use-translation.ts';
import type { AltitudeAdvice } from '../../../shared/api/plan.ts';
import { Icon } from '../../components/ui/index.ts';
import { formatCount } from '../../format/numbers.ts';

function Lines({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div>
      <h3 className="font-semibold text-gray-900 dark:text-white">{title}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm print:mt-1 print:space-y-0 print:text-xs text-gray-800 dark:text-gray-200">
        {lines.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
    </div>
  );
}

export function Altitude({ advice, place }: { advice: AltitudeAdvice; place: string }) {
  const { t } = useTranslation('plan');
  return (
    <section aria-labelledby="altitude" className="plan-card rounded-2xl bg-sky-50 p-5 ring-1 print:p-3 print:text-xs ring-sky-200 dark:bg-sky-950 dark:ring-sky-800" data-testid="altitude">
      <h2 id="altitude" className="flex items-center gap-2 text-xl font-bold text-gray-900 dark:text-white">
        <Icon name="mountain" className="size-5 text-brand-700 dark:text-brand-300" />
        {t('here.altitudeTitle')}
      </h2>
      <p className="mt-2 text-gray-800 dark:text-gray-200">{t('here.altitudeLead', { place, altitude: formatCount(advice.altitude) })}</p>
      <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-3 print:mt-2 print:grid-cols-3 print:gap-2">
        <Lines title={t('here.acclimatise')} lines={advice.acclimatise} />
        <Lines title={t('here.symptoms')} lines={advice.symptoms} />
        <Lines title={t('here.whatToDo')} lines={advice.whatToDo} />
      </div>
      <p role="note" className="mt-4 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-900 ring-1 ring-red-200 dark:bg-red-950 dark:text-red-100 dark:ring-red-800">
        <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong>{t('here.urgent')}:</strong> {advice.urgent}
        </span>
      </p>
    </section>
  );
}
