/**
 * The GET endpoints of docs/behaviour.md §7 (and the trails', docs/trails.md; the plan pages', docs/plan.md) with their query and `data` shapes: the one contract the
 * website's loaders and the embedded content service both compile against.
 */
import type { Page, PageQuery } from './envelope.ts';
import type {
  ArticleDetail,
  ArticleListQuery,
  ArticleSummary,
  ArticleType,
  FaqEntry,
  FaqListQuery,
  HomeModule,
  Notice,
  ScenicSpot,
  SubjectDetail,
  SubjectListQuery,
  SubjectSummary,
} from './content.ts';
import type { FlowRate, FooterConfig, FriendlyLink, MenuRecord, QrCodeAndConsult, WeatherData } from './shell.ts';
import type { TicketAvailability } from './tickets.ts';
import type { PlanAccess, PlanYear } from './plan.ts';
import type { TrailDetail, TrailSummary } from './trails.ts';

interface Endpoints {
  '/menu/getMenu': { query: { menuPlatform?: number; menuPosition: number }; data: MenuRecord[] };
  /** `data` is null; the playlist is in `msg` as double-encoded JSON (see MusicMsg). */
  '/homeModule/getIndexMusic': { query: Record<string, never>; data: null };
  '/homeModule/getHomeModule': { query: Record<string, never>; data: HomeModule };
  '/weather/getOriginalCityWeather': { query: { configKey: string }; data: WeatherData };
  '/homeModule/getFlowRate': { query: Record<string, never>; data: FlowRate };
  '/homeModule/getNotice': { query: PageQuery; data: Page<Notice> };
  '/scenic/getScenic': { query: PageQuery & { keyword?: string }; data: Page<ScenicSpot> };
  '/homeModule/getQrCodeAndConsult': { query: Record<string, never>; data: QrCodeAndConsult };
  '/article/getArticleTypeList': { query: Record<string, never>; data: Page<ArticleType> };
  '/article/getArticleList': { query: ArticleListQuery; data: Page<ArticleSummary> };
  '/friendlyLink/getFriendlyLinkList': { query: PageQuery; data: Page<FriendlyLink> };
  '/homeModule/getIndexBottomConfig': { query: Record<string, never>; data: FooterConfig };
  '/article/getArticleDetail': { query: { id: number }; data: ArticleDetail };
  '/customerServer/getFaqList': { query: FaqListQuery; data: Page<FaqEntry> };
  '/subject/getSubjectList': { query: SubjectListQuery; data: Page<SubjectSummary> };
  '/subject/getSubjectDetail': { query: { id: number }; data: SubjectDetail };
  /** Entry slots and places left for the next 14 days (docs/tickets.md); never cached by the service. */
  '/ticket/getAvailability': { query: Record<string, never>; data: TicketAvailability };
  /** Getting here and the year by month (docs/plan.md). */
  '/plan/getAccess': { query: Record<string, never>; data: PlanAccess };
  '/plan/getYear': { query: Record<string, never>; data: PlanYear };
  /** Every trail (or those matching `keyword`) with its figures and today's state (docs/trails.md). */
  '/trail/getTrailList': { query: { keyword?: string }; data: TrailSummary[] };
  '/trail/getTrailDetail': { query: { id: number }; data: TrailDetail };
}

export type EndpointPath = keyof Endpoints;
export type EndpointQuery<P extends EndpointPath> = Endpoints[P]['query'];
export type EndpointData<P extends EndpointPath> = Endpoints[P]['data'];

