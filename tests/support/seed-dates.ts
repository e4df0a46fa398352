/**
 * Test oracle for the seed's date placeholders (format: content-service/README.md, "Dates"),
 * written independently of the service's resolver so tests can derive what the service
 * must answer at a given instant from the seed files themselves.
 */
import type { Locale } from '../../shared/api/envelope.ts';

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

/** A localized seed value with every placeholder in it resolved. */
export function resolveSeed<T>(value: T, locale: Locale, at: SeedInstant): T {
  return JSON.parse(JSON.stringify(value), (_k, v: unknown) => (typeof v === 'string' ? resolveSeedText(v, locale, at) : v)) as T;
}

/** Winter notices show from 16 November to 30 April, summer ones on the other days. */
export function seasonAt(now: Date): 'winter' | 'summer' {
  const d = localDay(now);
  const md = (d.getUTCMonth() + 1) * 100 + d.getUTCDate();
  return md >= 1116 || md <= 430 ? 'winter' : 'summer';
}
