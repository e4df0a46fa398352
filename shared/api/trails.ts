/**
 * Walking trails (docs/trails.md): one record per trail in the content service, the one source
 * of its figures for the trail pages, the search, the map and the texts that mention it.
 * Gain, loss and time are for the trail walked in its stated direction (from its first point
 * to its last; a loop comes back to its start).
 */
import type { ArticleTypeCode, ConditionStatus } from './content.ts';

/** The scale (docs/trails.md §Difficulty): what each step asks of a visitor here. */
export const TRAIL_DIFFICULTIES = ['easy', 'moderate', 'strenuous'] as const;
type TrailDifficulty = (typeof TRAIL_DIFFICULTIES)[number];
export const TRAIL_SHAPES = ['one-way', 'loop'] as const;
type TrailShape = (typeof TRAIL_SHAPES)[number];
export const TRAIL_FACILITIES = ['toilet', 'shuttle-stop', 'first-aid'] as const;
type TrailFacilityKind = (typeof TRAIL_FACILITIES)[number];

/** Something a trail page links to: another trail, a sight on /scenicArea, or an article. */
export type TrailLink =
  | { kind: 'trail'; id: number; name: string }
  | { kind: 'scenic'; id: number; name: string }
  | { kind: 'article'; id: number; typeCode: ArticleTypeCode; name: string };

/** Today's state, from the conditions model at the request's time (content-service/src/live/conditions.ts). */
export interface TrailToday {
  status: ConditionStatus;
  reason: string | null;
  /** ISO 8601 with the area's offset. */
  since: string;
}

/** Month-days ("MM-DD", both days included), from world/trails.ts. */
export interface MonthDays {
  from: string;
  to: string;
}

/** What the list, the search and the map show of a trail. */
export interface TrailSummary {
  id: number;
  slug: string;
  name: string;
  summary: string;
  lengthKm: number;
  gainM: number;
  lossM: number;
  highestM: number;
  lowestM: number;
  /** Walking time in the stated direction, minutes, [least, most]. */
  timeMinutes: [number, number];
  difficulty: TrailDifficulty;
  shape: TrailShape;
  today: TrailToday;
}

export interface TrailFacility {
  kind: TrailFacilityKind;
  at: TrailLink;
}

export interface TrailDetail extends TrailSummary {
  /** Boardwalk, flagstones, gravel…: one line in the page's language. */
  surface: string;
  stepFree: boolean;
  /** Where the steps are, when it is not step-free. */
  steps: string | null;
  /** Dogs: the rule on this trail, one line. */
  dogs: string;
  /** When it is open in the year; null: all year. */
  season: MonthDays | null;
  /** When a part of it (its upper loop) is closed while the rest stays open; null: never. */
  partClosed: MonthDays | null;
  /** The conditions board's row for this trail (an article of type conditions), when it has one. */
  conditionsId: number | null;
  connects: TrailLink[];
  facilities: TrailFacility[];
  /** [lng, lat] (GCJ-02), first point to last. */
  path: [number, number][];
  /** [distance km, altitude m], from 0 to lengthKm. */
  profile: [number, number][];
}
