/**
 * Date placeholders in seed text, resolved against a DemoCalendar and written the way each
 * language writes dates (zh "2026 年 11 月 16 日", en "16 November 2026"):
 *   {{year:2026}}         a year of the dated articles (2026 + the calendar's year shift)
 *   {{date:-8}}           a day without its year ("11 月 16 日", "16 November")
 *   {{date:-8:y}}         with its year; {{date:-8:d}} the day alone ("16 日", "16")
 *   {{range:-9:-8}}       two days ("11 月 15 日至 16 日", "15–16 November")
 *   {{time:-8 09:30:00}}  an instant in area time ("2026-11-16T09:30:00+08:00")
 *   {{snow:summit}}       today's snow depth on a band, cm (world/weather.ts)
 *   {{low:lakes:0:+1}}    the lowest night on a band over two days, °C (a minus sign, "−10")
 * Days are written as in calendar.ts resolveDay ("+3", "-8", "<11-16", ">05-01").
 */
import type { Locale } from '../../../shared/api/index.ts';
import { BANDS, type Band } from '../world/climate.ts';
import { bandDay } from '../world/weather.ts';
import { isoDay, resolveDay, ymdOfDay, type DemoCalendar, type Ymd } from './calendar.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const PLACEHOLDER = /\{\{(year|date|range|time|snow|low):([^{}]+)\}\}/g;

function formatDay({ y, m, d }: Ymd, locale: Locale, form: 'y' | 'd' | ''): string {
  if (locale === 'zh-CN') return form === 'd' ? `${d} 日` : form === 'y' ? `${y} 年 ${m} 月 ${d} 日` : `${m} 月 ${d} 日`;
  return form === 'd' ? String(d) : form === 'y' ? `${d} ${MONTHS[m - 1]} ${y}` : `${d} ${MONTHS[m - 1]}`;
}

function formatRange(a: Ymd, b: Ymd, locale: Locale): string {
  const sameMonth = a.y === b.y && a.m === b.m;
  if (locale === 'zh-CN') return `${formatDay(a, locale, '')}至${sameMonth ? ` ${b.d} 日` : ` ${formatDay(b, locale, '')}`}`;
  return sameMonth ? `${a.d}–${formatDay(b, locale, '')}` : `${formatDay(a, locale, '')} – ${formatDay(b, locale, '')}`;
}

function band(name: string): Band {
  if (!(BANDS as readonly string[]).includes(name)) throw new Error(`unknown band "${name}"`);
  return name as Band;
}

function replace(kind: string, arg: string, cal: DemoCalendar, locale: Locale): string {
  const day = (ref: string) => ymdOfDay(resolveDay(ref, cal.today));
  switch (kind) {
    case 'year':
      return String(Number(arg) + cal.yearShift);
    case 'date': {
      const [ref = '', form = ''] = arg.split(':');
      if (form !== '' && form !== 'y' && form !== 'd') throw new Error(`unknown date form "${form}"`);
      return formatDay(day(ref), locale, form);
    }
    case 'snow':
      return String(bandDay(band(arg), cal.today).snowDepth);
    case 'low': {
      const [b = '', from = '', to = ''] = arg.split(':');
      const days = [resolveDay(from, cal.today), resolveDay(to, cal.today)];
      const low = Math.min(...Array.from({ length: days[1]! - days[0]! + 1 }, (_, i) => bandDay(band(b), days[0]! + i).low));
      return low < 0 ? `−${-low}` : String(low);
    }
    case 'range': {
      const [from = '', to = ''] = arg.split(':');
      return formatRange(day(from), day(to), locale);
    }
    default: {
      const [ref = '', time = ''] = arg.split(' ');
      if (!/^\d\d:\d\d:\d\d$/.test(time)) throw new Error(`not a time of day: "${time}"`);
      return `${isoDay(day(ref))}T${time}+08:00`;
    }
  }
}

export function resolveText(text: string, cal: DemoCalendar, locale: Locale): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (_m, kind: string, arg: string) => replace(kind, arg, cal, locale));
}

/** Every string inside a reply, resolved (objects and arrays are copied, never changed in place). */
export function resolveDeep<T>(value: T, cal: DemoCalendar, locale: Locale): T {
  if (typeof value === 'string') return resolveText(value, cal, locale) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => resolveDeep(v, cal, locale)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = resolveDeep(v, cal, locale);
    return out as T;
  }
  return value;
}

/** Throws on a malformed placeholder, so a writer's typo stops the seed load with a message. */
export function checkPlaceholders(text: string, where: string): void {
  for (const m of text.matchAll(PLACEHOLDER)) {
    try {
      replace(m[1]!, m[2]!, { today: 0, yearShift: 0 }, 'en');
    } catch (err) {
      throw new Error(`${where}: ${m[0]}: ${(err as Error).message}`);
    }
  }
  const stray = text.replace(PLACEHOLDER, '').match(/\{\{[^}]*\}\}/);
  if (stray) throw new Error(`${where}: unknown placeholder ${stray[0]}`);
}
