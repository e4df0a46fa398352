/**
 * Live cameras' latest snapshots in the demo (docs/decisions/024-area-time-live-data.md): a
 * snapshot every five minutes of daylight, picked by the hour from the camera's own true
 * photos (its poster, cover and gallery, decision 018), so the picture changes over the day
 * and is never of another place. After dark the latest snapshot is the last one of daylight.
 * A camera with no true photo has no snapshot at all.
 */
import type { ArticleSummary } from '../../../shared/api/index.ts';
import { areaClock, isDark } from '../../../shared/opening-hours.ts';

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

export function withSnapshot<T extends ArticleSummary>(article: T, at: Date): T {
  if (article.typeCode !== 'live') return article;
  const photos = [...new Set([article.attrs.poster, article.cover, ...article.images].filter((p): p is string => Boolean(p)))];
  const { poster: _poster, ...rest } = article.attrs;
  const taken = photos.length ? lastDaylightStep(at) : null;
  if (!taken) return { ...article, attrs: rest };
  const hour = Math.floor(areaClock(taken).minutes / 60);
  return { ...article, attrs: { ...rest, poster: photos[hour % photos.length]!, snapshotAt: areaIso(taken) } };
}
