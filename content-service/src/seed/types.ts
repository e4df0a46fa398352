/**
 * Format of the seed data files in this folder (read once by the content service).
 *
 * The files hold the API shapes of `shared/api` with one rule for language: any value that
 * differs by language is written as an object with exactly the two keys "zh-CN" and "en"
 * (strings, arrays of strings, or whole objects). The loader picks one side for the
 * requested locale, recursively. Everything else (ids, numbers, coordinates, media URLs,
 * dates) is written once.
 *
 * Dates are written as placeholders resolved per request against the clock (README.md,
 * "Dates"): `{{time:-8 09:30:00}}`, `{{date:+2}}`, `{{year:2026}}`...
 */
import type { ArticleAttrs, ArticleTypeCode, ItineraryDay, NoticeLevel, PhotoSeason } from '../../../shared/api/index.ts';

interface L<T = string> {
  'zh-CN': T;
  en: T;
}
/** A value written once or per language. */
type Loc<T> = T | L<T>;

/** A whole object may be localized, or each of its leaves. */
type Localizable<T> = T extends string | number | boolean | null
  ? Loc<T>
  : T extends (infer U)[]
    ? Loc<Localizable<U>[]>
    : T extends object
      ? Loc<{ [K in keyof T]: Localizable<T[K]> }>
      : T;

/**
 * Attributes only the seed holds (never in a reply). Live cameras: why the camera is off in each
 * season its `seasonPhotos` has no photo for; the reply carries the current one as `offSeason`
 * (src/live/cameras.ts).
 */
export interface SeedOnlyAttrs {
  offSeasonReasons?: Partial<Record<PhotoSeason, string>>;
}

/** articles/<typeCode>.json: an array of these. */
export interface SeedArticle {
  id: number;
  typeCode: ArticleTypeCode;
  title: L;
  summary: L;
  /** null: no true photo, a designed card instead (decision 018). */
  cover: string | null;
  images: string[];
  /** `{{year:2026}}-11-20T09:00:00+08:00`: moved by whole years with the other articles. */
  publishTime: string;
  tags: L<string[]>;
  attrs: Localizable<ArticleAttrs & SeedOnlyAttrs>;
  /** Rich text HTML (p, h2, h3, ul, ol, li, strong, em, a, img, blockquote, table). */
  content: L;
  /** Ids of related articles (any type). */
  related: number[];
}

