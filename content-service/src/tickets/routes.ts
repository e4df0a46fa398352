/**
 * The ticket desk (shared/api/tickets.ts; docs/tickets.md): availability, answered by the GET
 * endpoints' table (http/routes.ts), and the POST endpoints registered here. Every reply is
 * `Cache-Control: no-store`; bodies are never logged (Fastify logs the method and URL, and the
 * URLs carry no personal data). A refusal is HTTP 200 with code -1 and a TicketRefusal, as
 * every other failure of the contract.
 */
import type { FastifyInstance } from 'fastify';
import type { DatabaseSync } from 'node:sqlite';
import { API_FAILURE_CODE, API_PREFIX, API_SUCCESS_CODE, type FlowRate, type Locale } from '../../../shared/api/index.ts';
import {
  BOOKING_DAYS, NEARLY_FULL_SHARE, TICKET_PATHS, type Reservation, type ReservationKey, type TicketAvailability, type TicketDay, type TicketRefusal,
} from '../../../shared/api/tickets.ts';
import type { Clock } from '../../../shared/clock.ts';
import { readRequest, requestErrors } from '../../../shared/tickets/documents.ts';
import { normaliseCode } from '../../../shared/tickets/lookup.ts';
import type { TicketAction } from '../../../shared/tickets/outcome.ts';
import { areaClock, areaTimeOn } from '../../../shared/opening-hours.ts';
import { areaDay } from '../dates/calendar.ts';
import { DEFAULT_CAPACITY } from '../live/live.ts';
import { doc } from '../db/repo.ts';
import { closedReasonOf, dayPlan, type DayPlan, type TicketRules } from './schedule.ts';
import { attemptLimit, CODE_ATTEMPTS, DOCUMENT_ATTEMPTS } from './limits.ts';
import type { Outcome, ReservationRepository } from './repository.ts';


export interface TicketRouteContext {
  content: DatabaseSync;
  store: ReservationRepository;
  rules: TicketRules;
  now: Clock;
  /** Told of every answer: confirmed, found, cancelled, or the refusal's reason (`reservation_outcomes_total`, http/metrics.ts). */
  onOutcome?: (action: TicketAction, outcome: string) => void;
}

type Envelope = { code: number; data: Reservation | TicketRefusal };

