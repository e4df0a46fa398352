/**
 * Planning a visit (docs/plan.md): how to get here (`/plan/getAccess`) and the year by month
 * (`/plan/getYear`). Typical figures from the content seed, the seasons' dates and the shuttle's
 * hours from the one timetable (shared/opening-hours.ts), the trails' dates and the climate from
 * the content service's world model.
 */
import type { SeasonId } from '../opening-hours.ts';

export const TRAVEL_MODES = ['flight', 'train', 'coach', 'bus', 'taxi', 'drive'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];
export const PLACE_KINDS = ['city', 'airport', 'station', 'town', 'gate'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** A season of the timetable: its first and last day ("MM-DD") and the shuttle's hours ("HH:MM"). */
export interface PlanSeason {
  season: SeasonId;
  from: string;
  to: string;
  opens: string;
  closes: string;
  firstShuttle: string;
  lastShuttleDown: string;
}

export interface AccessPlace {
  id: string;
  kind: PlaceKind;
  name: string;
  /** Metres above sea level. */
  altitude: number;
  note: string;
}

/** First and last departure of a day ("HH:MM"). */
interface Departures {
  first: string;
  last: string;
}

export interface AccessLeg {
  id: string;
  mode: TravelMode;
  /** Place ids. */
  from: string;
  to: string;
  minutes: number;
  km: number;
  /** CNY, lowest and highest (per person; per car for taxi and driving). */
  fare: [number, number];
  frequency: string;
  /** By season; null for a leg that leaves whenever you do (taxi, your own car). */
  departures: { main: Departures; low: Departures } | null;
  /** What to book ahead, or null. */
  book: string | null;
}

export interface AltitudeAdvice {
  /** The place arrivals by air land at. */
  place: string;
  altitude: number;
  acclimatise: string[];
  symptoms: string[];
  whatToDo: string[];
  urgent: string;
}

export interface PlanAccess {
  /** Today's season for the request's clock. */
  season: SeasonId;
  seasons: PlanSeason[];
  places: AccessPlace[];
  legs: AccessLeg[];
  altitude: AltitudeAdvice;
}

/** A part of the month ("MM-DD" to "MM-DD") in which something holds. */
export interface MonthSpan {
  from: string;
  to: string;
}

export const OPENING_IDS = ['high-trail', 'upper-loop', 'roadworks'] as const;
export type OpeningId = (typeof OPENING_IDS)[number];

/** Whether a trail or road is open over the month: the spans in which it is (empty: closed all month). */
export interface MonthOpening {
  id: OpeningId;
  /** For the trails the days open; for the roadworks the days they run. */
  spans: MonthSpan[];
}

export const CLIMATE_BANDS = ['valley', 'lakes', 'summit'] as const;
type ClimateBand = (typeof CLIMATE_BANDS)[number];

interface MonthBand {
  band: ClimateBand;
  altitude: number;
  /** °C ranges: the day's high and the night's low. */
  high: [number, number];
  low: [number, number];
  /** Whether precipitation falls as snow here this month. */
  snow: boolean;
}

export interface PlanEventDate {
  year: number;
  /** "YYYY-MM-DD", area days, inclusive. */
  from: string;
  to: string;
}

export interface PlanEvent {
  id: string;
  title: string;
  description: string;
  place: string;
  /** How its date is set ("15th day of the first lunar month"). */
  rule: string;
  /** "HH:MM" area time, or null for an all-day event. */
  start: string | null;
  end: string | null;
  dates: PlanEventDate[];
}

export interface PlanMonth {
  month: number;
  /** The timetable's seasons over the month. */
  seasons: { season: SeasonId; span: MonthSpan }[];
  openings: MonthOpening[];
  bands: MonthBand[];
  thunder: boolean;
  /** Percent chance of a wet day. */
  wetDays: number;
  /** Metres, on the 15th. */
  snowLine: number;
  /** Typical and busiest-day visitors (typical figures, not a forecast). */
  typicalDay: number;
  busiestDay: number;
  note: string;
  /** Ids of the events whose next dates (shared/plan/next-date.ts) fall in this month. */
  events: string[];
  subjects: { id: number; title: string; days: number }[];
}

export interface PlanYear {
  /** The area day of the request ("YYYY-MM-DD"). */
  today: string;
  /** Visitors a day the area admits (the flow block's daily capacity). */
  dailyCapacity: number;
  seasons: PlanSeason[];
  months: PlanMonth[];
  events: PlanEvent[];
}
