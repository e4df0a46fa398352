/** An event in its month (docs/plan.md §Events): its dates (the next ones), time, place, how its date is set, and its calendar file. */
import { useTranslation } from '../../i18n/use-translation.ts';
import type { PlanEvent } from '../../../shared/api/plan.ts';
import { eventIcsPath } from '../../../shared/plan/event-calendar.ts';
import { localizePath } from '../../../shared/locale.ts';
import { useLocale } from '../../app-context.tsx';
import { Icon } from '../../components/ui/index.ts';
import { dateRange } from '../../format/dates.ts';
import { nextOf } from '../../../shared/plan/next-date.ts';

export function EventItem({ event, today }: { event: PlanEvent; today: string }) {
  const { t } = useTranslation('plan');
  const locale = useLocale();
  const d = nextOf(event, today);
  if (!d) return null;
  const time = event.start ? `${event.start}–${event.end}` : t('year.allDay');
  return (
    <li className="rounded-xl bg-gray-50 p-3 dark:bg-gray-800" data-testid="event" data-event={event.id}>
      <p className="font-semibold text-gray-900 dark:text-white">{event.title}</p>
      <p className="text-sm text-gray-800 tabular-nums dark:text-gray-200">
        <time dateTime={d.from}>{t('year.eventWhen', { dates: dateRange(`${d.from}T00:00:00+08:00`, `${d.to}T00:00:00+08:00`, locale), time })}</time> · {event.place}
      </p>
      <p className="text-xs text-gray-600 dark:text-gray-300">{event.rule}</p>
      <p className="mt-1 text-sm text-gray-800 dark:text-gray-200">{event.description}</p>
      {/* A file, not a page: a plain link the router leaves alone (reloadDocument), downloaded by name. */}
      <a href={localizePath(eventIcsPath(event.id, d.year), locale)} download className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300" data-testid="event-ics">
        <Icon name="calendar" className="size-4" />
        {t('year.addToCalendar', { year: d.year })}
      </a>
    </li>
  );
}
