/**
 * One schema per endpoint's `data` (shared/api/endpoints.ts): every upstream reply is
 * checked against it before the site caches it (docs/decisions/011-validated-upstream-replies.md).
 * Kept out of shared/api/index.ts so the client bundle never carries zod.
 */
import { z } from 'zod';
import type { EndpointData, EndpointPath } from '../endpoints.ts';
import { articleDetail, articleSummary, articleType, faqEntry, homeModule, notice, scenicSpot, subjectDetail, subjectSummary } from './content.ts';
import { flowRate, footerConfig, friendlyLink, menuRecord, qrCodeAndConsult, weatherData } from './shell.ts';
import { list, page, str } from './bounds.ts';
import { ticketAvailability } from './tickets.ts';
import { planAccess, planYear } from './plan.ts';
import { trailDetail, trailList } from './trails.ts';

const ENDPOINT_DATA: { [P in EndpointPath]: z.ZodType<EndpointData<P>> } = {
  '/menu/getMenu': list(menuRecord, '', { whole: true }),
  '/homeModule/getIndexMusic': z.null(),
  '/homeModule/getHomeModule': homeModule,
  '/weather/getOriginalCityWeather': weatherData,
  '/homeModule/getFlowRate': flowRate,
  '/homeModule/getNotice': page(notice),
  '/scenic/getScenic': page(scenicSpot),
  '/homeModule/getQrCodeAndConsult': qrCodeAndConsult,
  '/article/getArticleTypeList': page(articleType),
  '/article/getArticleList': page(articleSummary),
  '/friendlyLink/getFriendlyLinkList': page(friendlyLink),
  '/homeModule/getIndexBottomConfig': footerConfig,
  '/article/getArticleDetail': articleDetail,
  '/customerServer/getFaqList': page(faqEntry),
  '/subject/getSubjectList': page(subjectSummary),
  '/subject/getSubjectDetail': subjectDetail,
  '/ticket/getAvailability': ticketAvailability,
  '/plan/getAccess': planAccess,
  '/plan/getYear': planYear,
  '/trail/getTrailList': trailList,
  '/trail/getTrailDetail': trailDetail,
};

const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.number(), msg: str().nullish().transform((m) => m ?? ''), data });
// Built once per endpoint: zod compiles a schema on its first use, so it must be reused.
const ENVELOPES = new Map<EndpointPath, ReturnType<typeof envelope>>();

/** The success envelope around an endpoint's data (`code: -1` is handled before this). */
export function envelopeSchema(path: EndpointPath): ReturnType<typeof envelope> {
  let schema = ENVELOPES.get(path);
  if (!schema) ENVELOPES.set(path, (schema = envelope(ENDPOINT_DATA[path])));
  return schema;
}

/** Whether a string names an endpoint of the contract (a cache group read back from Redis, say). */
export function isEndpointPath(value: string): value is EndpointPath {
  return Object.hasOwn(ENDPOINT_DATA, value);
}
