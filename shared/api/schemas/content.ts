/** Schemas of the content data (shared/api/content.ts); `satisfies` keeps them and the types one truth. */
import { z } from 'zod';
import {
  ARTICLE_TYPE_CODES,
  CONDITION_FACILITIES,
  CONDITION_STATUSES,
  type ArticleAttrs,
  type ArticleDetail,
  type ArticleSummary,
  type ArticleType,
  type FaqEntry,
  type HomeModule,
  type ItineraryDay,
  type Notice,
  type PhotoSeason,
  type ScenicSpot,
  type SubjectDetail,
  type SubjectSummary,
} from '../content.ts';
import type { Page } from '../envelope.ts';
import { image, int, link, list, num, oneOf, optionalImage, page, str } from './bounds.ts';
import { mapTrails } from './trails.ts';

const point = z.tuple([num(), num()]);
export const homeModule = z.object({
  banners: list(z.object({ title: str(), subtitle: str(), image: image(), link: link().nullable() }), 'banners'),
  intro: z.object({ title: str(), body: str(), image: optionalImage() }),
  stats: list(z.object({ label: str(), value: str() }), 'stats'),
  map: z.object({ center: point, zoom: num(), bounds: z.tuple([point, point]), trails: mapTrails.optional() }),
}) satisfies z.ZodType<HomeModule>;

export const notice = z.object({
  id: int(),
  title: str(),
  content: str(),
  // A level this site does not know is still a notice to show: the plainest level.
  level: oneOf(['info', 'warning', 'closure'], 'info', 'level'),
  publishTime: str(),
  startTime: str().nullable(),
  endTime: str().nullable(),
}) satisfies z.ZodType<Notice>;

export const scenicSpot = z.object({
  id: int(),
  name: str(),
  intro: str(),
  cover: optionalImage(),
  images: list(image(), 'images'),
  lng: num(),
  lat: num(),
  openHours: str(),
  areaHours: z.boolean().optional(),
  ticket: str(),
  capacity: num(),
  visitMinutes: num(),
  tags: list(str(), 'tags'),
}) satisfies z.ZodType<ScenicSpot>;

const typeCode = z.enum(ARTICLE_TYPE_CODES);
export const articleType = z.object({ id: int(), code: typeCode, name: str(), orderNum: num() }) satisfies z.ZodType<ArticleType>;

/** A camera's true photos per season (unknown seasons are left out; a refused photo is dropped from its season). */
const seasonList = (season: PhotoSeason) => list(image(), `seasonPhotos.${season}`).optional();
const seasonPhotos = z.object({ spring: seasonList('spring'), summer: seasonList('summer'), autumn: seasonList('autumn'), winter: seasonList('winter') });

const attrs = z.object({
  lng: num().optional(),
  lat: num().optional(),
  address: str().optional(),
  phone: str().optional(),
  openHours: str().optional(),
  priceMin: num().optional(),
  priceMax: num().optional(),
  stars: num().optional(),
  cuisine: str().optional(),
  amenities: list(str(), 'amenities').optional(),
  audioUrl: link().optional(),
  audioDuration: num().optional(),
  transcript: str().optional(),
  streamUrl: link().optional(),
  // A refused snapshot URL is no snapshot.
  poster: optionalImage().transform((v) => v ?? undefined).optional(),
  snapshotAt: str().optional(),
  seasonPhotos: seasonPhotos.optional(),
  offSeason: str().optional(),
  productPrice: num().optional(),
  shopUrl: link().optional(),
  category: str().optional(),
  facility: z.enum(CONDITION_FACILITIES).optional(),
  status: z.enum(CONDITION_STATUSES).optional(),
  statusReason: str().optional(),
  statusSince: str().optional(),
  // Counts a board can show: whole, not negative, and within what any car park or stop holds.
  occupied: int().min(0).max(100_000).optional(),
  spaces: int().min(0).max(100_000).optional(),
  waiting: int().min(0).max(100_000).optional(),
  waitMinutes: int().min(0).max(24 * 60).optional(),
  reportedAt: str().optional(),
}) satisfies z.ZodType<ArticleAttrs>;

export const articleSummary = z.object({
  id: int(),
  typeId: int(),
  typeCode,
  title: str(),
  summary: str(),
  cover: optionalImage(),
  images: list(image(), 'images'),
  publishTime: str(),
  tags: list(str(), 'tags'),
  attrs,
}) satisfies z.ZodType<ArticleSummary>;

export const articleDetail = articleSummary.extend({ content: str(), related: list(articleSummary, 'related') }) satisfies z.ZodType<ArticleDetail>;

export const faqEntry = z.object({ id: int(), question: str(), answer: str(), category: str(), orderNum: num() }) satisfies z.ZodType<FaqEntry>;

const stopRef = z.union([
  z.object({ kind: z.literal('article'), typeCode, id: int() }),
  z.object({ kind: z.literal('scenic'), id: int() }),
]);
const itineraryDay = z.object({
  day: int(),
  title: str(),
  stops: list(z.object({ time: str().nullable(), name: str(), note: str(), ref: stopRef.nullable() }), 'stops'),
}) satisfies z.ZodType<ItineraryDay>;

export const subjectSummary = z.object({
  id: int(),
  title: str(),
  summary: str(),
  cover: optionalImage(),
  days: num(),
  tags: list(str(), 'tags'),
  season: str(),
}) satisfies z.ZodType<SubjectSummary>;

export const subjectDetail = subjectSummary.extend({ content: str(), itinerary: list(itineraryDay, 'itinerary') }) satisfies z.ZodType<SubjectDetail>;

// Compile-time check that the generic page schema yields the contract's Page<T>.
page(notice) satisfies z.ZodType<Page<Notice>>;
