/**
 * Data each page route receives from its loader (server-side on first load, from the
 * `/_data/page/...` JSON URL on client navigations). One shape per kind of page.
 */
import type { Page } from './api/envelope.ts';
import type {
  ArticleDetail,
  ArticleSummary,
  ArticleType,
  ArticleTypeCode,
  FaqEntry,
  HomeModule,
  Notice,
  ScenicSpot,
  SubjectDetail,
  SubjectSummary,
} from './api/content.ts';
import type { QrCodeAndConsult } from './api/shell.ts';
import type { TicketAvailability } from './api/tickets.ts';
import type { PlanAccess, PlanYear } from './api/plan.ts';
import type { TrailDetail, TrailSummary } from './api/trails.ts';
import type { TicketFormMemory } from './tickets/form.ts';
import type { TicketOutcome } from './tickets/outcome.ts';
import type { RouteId } from './routes.ts';
import type { LiveStamp } from './state.ts';

/**
 * A sight as the home page shows it (a teaser card and a map pin): its intro cut to the two
 * lines the card shows; hours, tickets and capacity are on /scenicArea.
 */
export type HomeSpot = Pick<ScenicSpot, 'id' | 'name' | 'cover' | 'intro' | 'lng' | 'lat' | 'visitMinutes' | 'tags'>;

/** A notice in the home ticker: its title, level and dates; the text is on /tourist. */
export type HomeNotice = Pick<Notice, 'id' | 'title' | 'level' | 'publishTime' | 'startTime' | 'endTime'>;
/** A landscape in the home mosaic: a photo (or designed card), a title and its link. */
export type HomeLandscape = Pick<ArticleSummary, 'id' | 'typeCode' | 'title' | 'cover'>;
/** A news line on the home page: date, title, photo and summary. */
export type HomeNews = Pick<ArticleSummary, 'id' | 'typeCode' | 'title' | 'summary' | 'cover' | 'publishTime'>;
/** What an itinerary card shows (client/components/cards SubjectCard), all the home page sends of one. */
export type SubjectCardData = Pick<SubjectSummary, 'id' | 'title' | 'summary' | 'cover' | 'days' | 'season'>;

/** Only what the home page shows: its data is in the page state of every first load. */
export interface HomeData {
  kind: 'home';
  home: HomeModule;
  notices: HomeNotice[];
  scenic: HomeSpot[];
  subjects: SubjectCardData[];
  news: HomeNews[];
  highlights: HomeLandscape[];
}

/** Filters a list page understands; all optional, all from the query string. */
interface ListFilters {
  category: string | null;
  stars: number | null;
  priceMax: number | null;
  keyword: string | null;
}

/** What the whole type offers, for filter options (never narrowed by the current filters). */
export interface ListFacets {
  /** Star ratings present (hotels), ascending. */
  stars: number[];
  /** Lowest and highest `priceMin` present, or null when the type has no prices. */
  priceFloor: number | null;
  priceCeiling: number | null;
}

export interface ArticleListData {
  kind: 'article-list';
  typeCode: ArticleTypeCode;
  page: Page<ArticleSummary>;
  filters: ListFilters;
  /** Category codes present for this type, for the filter chips. */
  categories: string[];
  /** Map centre/bounds for pages whose items have coordinates. */
  map: HomeModule['map'] | null;
  /** Filter options beyond categories (used by the list pages). */
  facets?: ListFacets;
  /** Live cameras: whether each article's stream answered the server's check (by article id). */
  streams?: Record<number, 'online' | 'offline'>;
}

export interface ArticleDetailData {
  kind: 'article-detail';
  /** Without the CMS's raw rich text: `contentHtml` is its cleaned copy. */
  article: Omit<ArticleDetail, 'content'>;
  /** Sanitized on the server (docs/product.md §6). */
  contentHtml: string;
  map: HomeModule['map'] | null;
}

export interface ArticleBrowseData {
  kind: 'article-browse';
  types: ArticleType[];
  typeCode: ArticleTypeCode | null;
  page: Page<ArticleSummary>;
}

export interface ScenicData {
  kind: 'scenic';
  spots: ScenicSpot[];
  map: HomeModule['map'];
}

export interface SubjectBrowseData {
  kind: 'subject-browse';
  page: Page<SubjectSummary>;
}

