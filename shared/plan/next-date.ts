/**
 * Which dates of an event the year page shows (docs/plan.md §Events): the first that has not
 * ended by the area's today, else the last listed. The content service files the event under the
 * months of those dates; the page shows them and links their calendar file; its JSON-LD names them.
 */
import type { PlanEvent, PlanEventDate } from '../api/plan.ts';

export function nextDate(dates: readonly PlanEventDate[], today: string): PlanEventDate | null {
  return dates.find((d) => d.to >= today) ?? dates.at(-1) ?? null;
}

/** Whether dates touch a month (1..12). */
export const inMonth = (d: PlanEventDate, month: number): boolean => {
  const mm = String(month).padStart(2, '0');
  return d.from.slice(5, 7) <= mm && d.to.slice(5, 7) >= mm;
};

export const nextOf = (event: PlanEvent, today: string): PlanEventDate | null => nextDate(event.dates, today);
