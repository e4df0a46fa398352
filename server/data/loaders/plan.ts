/**
 * The plan pages (docs/plan.md): getting here, and the year by month with the area's current
 * month by the site clock (the page marks it and puts it first on a phone).
 */
import { areaClock } from '../../../shared/opening-hours.ts';
import type { GettingHereData, WhenToVisitData } from '../../../shared/page-data.ts';
import type { LoaderContext } from './context.ts';

export async function loadGettingHere({ api, locale }: LoaderContext): Promise<GettingHereData> {
  return { kind: 'getting-here', access: await api.get('/plan/getAccess', {}, locale) };
}

export async function loadWhenToVisit({ api, locale, now }: LoaderContext): Promise<WhenToVisitData> {
  const year = await api.get('/plan/getYear', {}, locale);
  return { kind: 'when-to-visit', year, month: Number(areaClock(now()).monthDay.slice(0, 2)) };
}
