/**
 * The trail replies (docs/trails.md): each seed record in the request's language, its links
 * named from the articles and sights they point at, its season from world/trails.ts (the one
 * set of dates) and its state now from the conditions model (live/conditions.ts).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { ArticleSummary, Locale, MapTrail, ScenicSpot } from '../../../shared/api/index.ts';
import type { MonthDays, TrailDetail, TrailFacility, TrailLink, TrailSummary } from '../../../shared/api/trails.ts';
import * as repo from '../db/repo.ts';
import { trailStateAt } from '../live/conditions.ts';
import { HIGH_TRAIL_SEASON, UPPER_LOOP_CLOSED } from '../world/trails.ts';

type Ref = { kind: 'trail' | 'scenic' | 'article'; id: number };
/** A trail as the seed writes it, in one language. */
export type TrailRecord = Omit<TrailDetail, 'today' | 'connects' | 'facilities' | 'season' | 'partClosed'> & {
  /** The conditions model's rule for it (live/conditions.ts): boardwalk, valley-trail or high-trail. */
  rule: string;
  connects: Ref[];
  facilities: { kind: TrailFacility['kind']; at: Ref }[];
};

export const trailRecords = (db: DatabaseSync, locale: Locale): TrailRecord[] => repo.doc<TrailRecord[]>(db, 'trails', locale) ?? [];

function seasonOf(rule: string): { season: MonthDays | null; partClosed: MonthDays | null } {
  if (rule === 'high-trail') return { season: { from: HIGH_TRAIL_SEASON.opens, to: HIGH_TRAIL_SEASON.closes }, partClosed: null };
  if (rule === 'valley-trail') return { season: null, partClosed: { from: UPPER_LOOP_CLOSED.from, to: UPPER_LOOP_CLOSED.to } };
  return { season: null, partClosed: null };
}

export function trailSummary(r: TrailRecord, at: Date, locale: Locale): TrailSummary {
  const { id, slug, name, summary, lengthKm, gainM, lossM, highestM, lowestM, timeMinutes, difficulty, shape } = r;
  return { id, slug, name, summary, lengthKm, gainM, lossM, highestM, lowestM, timeMinutes, difficulty, shape, today: trailStateAt(r.rule, at, locale) };
}

/** Links named in the request's language; a link to nothing the seed holds is dropped. */
function linker(db: DatabaseSync, locale: Locale, trails: TrailRecord[]): (ref: Ref) => TrailLink | null {
  let spots: ScenicSpot[] | null = null;
  const articles = new Map<number, ArticleSummary | null>();
  return (ref) => {
    if (ref.kind === 'trail') {
      const t = trails.find((x) => x.id === ref.id);
      return t ? { kind: 'trail', id: t.id, name: t.name } : null;
    }
    if (ref.kind === 'scenic') {
      spots ??= repo.listScenic(db, locale, undefined, { pageNum: 1, pageSize: 100 }).records;
      const s = spots.find((x) => x.id === ref.id);
      return s ? { kind: 'scenic', id: s.id, name: s.name } : null;
    }
    if (!articles.has(ref.id)) articles.set(ref.id, repo.articleDetail(db, locale, ref.id));
    const a = articles.get(ref.id);
    return a ? { kind: 'article', id: a.id, typeCode: a.typeCode, name: a.title } : null;
  };
}

export function trailDetail(db: DatabaseSync, r: TrailRecord, trails: TrailRecord[], at: Date, locale: Locale): TrailDetail {
  const link = linker(db, locale, trails);
  const { rule: _rule, connects, facilities, ...rest } = r;
  return {
    ...rest,
    ...trailSummary(r, at, locale),
    ...seasonOf(r.rule),
    connects: connects.map(link).filter((l): l is TrailLink => l !== null),
    facilities: facilities.flatMap((f) => {
      const at = link(f.at);
      return at ? [{ kind: f.kind, at }] : [];
    }),
  };
}

/** The map's trail lines: each record's path, name and figures. */
export const mapTrails = (trails: TrailRecord[]): MapTrail[] => trails.map(({ id, name, lengthKm, gainM, path }) => ({ id, name, lengthKm, gainM, path }));

/** Trails whose name or summary holds every word of the keyword (a few records: no index needed). */
export function matchTrails(trails: TrailRecord[], keyword: string | undefined): TrailRecord[] {
  const words = (keyword ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return trails;
  return trails.filter((t) => {
    const text = `${t.name} ${t.summary}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