export interface SubjectDetailData {
  kind: 'subject-detail';
  /** Without the CMS's raw rich text: `contentHtml` is its cleaned copy. */
  subject: Omit<SubjectDetail, 'content'>;
  contentHtml: string;
}

export interface TouristData {
  kind: 'tourist';
  faq: FaqEntry[];
  notices: Notice[];
  consult: QrCodeAndConsult | null;
  services: ArticleSummary[];
}

/** The conditions board (docs/decisions/024-area-time-live-data.md): trails, roads, car parks, shuttle stops. */
export interface ConditionsData {
  kind: 'conditions';
  items: ArticleSummary[];
  /** When the site fetched this copy, and whether it is served stale. */
  live: LiveStamp;
}

/** Tickets (docs/tickets.md): the 14 days' availability and the reservation form. */
export interface TicketsData {
  kind: 'tickets';
  /** Null when the ticket desk did not answer: the page says reservations are unavailable right now. */
  availability: TicketAvailability | null;
  /** The day whose slots the form offers ("YYYY-MM-DD"): `?date=`, else the first day with places. */
  day: string | null;
  csrf: string;
  form: TicketFormMemory;
  /** The answer to the form just posted, on the page rendered for that post. */
  outcome: TicketOutcome | null;
}

/** Look up and cancel a reservation by its code and a document's last four characters. */
export interface TicketReservationData {
  kind: 'ticket-reservation';
  csrf: string;
  /** The code asked about (not personal: the gate's handle on the reservation). */
  code: string;
  outcome: TicketOutcome | null;
}

/** Getting here (docs/plan.md): the routes from the regional capital to the gates. */
export interface GettingHereData {
  kind: 'getting-here';
  access: PlanAccess;
}

/** The year by month (docs/plan.md); `month` is the area's month now by the site clock (1..12). */
export interface WhenToVisitData {
  kind: 'when-to-visit';
  year: PlanYear;
  month: number;
}

export interface SearchData {
  kind: 'search';
  q: string;
  pageNum: number;
  articles: Page<ArticleSummary>;
  subjects: Page<SubjectSummary>;
  scenic: Page<ScenicSpot>;
  /** Trails matching the query (a handful at most: shown whole on the first page). */
  trails: TrailSummary[];
}

/** /trails and /trails/detail (docs/trails.md). */
export interface TrailsData {
  kind: 'trails';
  trails: TrailSummary[];
  map: HomeModule['map'];
}

export interface TrailData {
  kind: 'trail';
  trail: TrailDetail;
  map: HomeModule['map'];
}

export interface StaticPageData {
  kind: 'static';
}


/** The data each route's page gets. Every RouteId must appear (a missing one fails `tsc`). */
interface PageDataTable {
  home: HomeData;
  ability: ArticleListData;
  landscapes: ArticleListData;
  animal: ArticleListData;
  island: ArticleListData;
  scenicArea: ScenicData;
  hotel: ArticleListData;
  hotelDetail: ArticleDetailData;
  restaurants: ArticleListData;
  restaurantsDetail: ArticleDetailData;
  shop: ArticleListData;
  shopDetail: ArticleDetailData;
  poi: ArticleListData;
  poiDetail: ArticleDetailData;
  live: ArticleListData;
  explain: ArticleListData;
  store: ArticleListData;
  trends: ArticleListData;
  tourist: TouristData;
  conditions: ConditionsData;
  tickets: TicketsData;
  ticketReservation: TicketReservationData;
  gettingHere: GettingHereData;
  whenToVisit: WhenToVisitData;
  search: SearchData;
  trails: TrailsData;
  trailDetail: TrailData;
  article: ArticleDetailData | ArticleBrowseData;
  articleList: ArticleBrowseData;
  articleGrid: ArticleBrowseData;
  articleSwiper: ArticleBrowseData;
  theme: SubjectBrowseData | SubjectDetailData;
  themeList: SubjectBrowseData;
  themeGrid: SubjectBrowseData;
  themeSwiper: SubjectBrowseData;
  templateColor: StaticPageData;
  templateI18: StaticPageData;
  templateSwiper: StaticPageData;
  templatePreviewImages: StaticPageData;
}

export type PageDataById = { [K in RouteId]: PageDataTable[K] };
