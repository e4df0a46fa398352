/**
 * Live cameras' latest snapshots in the demo (docs/cameras.md, docs/decisions/024-area-time-live-data.md):
 * a snapshot every five minutes of daylight from the camera's own photos that are true in the
 * season it was taken in (`seasonPhotos`, decision 018), listed from morning to evening: the
 * day's daylight is split into as many equal parts as the season has photos, so the picture
 * changes over the day and is never of another place or season. After dark the latest snapshot
 * is the last one of daylight (the evening one). A camera off for the season has no snapshot and
 * says why (`offSeason`); so has a camera with no true photo of the season its last daylight was in.
 */
import type { ArticleAttrs, ArticleSummary } from '../../../shared/api/index.ts';
import { areaClock, daylightOn, isDark } from '../../../shared/opening-hours.ts';
import type { SeedOnlyAttrs } from '../seed/types.ts';
import { offSeasonAt, seasonPhotosAt } from './cameras.ts';

const STEP_MS = 300_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The instant as area time ISO 8601 ("2026-11-24T10:25:00+08:00"). */
function areaIso(at: Date): string {
  const c = areaClock(at);
  return `${c.date}T${pad(Math.floor(c.minutes / 60))}:${pad(c.minutes % 60)}:00+08:00`;
}

/** The latest snapshot instant at or before `at`: a five-minute step in daylight (at most a day back). */
function lastDaylightStep(at: Date): Date | null {
  let t = Math.floor(at.getTime() / STEP_MS) * STEP_MS;
  for (let i = 0; i < 288; i++, t -= STEP_MS) if (!isDark(new Date(t))) return new Date(t);
  return null;
}

/** Which of `count` photos (morning first) a snapshot taken in daylight at `taken` shows. */
function photoIndex(taken: Date, count: number): number {
  const { from, to } = daylightOn(taken);
  const part = Math.floor(((areaClock(taken).minutes - from) * count) / (to - from));
  return Math.min(count - 1, Math.max(0, part));
}

export function withSnapshot<T extends ArticleSummary>(article: T, at: Date): T {
  if (article.typeCode !== 'live') return article;
  const attrs: ArticleAttrs & SeedOnlyAttrs = article.attrs;
  // The seed's poster is the camera's first photo, not a snapshot; the reasons are the seed's, not the reply's.
  const { poster: _poster, offSeasonReasons: _reasons, ...rest } = attrs;
  const off = offSeasonAt(attrs, at);
  if (off !== null) return { ...article, attrs: { ...rest, offSeason: off } };
  const taken = lastDaylightStep(at);
  const photos = taken ? seasonPhotosAt(attrs, taken) : [];
  if (!taken || !photos.length) return { ...article, attrs: rest };
  return { ...article, attrs: { ...rest, poster: photos[photoIndex(taken, photos.length)]!, snapshotAt: areaIso(taken) } };
}
