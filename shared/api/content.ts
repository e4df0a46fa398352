/** Shapes of the content endpoints (docs/product.md §4, §7). */
import type { PageQuery } from './envelope.ts';

export interface HomeBanner {
  title: string;
  subtitle: string;
  image: string;
  /** Internal route path (no locale prefix), with query if any. */
  link: string | null;
}

interface HomeStat {
  label: string;
  value: string;
}

export interface HomeModule {
  banners: HomeBanner[];
  /** Short introduction of the area for the home page. */
  intro: { title: string; body: string; image: string | null };
  stats: HomeStat[];
  /** Centre and zoom for the map teaser and the schematic fallback. */
  map: { center: [number, number]; zoom: number; bounds: [[number, number], [number, number]]; trails?: MapTrail[] };
}

/**
 * A trail line on the area map (docs/trails.md): its record's name and figures, linking to its
 * page. The content service adds the trails to the map block from their records.
 */
export interface MapTrail {
  id: number;
  name: string;
  lengthKm: number;
  gainM: number;
  /** [lng, lat] (GCJ-02), first point to last. */
  path: [number, number][];
}

export type NoticeLevel = 'info' | 'warning' | 'closure';

export interface Notice {
  id: number;
  title: string;
  content: string;
  level: NoticeLevel;
  /** ISO 8601. */
  publishTime: string;
  startTime: string | null;
  endTime: string | null;
}

export interface ScenicSpot {
  id: number;
  name: string;
  intro: string;
  /** null: no photo shows this item; the site draws a designed card (decision 018). */
  cover: string | null;
  images: string[];
  /** GCJ-02 coordinates as AMap uses them. */
  lng: number;
  lat: number;
  openHours: string;
  /** The spot keeps the area's opening hours (shared/opening-hours.ts), so "open now" applies to it. */
  areaHours?: boolean;
  ticket: string;
  /** Maximum visitors at one time for this spot. */
  capacity: number;
  /** Suggested visit length in minutes. */
  visitMinutes: number;
  tags: string[];
}

/** Article type codes; each content area of the site is one type. */
export const ARTICLE_TYPE_CODES = [
  'hotel',
  'restaurant',
  'shop',
  'poi',
  'animal',
  'island',
  'landscape',
  'live',
  'explain',
  'store',
  'service',
  'news',
  'conditions',
] as const;
export type ArticleTypeCode = (typeof ARTICLE_TYPE_CODES)[number];

export interface ArticleType {
  id: number;
  code: ArticleTypeCode;
  name: string;
  orderNum: number;
}

/** Typed attributes; each type uses the ones that apply to it, the rest are absent. */
export interface ArticleAttrs {
  lng?: number;
  lat?: number;
  address?: string;
  phone?: string;
  openHours?: string;
  /** Typical price per person / per night in CNY. */
  priceMin?: number;
  priceMax?: number;
  /** Hotel star rating 1..5. */
  stars?: number;
  cuisine?: string;
  amenities?: string[];
  /** Audio guide. */
  audioUrl?: string;
  audioDuration?: number;
  transcript?: string;
  /** Live camera. */
  streamUrl?: string;
  /** The camera's latest snapshot (a true photo of its view, decision 018); absent: no snapshot. */
  poster?: string;
  /** ISO 8601: when `poster` was taken. */
  snapshotAt?: string;
  /**
   * The camera's photos that are true in each landscape season (docs/cameras.md), listed from
   * morning to evening: its snapshots and its stream show only the current season's. A season
   * with none is off-season for the camera.
   */
  seasonPhotos?: Partial<Record<PhotoSeason, string[]>>;
  /** Why the camera is off for the season, in the page language; present only while it is (it then has no `poster`). */
  offSeason?: string;
  /** Store product. */
  productPrice?: number;
  shopUrl?: string;
  /** Free-form sub-category used for list filters (e.g. "bird", "mammal", "parking"). */
  category?: string;
  /** Conditions board (docs/decisions/024-area-time-live-data.md): what the entry reports on. */
  facility?: ConditionFacility;
  /** Trails and roads (and a shuttle stop without service): their state now. */
  status?: ConditionStatus;
  /** Why, in the page language; absent when there is nothing to say. */
  statusReason?: string;
  /** ISO 8601: since when the status holds. */
  statusSince?: string;
  /** Car parks: spaces taken of `spaces`. */
  occupied?: number;
  spaces?: number;
  /** Shuttle stops: people waiting and the expected wait in minutes. */
  waiting?: number;
  waitMinutes?: number;
  /** ISO 8601: when the figures or the status were read. */
  reportedAt?: string;
}

/** The landscape's seasons, as the content service dates them (a camera's photos are true for some of them). */
export type PhotoSeason = 'spring' | 'summer' | 'autumn' | 'winter';

export const CONDITION_FACILITIES = ['trail', 'road', 'parking', 'shuttle-stop'] as const;
export type ConditionFacility = (typeof CONDITION_FACILITIES)[number];
export const CONDITION_STATUSES = ['open', 'partly-open', 'closed', 'icy'] as const;
export type ConditionStatus = (typeof CONDITION_STATUSES)[number];

export interface ArticleSummary {
  id: number;
  typeId: number;
  typeCode: ArticleTypeCode;
  title: string;
  summary: string;
  /** null: no photo shows this item; the site draws a designed card (decision 018). */
  cover: string | null;
  images: string[];
  /** ISO 8601. */
  publishTime: string;
  tags: string[];
  attrs: ArticleAttrs;
}

export interface ArticleDetail extends ArticleSummary {
  /** CMS rich text (HTML). Untrusted: the website sanitizes it before rendering. */
  content: string;
  /** Related entries of the same or nearby types. */
  related: ArticleSummary[];
}

export interface ArticleListQuery extends PageQuery {
  typeId?: number;
  typeCode?: ArticleTypeCode;
  keyword?: string;
  /** Optional filters used by the list pages. */
  category?: string;
  stars?: number;
  priceMax?: number;
}

export interface FaqEntry {
  id: number;
  question: string;
  /** Plain text, may contain line breaks. */
  answer: string;
  category: string;
  orderNum: number;
}

export interface FaqListQuery extends PageQuery {
  category?: string;
  keyword?: string;
}

export interface ItineraryStop {
  /** "08:30" or null. */
  time: string | null;
  name: string;
  note: string;
  /** Links to a real entry: an article (typeCode + id) or a scenic spot (id). */
  ref: { kind: 'article'; typeCode: ArticleTypeCode; id: number } | { kind: 'scenic'; id: number } | null;
}

export interface ItineraryDay {
  day: number;
  title: string;
  stops: ItineraryStop[];
}

export interface SubjectSummary {
  id: number;
  title: string;
  summary: string;
  /** null: no photo shows this item; the site draws a designed card (decision 018). */
  cover: string | null;
  days: number;
  tags: string[];
  /** Best season or audience, short text. */
  season: string;
}

export interface SubjectDetail extends SubjectSummary {
  content: string;
  itinerary: ItineraryDay[];
}

export interface SubjectListQuery extends PageQuery {
  keyword?: string;
}
