/**
 * Test oracle for the seed's date placeholders (format: content-service/README.md, "Dates"),
 * written independently of the service's resolver so tests can derive what the service
 * must answer at a given instant from the seed files themselves.
 */
import { readFileSync } from 'node:fs';
import type { Locale } from '../../shared/api/envelope.ts';
import type { Band } from '../../content-service/src/world/climate.ts';
import { conditionsOn } from '../../content-service/src/world/conditions.ts';
import { bandDay } from '../../content-service/src/world/weather.ts';

const MONTH_NAMES = 'January February March April May June July August September October November December'.split(' ');
const H8 = 8 * 60 * 60 * 1000;

/** A calendar day in the area (UTC+8), as a UTC-midnight Date. */
const localDay = (at: Date) => {
  const l = new Date(at.getTime() + H8);
  return new Date(Date.UTC(l.getUTCFullYear(), l.getUTCMonth(), l.getUTCDate()));
};

function dayFor(ref: string, today: Date): Date {
  if (/^[+-]?\d+$/.test(ref)) return new Date(today.getTime() + Number(ref) * 86_400_000);
  const [month, day] = ref.slice(1).split('-').map(Number) as [number, number];
  const y = today.getUTCFullYear();
  const thisYear = new Date(Date.UTC(y, month - 1, day));
  if (ref.startsWith('<')) return thisYear <= today ? thisYear : new Date(Date.UTC(y - 1, month - 1, day));
  return thisYear >= today ? thisYear : new Date(Date.UTC(y + 1, month - 1, day));
}

function write(d: Date, locale: Locale, form: string): string {
  const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
  if (locale === 'zh-CN') return form === 'd' ? `${day} 日` : `${form === 'y' ? `${y} 年 ` : ''}${m} 月 ${day} 日`;
  return form === 'd' ? `${day}` : `${day} ${MONTH_NAMES[m - 1]}${form === 'y' ? ` ${y}` : ''}`;
}

export interface SeedInstant {
  now: Date;
  /** Whole years the dated articles move (see the README). */
  years: number;
}

/** The year shift at `now` for articles whose newest publish time, as written, is `newest`. */
export function yearsAt(now: Date, newest: string): number {
  let years = 0;
  const moved = (k: number) => {
    const d = new Date(newest);
    const l = new Date(d.getTime() + H8);
    l.setUTCFullYear(l.getUTCFullYear() + k);
    return l.getTime() - H8;
  };
  while (moved(years) > now.getTime()) years--;
  while (moved(years + 1) <= now.getTime()) years++;
  return years;
}

export function resolveSeedText(text: string, locale: Locale, at: SeedInstant): string {
  const today = localDay(at.now);
  return text.replace(/\{\{(\w+):([^{}]+)\}\}/g, (_all, kind: string, arg: string) => {
    if (kind === 'year') return String(Number(arg) + at.years);
    if (kind === 'fact') return fact(arg).toLocaleString('en-US');
    // The weather's figures are the world model's (tested against the climate on their own).
    if (kind === 'snow') return String(bandDay(arg as Band, localDay(at.now).getTime() / 86_400_000).snowDepth);
    if (kind === 'low') {
      const [band, from, to] = arg.split(':') as [Band, string, string];
      const [a, b] = [dayFor(from, today), dayFor(to, today)].map((d) => d.getTime() / 86_400_000) as [number, number];
      const low = Math.min(...Array.from({ length: b - a + 1 }, (_, i) => bandDay(band, a + i).low));
      return low < 0 ? `−${-low}` : String(low);
    }
    if (kind === 'time') {
      const [ref, time] = arg.split(' ') as [string, string];
      return `${dayFor(ref, today).toISOString().slice(0, 10)}T${time}+08:00`;
    }
    const [a, b = ''] = arg.split(':');
    if (kind === 'date') return write(dayFor(a!, today), locale, b);
    const [from, to] = [dayFor(a!, today), dayFor(b, today)];
    const sameMonth = from.getUTCMonth() === to.getUTCMonth() && from.getUTCFullYear() === to.getUTCFullYear();
    if (locale === 'zh-CN') return `${write(from, locale, '')}至 ${write(to, locale, sameMonth ? 'd' : '')}`;
    return sameMonth ? `${from.getUTCDate()}–${write(to, locale, '')}` : `${write(from, locale, '')} – ${write(to, locale, '')}`;
  });
}

/** The facility records (seed/facilities.json), read here as the seed loader reads them. */
const FACILITIES = JSON.parse(readFileSync(new URL('../../content-service/seed/facilities.json', import.meta.url), 'utf8')) as Record<string, Record<string, number>>;
type SeedTrail = { slug: string; lengthKm: number; gainM: number; lossM: number; highestM: number; lowestM: number; timeMinutes: [number, number] };
const TRAILS = JSON.parse(readFileSync(new URL('../../content-service/seed/trails.json', import.meta.url), 'utf8')) as SeedTrail[];
/** The trail records' figures (docs/trails.md): `trail-<slug>`, the time in hours to the half hour. */
const FACTS: Record<string, Record<string, number>> = {
  ...FACILITIES,
  ...Object.fromEntries(
    TRAILS.map((t) => [
      `trail-${t.slug}`,
      { lengthKm: t.lengthKm, gainM: t.gainM, lossM: t.lossM, highestM: t.highestM, lowestM: t.lowestM, hoursMin: Math.round(t.timeMinutes[0] / 30) / 2, hoursMax: Math.round(t.timeMinutes[1] / 30) / 2 },
    ]),
  ),
};
const fact = (ref: string): number => {
  const [key = '', field = ''] = ref.split('.');
  const n = FACTS[key]?.[field];
  if (n === undefined) throw new Error(`no fact ${ref}`);
  return n;
};

/** A localized seed value with every placeholder in it resolved ("{{fact:…}}" alone is a number). */
export function resolveSeed<T>(value: T, locale: Locale, at: SeedInstant): T {
  return JSON.parse(JSON.stringify(value), (_k, v: unknown) => {
    if (typeof v !== 'string') return v;
    const whole = /^\{\{fact:([^}]+)\}\}$/.exec(v);
    return whole ? fact(whole[1]!) : resolveSeedText(v, locale, at);
  }) as T;
}

/**
 * Whether a notice or slide tied to `when` shows at `now`. Which conditions hold on a day is the
 * world model's answer (its own tests walk the year against the climate); this oracle only
 * applies the "all entries, any of a|b" rule to it.
 */
export function shownAt(when: unknown, now: Date): boolean {
  if (when === undefined) return true;
  const held = conditionsOn(Math.floor((now.getTime() + H8) / 86_400_000));
  return (when as string[]).every((entry) => entry.split('|').some((c) => held.has(c as never)));
}
