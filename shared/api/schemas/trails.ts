/**
 * The trail replies (shared/api/trails.ts; docs/trails.md) as the site takes them: each trail,
 * link, facility and point checked on its own, figures bounded to what a mountain walk can be.
 * A trail the site cannot read is dropped from the list; an unknown state is read as 'closed'
 * (the one that sends nobody up), an unknown difficulty as 'strenuous' (the one that warns most).
 */
import { z } from 'zod';
import { ARTICLE_TYPE_CODES, CONDITION_STATUSES, type MapTrail } from '../content.ts';
import { TRAIL_DIFFICULTIES, TRAIL_FACILITIES, TRAIL_SHAPES, type TrailDetail, type TrailSummary } from '../trails.ts';
import { bounded, int, list, num, oneOf, str } from './bounds.ts';

/** Kilometres of one trail: the area's longest walk is a day's. */
const km = () => num().min(0).max(100);
/** Metres above the sea, or of climbing: below Everest. */
const metres = () => num().min(0).max(9000);
const monthDay = () => z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
/** A point of a path: [lng, lat] on the globe. */
const lngLat = z.tuple([num().min(-180).max(180), num().min(-90).max(90)]);
/** [distance km, altitude m]. */
const profilePoint = z.tuple([km(), metres()]);
/** Points of one line: more would only cost bytes in every page state that carries the map. */
const points = <T extends z.ZodType>(item: T, name: string) => list(item, name).refine((p) => p.length <= 400, `at most 400 ${name}`);

const link = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('trail'), id: int(), name: str().max(200) }),
  z.object({ kind: z.literal('scenic'), id: int(), name: str().max(200) }),
  z.object({ kind: z.literal('article'), id: int(), typeCode: z.enum(ARTICLE_TYPE_CODES), name: str().max(200) }),
]);

const trailSummary = z.object({
  id: int(),
  slug: z.string().regex(/^[a-z0-9-]{1,60}$/),
  name: str().max(200),
  summary: str().max(2000),
  lengthKm: km(),
  gainM: metres(),
  lossM: metres(),
  highestM: metres(),
  lowestM: metres(),
  timeMinutes: z.tuple([bounded(1, 24 * 60, 'timeMinutes'), bounded(1, 24 * 60, 'timeMinutes')]),
  difficulty: oneOf(TRAIL_DIFFICULTIES, 'strenuous', 'difficulty'),
  shape: oneOf(TRAIL_SHAPES, 'one-way', 'shape'),
  today: z.object({
    status: oneOf(CONDITION_STATUSES, 'closed', 'today.status'),
    reason: str().max(500).nullable(),
    since: z.iso.datetime({ offset: true }),
  }),
}) satisfies z.ZodType<TrailSummary, unknown>;

const monthDays = z.object({ from: monthDay(), to: monthDay() });

export const trailDetail = trailSummary.extend({
  surface: str().max(500),
  stepFree: z.boolean(),
  steps: str().max(500).nullable(),
  dogs: str().max(500),
  season: monthDays.nullable(),
  partClosed: monthDays.nullable(),
  conditionsId: int().nullable(),
  connects: list(link, 'connects').refine((l) => l.length <= 40, 'at most 40 connections'),
  facilities: list(z.object({ kind: z.enum(TRAIL_FACILITIES), at: link }), 'facilities').refine((l) => l.length <= 40, 'at most 40 facilities'),
  path: points(lngLat, 'path'),
  profile: points(profilePoint, 'profile'),
}) satisfies z.ZodType<TrailDetail, unknown>;

/** At most this many trails are read: the area has a handful. */
const MAX_TRAILS = 100;
export const trailList = list(trailSummary, 'trails').refine((l) => l.length <= MAX_TRAILS, `at most ${MAX_TRAILS} trails`);

/** The map block's trail lines: a line the site cannot read is dropped, never drawn half. */
export const mapTrails = list(
  z.object({ id: int(), name: str().max(200), lengthKm: km(), gainM: metres(), path: points(lngLat, 'path') }) satisfies z.ZodType<MapTrail, unknown>,
  'trails',
).refine((l) => l.length <= MAX_TRAILS, `at most ${MAX_TRAILS} trails`);
