/**
 * The GET endpoints of shared/api/endpoints.ts under API_PREFIX, typed against the contract.
 * Every reply's date placeholders are resolved against the clock of the request (dates/).
 */
import type { FastifyInstance } from 'fastify';
import type { DatabaseSync } from 'node:sqlite';
import type { Clock } from '../../../shared/clock.ts';
import {
  API_FAILURE_CODE, API_NOT_FOUND_CODE, API_PREFIX, API_SUCCESS_CODE, WEATHER_CONFIG_KEY, type ApiEnvelope, type EndpointData,
  type EndpointPath, type FooterConfig, type HomeModule, type Locale, type MusicMsg, type MusicTrack,
  type QrCodeAndConsult, type WeatherData, type ArticleSummary,
} from '../../../shared/api/index.ts';
import type { TicketAvailability } from '../../../shared/api/tickets.ts';
import { planAccess } from '../plan/access.ts';
import type { PlanSeed } from '../plan/seed.ts';
import { planYear } from '../plan/year.ts';
import { areaDay, calendarAt } from '../dates/calendar.ts';
import { resolveDeep } from '../dates/placeholders.ts';
import { liveConditions } from '../live/conditions.ts';
import { withSnapshot } from '../live/snapshots.ts';
import { computeFlow, DEFAULT_CAPACITY, type Capacity } from '../live/live.ts';
import { conditionsOn, shownOn } from '../world/conditions.ts';
import { weatherReport } from '../world/report.ts';
import { requestLocale } from '../locale.ts';
import { mapTrails, matchTrails, trailDetail, trailRecords, trailSummary } from '../trails/replies.ts';
import { idParam, intParam, numberParam, pagingParams, ApiFailure, ApiNotFound, stringParam, type Query } from './params.ts';
import * as repo from '../db/repo.ts';

export interface RouteContext {
  db: DatabaseSync;
  now: Clock;
  /** The ticket desk's availability (tickets/routes.ts). */
  availability: (at: Date, locale: Locale) => Promise<TicketAvailability>;
  /** The planning seed (plan/seed.ts) as last loaded (a reload swaps it); null when the seed has none. */
  plan: () => PlanSeed | null;
}

type Handler<P extends EndpointPath> = (q: Query, locale: Locale, at: Date) => ApiEnvelope<EndpointData<P>> | Promise<ApiEnvelope<EndpointData<P>>>;

const ok = <T>(data: T, msg = 'success'): ApiEnvelope<T> => ({ code: API_SUCCESS_CODE, msg, data });


