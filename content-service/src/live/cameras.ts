/**
 * A live camera's seasons (docs/cameras.md): each camera lists the photos that are true in each
 * landscape season (`seasonPhotos`, morning first), and its snapshots and its stream show only
 * the current season's. A camera with no photo of the season is off for the season, with the
 * reason its seed gives (`offSeasonReasons`). Which season a day is in is src/world/seasons.ts's
 * to say; when a camera streams is shared/opening-hours.ts's `isDark`.
 */
import type { ArticleAttrs } from '../../../shared/api/index.ts';
import type { SeedOnlyAttrs } from '../seed/types.ts';
import { landscapeSeasonAt } from '../world/seasons.ts';

/** The camera's photos that are true at `at` (its season's, morning first); none when it has none. */
export function seasonPhotosAt(attrs: ArticleAttrs, at: Date): string[] {
  return attrs.seasonPhotos?.[landscapeSeasonAt(at)] ?? [];
}

/**
 * Why the camera is off for the season at `at` ('' when its seed gives no reason), or null when it
 * is in season. A camera that lists no season photos at all is never off-season: it simply has no
 * snapshot (nothing says which of its pictures are true now).
 */
export function offSeasonAt(attrs: ArticleAttrs & SeedOnlyAttrs, at: Date): string | null {
  if (!attrs.seasonPhotos || seasonPhotosAt(attrs, at).length) return null;
  return attrs.offSeasonReasons?.[landscapeSeasonAt(at)] ?? '';
}