export function createTicketDesk({ content, store, rules, now, onOutcome }: TicketRouteContext) {
  const dailyCapacity = () => doc<Partial<FlowRate>>(content, 'flow', 'zh-CN')?.dailyCapacity ?? DEFAULT_CAPACITY.dailyCapacity;
  const plans = (at: Date): DayPlan[] => {
    const today = areaDay(at);
    const daily = dailyCapacity();
    return Array.from({ length: BOOKING_DAYS }, (_, i) => dayPlan(rules, daily, today + i, today));
  };

  async function availability(at: Date, locale: Locale): Promise<TicketAvailability> {
    const all = plans(at);
    const booked = await store.booked(all[0]!.date);
    const clock = areaClock(at);
    const days = all.map((p): TicketDay => {
      const slots = p.slots.map((s) => {
        const remaining = Math.max(0, s.capacity - (booked.get(`${p.date} ${s.start}`) ?? 0));
        const closedReason = closedReasonOf(p, s, clock);
        const state = closedReason ? 'closed' : remaining === 0 ? 'sold-out' : remaining <= s.capacity * NEARLY_FULL_SHARE ? 'nearly-full' : 'open';
        return { start: s.start, end: s.end, capacity: s.capacity, remaining, state, closedReason } as const;
      });
      const remaining = slots.reduce((sum, s) => sum + (s.state === 'closed' ? 0 : s.remaining), 0);
      return { date: p.date, opens: p.opens, closes: p.closes, capacity: p.capacity, remaining, closure: p.closure?.[locale] ?? null, slots };
    });
    return { readAt: at.toISOString(), retentionDays: rules.retentionDays, days };
  }

  const documentTries = attemptLimit(DOCUMENT_ATTEMPTS);
  const codeTries = attemptLimit(CODE_ATTEMPTS);
  const codeAllowed = (key: ReservationKey) => codeTries.allow(normaliseCode(typeof key.code === 'string' ? key.code : '') ?? 'malformed', now().getTime());

  const refusal = (r: TicketRefusal) => ({ code: API_FAILURE_CODE, msg: r.reason, data: r });
  const answer = (o: Outcome) => (o.ok ? { code: API_SUCCESS_CODE, msg: 'success', data: o.reservation } : refusal(o.refusal));
  const refuse = (reason: TicketRefusal['reason'], extra: Partial<TicketRefusal> = {}) => refusal({ reason, fields: {}, closedReason: null, ...extra });

  // The same words the site counts its forms by (ticket_outcomes_total): a cancelled reservation
  // found again by its key says cancelled, whatever was asked.
  const SUCCESS = { reserve: 'confirmed', lookup: 'found', cancel: 'cancelled' } as const;
  const counted = <E extends Envelope>(action: TicketAction, reply: E): E => {
    const outcome = reply.code === API_SUCCESS_CODE ? ((reply.data as Reservation).status === 'cancelled' ? 'cancelled' : SUCCESS[action]) : (reply.data as TicketRefusal).reason;
    onOutcome?.(action, outcome);
    return reply;
  };

  const register = (app: FastifyInstance) => app.register(async (scope) => {
    scope.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    scope.post(API_PREFIX + TICKET_PATHS.reserve, { bodyLimit: 16 * 1024 }, async (req) => counted('reserve', await reserve(req.body)));

    scope.post(API_PREFIX + TICKET_PATHS.lookup, { bodyLimit: 1024 }, async (req) => {
      const key = (req.body ?? {}) as ReservationKey;
      return counted('lookup', codeAllowed(key) ? answer(await store.lookup(key)) : refuse('too-many'));
    });

    scope.post(API_PREFIX + TICKET_PATHS.cancel, { bodyLimit: 1024 }, async (req) => {
      const key = (req.body ?? {}) as ReservationKey;
      return counted('cancel', codeAllowed(key) ? answer(await store.cancel(key, now(), areaTimeOn)) : refuse('too-many'));
    });
  });

  async function reserve(posted: unknown) {
    const body = (typeof posted === 'object' && posted !== null ? posted : {}) as Record<string, unknown>;
    const fields = requestErrors(body);
    if (Object.keys(fields).length) return refuse('invalid', { fields });
    const request = readRequest(body);
    if (!request) return refuse('invalid', { fields: { party: 'format' } });
    // A retry of a request already taken gets its answer whatever the time is now.
    const replayed = await store.replay(request);
    if (replayed) return answer(replayed);
    const at = now();
    const plan = plans(at).find((p) => p.date === request.date);
    const slot = plan?.slots.find((s) => s.start === request.slot);
    if (!plan) return refuse('invalid', { fields: { date: 'out-of-range' } });
    if (!slot) return refuse('invalid', { fields: { slot: 'out-of-range' } });
    const closedReason = closedReasonOf(plan, slot, areaClock(at));
    if (closedReason) return refuse('closed', { closedReason });
    // Counted only once the request could reserve, so naming someone's number with a day not
    // offered cannot lock their document. Every member's, so a party cannot spread one's tries.
    // The same request sent again while the first is still in flight (a store that answers
    // later: PostgreSQL) is one attempt, as a replay of one already answered is.
    const attempt = store.limitKey(JSON.stringify(request));
    const tries = request.party.map((m) => documentTries.allow(store.limitKey(m.documentNumber), at.getTime(), attempt));
    if (tries.includes(false)) return refuse('too-many');
    return answer(await store.reserve(request, { capacity: slot.capacity, end: slot.end }, at));
  }
  return { availability, register };
}
