/**
 * The conditions board's live attributes (docs/decisions/024-area-time-live-data.md): each
 * trail's and road's state with its reason and since when, each car park's occupancy and
 * each shuttle stop's queue, computed from the clock (deterministic per 5-minute step) with
 * the area's timetable (shared/opening-hours.ts). The seed gives the facility and its rule
 * (attrs.category); everything that changes with the time is set here.
 */
import type { ArticleAttrs, ArticleSummary, ConditionStatus, FlowRate, Locale } from '../../../shared/api/index.ts';
import { areaClock, areaStatus, hoursInMinutes, timetableOn, TIMETABLES, toMinutes, type AreaClock, type SeasonId } from '../../../shared/opening-hours.ts';
import { HIGH_TRAIL_SEASON, highTrailOpenOn, ROADWORKS, roadworksOn, UPPER_LOOP_CLOSED, upperLoopClosedOn } from '../world/trails.ts';

type Text = { 'zh-CN': string; en: string };
const OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** An area wall time on an area day as ISO 8601 with the area's offset. */
function iso(day: number, minutes: number): string {
  const d = new Date(day * DAY_MS + minutes * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00+08:00`;
}
const hhmm = (m: number) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;

/** The most recent area day (on or before `c`) that is month-day `md`. */
function lastDayOf(c: AreaClock, md: string): number {
  const year = Number(c.date.slice(0, 4));
  const thisYear = Math.floor(Date.UTC(year, Number(md.slice(0, 2)) - 1, Number(md.slice(3, 5))) / DAY_MS);
  return thisYear <= c.day ? thisYear : Math.floor(Date.UTC(year - 1, Number(md.slice(0, 2)) - 1, Number(md.slice(3, 5))) / DAY_MS);
}

/** The first closed day after a season's last open day ("11-15" → "11-16"). */
function closedFrom(lastOpen: string): string {
  const d = new Date(Date.UTC(2001, Number(lastOpen.slice(0, 2)) - 1, Number(lastOpen.slice(3, 5)) + 1));
  return `${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

interface State {
  status: ConditionStatus;
  reason: Text | null;
  since: string;
}

/** Shuttle service hours by season: first bus up, last bus down from Yak Meadow (seed: service "shuttle"). */
// The shuttle's hours in minutes, read from the one timetable (shared/opening-hours.ts).
const shuttleOf = (season: SeasonId) => {
  const t = TIMETABLES.find((x) => x.season === season)!;
  return { first: toMinutes(t.firstShuttle), last: toMinutes(t.lastShuttleDown) };
};
const SHUTTLE = { main: shuttleOf('main'), low: shuttleOf('low') } as const;

/** Closed with the area: since the last closing time. */
function areaClosed(c: AreaClock): State {
  const s = areaStatus(new Date(c.day * DAY_MS + c.minutes * 60_000 - OFFSET_MS));
  const closesOn = (day: number) => hoursInMinutes(timetableOn(iso(day, 0).slice(5, 10))).closes;
  const since = c.minutes >= closesOn(c.day) ? iso(c.day, closesOn(c.day)) : iso(c.day - 1, closesOn(c.day - 1));
  const opens = s.opensTomorrow ? { 'zh-CN': `明天 ${s.nextOpens}`, en: `${s.nextOpens} tomorrow` } : { 'zh-CN': s.nextOpens, en: s.nextOpens };
  return { status: 'closed', reason: { 'zh-CN': `景区已闭园，${opens['zh-CN']} 开放`, en: `The scenic area is closed; opens ${opens.en}` }, since };
}

function trailState(rule: string, c: AreaClock): State {
  const t = timetableOn(c.monthDay);
  const h = hoursInMinutes(t);
  const isOpen = c.minutes >= h.opens && c.minutes < h.closes;
  if (rule === 'high-trail' && !highTrailOpenOn(c.monthDay)) {
    return { status: 'closed', reason: { 'zh-CN': '冬季封闭，5 月 1 日重新开放', en: 'Closed for the winter; reopens on 1 May' }, since: iso(lastDayOf(c, closedFrom(HIGH_TRAIL_SEASON.closes)), 0) };
  }
  if (!isOpen) return areaClosed(c);
  if (rule === 'boardwalk' && t.season === 'low' && c.minutes < 11 * 60) {
    return { status: 'icy', reason: { 'zh-CN': '清晨栈道结冰，请穿防滑鞋、走内侧', en: 'Icy boards in the morning: wear grips and keep to the inside' }, since: iso(c.day, h.opens) };
  }
  if (rule === 'high-trail' && c.minutes >= 11 * 60) {
    return { status: 'partly-open', reason: { 'zh-CN': '11:00 后不再放行登山，仅可下撤', en: 'No ascents after 11:00; descent only' }, since: iso(c.day, 11 * 60) };
  }
  if (rule === 'valley-trail' && upperLoopClosedOn(c.monthDay)) {
    return { status: 'partly-open', reason: { 'zh-CN': '上段环线冬季积雪封闭，下段开放', en: 'Upper loop closed by winter snow; lower loop open' }, since: iso(lastDayOf(c, UPPER_LOOP_CLOSED.from), 0) };
  }
  const openedAt = rule === 'boardwalk' && t.season === 'low' ? 11 * 60 : h.opens;
  return { status: 'open', reason: null, since: iso(c.day, openedAt) };
}

function roadState(rule: string, c: AreaClock): State {
  const season = timetableOn(c.monthDay).season;
  if (rule === 'shuttle-road') {
    const s = SHUTTLE[season];
    if (c.minutes < s.first || c.minutes >= s.last + 30) {
      return { status: 'closed', reason: { 'zh-CN': `仅观光车通行，首班 ${hhmm(s.first)}`, en: `Shuttle buses only; first bus ${hhmm(s.first)}` }, since: iso(c.minutes < s.first ? c.day - 1 : c.day, s.last + 30) };
    }
    return { status: 'open', reason: { 'zh-CN': '仅观光车通行', en: 'Shuttle buses only' }, since: iso(c.day, s.first) };
  }
  if (season === 'low' && c.minutes >= 5 * 60 && c.minutes < 10 * 60) {
    return { status: 'icy', reason: { 'zh-CN': '清晨路面结冰，请低速慢行并携带防滑链', en: 'Ice in the early morning: drive slowly and carry snow chains' }, since: iso(c.day, 5 * 60) };
  }
  const works = ROADWORKS.hours;
  if (roadworksOn(c.monthDay) && c.minutes >= works.from && c.minutes < works.to) {
    return { status: 'partly-open', reason: { 'zh-CN': 'K31–K34 路面维修，白天单向交替通行', en: 'Resurfacing at km 31–34: one-way, alternating, by day' }, since: iso(c.day, Math.max(works.from, 10 * 60)) };
  }
  // Open since the ice thawed or the day's roadworks stopped (low season), or since the winter's works ended.
  const since =
    season === 'low'
      ? c.minutes >= works.to ? iso(c.day, works.to) : c.minutes >= 10 * 60 ? iso(c.day, 10 * 60) : iso(c.day - 1, works.to)
      : iso(lastDayOf(c, closedFrom(ROADWORKS.to)), 0);
  return { status: 'open', reason: null, since };
}

/**
 * Cars parked, as a share of the main car park's spaces: a few guests staying overnight, the
 * rest following the visitors inside. The main car park fills first (to 97 %, the last spaces
 * kept for coaches' drivers and the disabled); only what does not fit goes to Lankou South,
 * which stays shut until then (docs/world.md §Facilities).
 */
const CARS_PER_LOAD = 1.2;
const MAIN_FULL = 0.97;
const demandShare = (load: number) => 0.04 + CARS_PER_LOAD * load;
/** Share of the visitors now waiting at each stop, up the mountain in the morning and down in the afternoon. */
const STOP_SHARE: Record<string, { am: number; pm: number }> = {
  'stop-gate': { am: 0.02, pm: 0.005 },
  'stop-bay': { am: 0.01, pm: 0.05 },
  'stop-terminus': { am: 0.004, pm: 0.03 },
};

const OVERFLOW_SHUT: Text = { 'zh-CN': '游客中心停车场停满后启用', en: 'Opens once the Visitor Centre car park is full' };

function parking(attrs: ArticleAttrs, load: number, mainSpaces: number, locale: Locale): ArticleAttrs {
  const spaces = attrs.spaces ?? 0;
  const cars = demandShare(load) * mainSpaces;
  if (attrs.category !== 'car-park-overflow') return { ...attrs, occupied: Math.round(Math.min(cars, mainSpaces * MAIN_FULL)) };
  const overflow = Math.min(spaces, Math.round(cars - mainSpaces * MAIN_FULL));
  if (overflow <= 0) return { ...attrs, occupied: 0, status: 'closed', statusReason: OVERFLOW_SHUT[locale] };
  return { ...attrs, occupied: overflow, status: 'open' };
}

/** A trail's state at `at` by its rule (boardwalk, valley-trail, high-trail): the trail pages' "today" (docs/trails.md). */
export function trailStateAt(rule: string, at: Date, locale: Locale): { status: ConditionStatus; reason: string | null; since: string } {
  const s = trailState(rule, areaClock(new Date(Math.floor(at.getTime() / 300_000) * 300_000)));
  return { status: s.status, reason: s.reason?.[locale] ?? null, since: s.since };
}

/** `mainSpaces`: the main car park's spaces, which the overflow car park fills after. */
export function liveConditionAttrs(attrs: ArticleAttrs, at: Date, flow: FlowRate, locale: Locale, mainSpaces = attrs.spaces ?? 0): ArticleAttrs {
  const step = new Date(Math.floor(at.getTime() / 300_000) * 300_000);
  const c = areaClock(step);
  const reportedAt = iso(c.day, c.minutes);
  const rule = attrs.category ?? '';
  const load = flow.instantCapacity > 0 ? flow.current / flow.instantCapacity : 0;
  const state = (s: State): ArticleAttrs => ({
    ...attrs,
    status: s.status,
    ...(s.reason ? { statusReason: s.reason[locale] } : {}),
    statusSince: s.since,
    reportedAt,
  });
  switch (attrs.facility) {
    case 'trail':
      return state(trailState(rule, c));
    case 'road':
      return state(roadState(rule, c));
    case 'parking':
      return { ...parking(attrs, load, mainSpaces, locale), reportedAt };
    case 'shuttle-stop': {
      const s = SHUTTLE[timetableOn(c.monthDay).season];
      if (c.minutes < s.first || c.minutes >= s.last) {
        const next = c.minutes < s.first ? { 'zh-CN': `首班 ${hhmm(s.first)}`, en: `First bus ${hhmm(s.first)}` } : { 'zh-CN': `今日末班已过，明天首班 ${hhmm(s.first)}`, en: `Last bus gone; first bus ${hhmm(s.first)} tomorrow` };
        return { ...state({ status: 'closed', reason: next, since: iso(c.minutes < s.first ? c.day - 1 : c.day, s.last) }), waiting: 0, waitMinutes: 0 };
      }
      const share = STOP_SHARE[rule] ?? { am: 0.01, pm: 0.01 };
      const waiting = Math.round(flow.current * (c.minutes < 13 * 60 ? share.am : share.pm));
      // Three 40-seat buses leave together every 10 minutes at busy times, every 15 otherwise.
      const headway = load > 0.5 ? 10 : 15;
      const waitMinutes = Math.min(90, Math.ceil(waiting / 120) * headway || Math.round(headway / 2));
      return { ...attrs, waiting, waitMinutes, reportedAt };
    }
    default:
      return attrs;
  }
}

export function liveConditions<T extends ArticleSummary>(records: T[], at: Date, flow: FlowRate, locale: Locale, mainSpaces?: number): T[] {
  const main = mainSpaces ?? records.find((r) => r.attrs.category === 'car-park-main')?.attrs.spaces;
  return records.map((r) => (r.typeCode === 'conditions' ? { ...r, attrs: liveConditionAttrs(r.attrs, at, flow, locale, main) } : r));
}