function handlers({ db, availability, plan }: RouteContext): { [P in EndpointPath]: Handler<P> } {
  const required = <T>(key: string, locale: Locale): T => {
    const value = repo.doc<T>(db, key, locale);
    if (value === null) throw new ApiFailure(`No ${key} data in the content seed`);
    return value;
  };
  // The main car park's spaces, which the overflow fills after (one query per request that needs it).
  const mainSpaces = (locale: Locale) => repo.listArticles(db, locale, { category: 'car-park-main' }, { pageNum: 1, pageSize: 1 }).records[0]?.attrs.spaces;
  const live = <T extends ArticleSummary>(records: T[], at: Date, locale: Locale): T[] =>
    liveConditions(records, at, flowAt(at, locale), locale, records.some((r) => r.typeCode === 'conditions') ? mainSpaces(locale) : undefined).map((r) => withSnapshot(r, at));
  const flowAt = (at: Date, locale: Locale) => computeFlow(at, { ...DEFAULT_CAPACITY, ...repo.doc<Partial<Capacity>>(db, 'flow', locale) });
  const planned = (): PlanSeed => {
    const seed = plan();
    if (!seed) throw new ApiFailure('No plan data in the content seed');
    return seed;
  };
  const found = <T>(value: T | null, what: string, id: number): T => {
    if (value === null) throw new ApiNotFound(`${what} ${id} not found`);
    return value;
  };
  return {
    '/menu/getMenu': (q, locale) => {
      const position = intParam(q, 'menuPosition', { min: 1, required: true })!;
      return ok(repo.menus(db, locale, position, intParam(q, 'menuPlatform', { min: 1 })));
    },
    '/homeModule/getIndexMusic': (_q, locale) => {
      // docs/behaviour.md §3: the playlist travels in msg, as JSON whose musicList is JSON again.
      const tracks = repo.doc<MusicTrack[]>(db, 'music', locale) ?? [];
      const msg: MusicMsg = { musicList: JSON.stringify(tracks) };
      return { code: API_SUCCESS_CODE, msg: JSON.stringify(msg), data: null };
    },
    '/homeModule/getHomeModule': (_q, locale, at) => {
      // Slides tied to a season or the weather show only while it holds (world/conditions.ts).
      type Slide = HomeModule['banners'][number] & { when?: string[] };
      const home = required<Omit<HomeModule, 'banners'> & { banners: Slide[] }>('home', locale);
      const held = conditionsOn(areaDay(at));
      const banners = home.banners.filter((b) => shownOn(b.when, held)).map(({ when: _when, ...b }): HomeModule['banners'][number] => b);
      // The map's trail lines come from the trail records (docs/trails.md).
      return ok({ ...home, banners, map: { ...home.map, trails: mapTrails(trailRecords(db, locale)) } });
    },
    '/weather/getOriginalCityWeather': (q, locale, at) => {
      const key = stringParam(q, 'configKey');
      if (key !== WEATHER_CONFIG_KEY) {
        throw new ApiFailure(key === undefined ? 'configKey is required' : `Unknown configKey "${key.slice(0, 40)}"`);
      }
      return ok(weatherReport(required<WeatherData>('weather', locale), at));
    },
    '/homeModule/getFlowRate': (_q, locale, at) => ok(flowAt(at, locale)),
    '/homeModule/getNotice': (q, locale, at) => ok(repo.listNotices(db, locale, conditionsOn(areaDay(at)), pagingParams(q))),
    '/scenic/getScenic': (q, locale) => ok(repo.listScenic(db, locale, stringParam(q, 'keyword'), pagingParams(q))),
    '/homeModule/getQrCodeAndConsult': (_q, locale) => ok(required<QrCodeAndConsult>('consult', locale)),
    '/article/getArticleTypeList': (_q, locale) => {
      const types = repo.articleTypes(db, locale);
      return ok({ records: types, total: types.length, pageNum: 1, pageSize: types.length });
    },
    '/article/getArticleList': (q, locale, at) => {
      const paging = pagingParams(q);
      const types = repo.articleTypes(db, locale);
      const typeId = intParam(q, 'typeId', { min: 1 });
      const typeCode = stringParam(q, 'typeCode');
      const byId = typeId === undefined ? undefined : types.find((t) => t.id === typeId);
      const byCode = typeCode === undefined ? undefined : types.find((t) => t.code === typeCode);
      if (typeId !== undefined && !byId) throw new ApiFailure(`Unknown typeId ${typeId}`);
      if (typeCode !== undefined && !byCode) throw new ApiFailure(`Unknown typeCode "${typeCode.slice(0, 40)}"`);
      if (byId && byCode && byId !== byCode) throw new ApiFailure('typeId and typeCode name different article types');
      const filter = {
        typeId: (byId ?? byCode)?.id,
        keyword: stringParam(q, 'keyword'),
        category: stringParam(q, 'category'),
        stars: intParam(q, 'stars', { min: 1, max: 5 }),
        priceMax: numberParam(q, 'priceMax'),
      };
      const page = repo.listArticles(db, locale, filter, paging);
      // Conditions entries move with the clock (docs/decisions/024-area-time-live-data.md).
      return ok({ ...page, records: live(page.records, at, locale) });
    },
    '/friendlyLink/getFriendlyLinkList': (q, locale) => ok(repo.listFriendlyLinks(db, locale, pagingParams(q))),
    '/homeModule/getIndexBottomConfig': (_q, locale) => ok(required<FooterConfig>('footer', locale)),
    '/article/getArticleDetail': (q, locale, at) => {
      const id = idParam(q);
      const detail = found(repo.articleDetail(db, locale, id), 'Article', id);
      return ok(live([detail], at, locale)[0]!);
    },
    '/customerServer/getFaqList': (q, locale) => {
      const filter = { category: stringParam(q, 'category'), keyword: stringParam(q, 'keyword') };
      return ok(repo.listFaq(db, locale, filter, pagingParams(q)));
    },
    '/subject/getSubjectList': (q, locale) => ok(repo.listSubjects(db, locale, stringParam(q, 'keyword'), pagingParams(q))),
    '/subject/getSubjectDetail': (q, locale) => {
      const id = idParam(q);
      return ok(found(repo.subjectDetail(db, locale, id), 'Subject', id));
    },
    '/ticket/getAvailability': async (_q, locale, at) => ok(await availability(at, locale)),
    '/plan/getAccess': (_q, locale, at) => ok(planAccess(planned().access, locale, at)),
    '/plan/getYear': (_q, locale, at) => {
      const subjects = new Map(repo.listSubjects(db, locale, undefined, { pageNum: 1, pageSize: 100 }).records.map((s) => [s.id, { title: s.title, days: s.days }]));
      return ok(planYear({ seed: planned().year, dailyCapacity: flowAt(at, locale).dailyCapacity, subjects }, locale, at));
    },
    '/trail/getTrailList': (q, locale, at) => ok(matchTrails(trailRecords(db, locale), stringParam(q, 'keyword')).map((t) => trailSummary(t, at, locale))),
    '/trail/getTrailDetail': (q, locale, at) => {
      const id = idParam(q);
      const trails = trailRecords(db, locale);
      return ok(trailDetail(db, found(trails.find((t) => t.id === id) ?? null, 'Trail', id), trails, at, locale));
    },
  };
}

export function registerApiRoutes(app: FastifyInstance, ctx: RouteContext): void {
  for (const [path, handle] of Object.entries(handlers(ctx)) as [EndpointPath, Handler<EndpointPath>][]) {
    app.get(API_PREFIX + path, async (req, reply) => {
      const query = (req.query ?? {}) as Query;
      const locale = requestLocale(query.lang, req.headers['accept-language']);
      reply.header('content-language', locale).header('vary', 'Accept-Language');
      // Places left are worth nothing stale: nobody between here and the site keeps them.
      if (path.startsWith('/ticket/')) reply.header('cache-control', 'no-store');
      try {
        // One instant per request, so every date in a reply agrees.
        const at = ctx.now();
        return resolveDeep(await handle(query, locale, at), calendarAt(at, repo.newestArticleTime(ctx.db)), locale);
      } catch (err) {
        if (!(err instanceof ApiFailure)) throw err;
        return { code: err instanceof ApiNotFound ? API_NOT_FOUND_CODE : API_FAILURE_CODE, msg: err.message, data: null };
      }
    });
  }
}
