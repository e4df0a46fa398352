/**
 * POST /_hooks/publish (docs/purge.md): the CMS says content changed, the site purges its caches.
 * Machine to machine: no cookie, no CSRF token (the ticket forms' guard is called by their own
 * routes, server/tickets/csrf.ts, and never sees this one), no page rules (it is not a page:
 * the microcache and the hit replay take GETs only). What proves the sender is the HMAC over the
 * raw body and its timestamp (shared/publish-hook.ts), checked before the body is even parsed;
 * a replay within the window is refused by the replay memory. Every answer is `no-store` and
 * counted in `publish_hook_requests_total{outcome}`; the log line names the event, never a header.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PUBLISH_HOOK_PATH, PUBLISH_SIGNATURE_HEADER, PUBLISH_TIMESTAMP_HEADER, verifyPublish, type PublishEvent, type PublishVerdict } from '../../shared/publish-hook.ts';
import type { Metrics } from '../ops/metrics.ts';
import { MAX_PUBLISH_BODY_BYTES, parsePublishBody, type BodyVerdict } from './event.ts';
import type { FanOut } from './fan-out.ts';
import type { ReplayMemory } from './replay-memory.ts';

export type HookOutcome =
  | 'accepted'
  | Exclude<PublishVerdict, 'ok'>
  | 'replay'
  | Extract<BodyVerdict, { ok: false }>['reason']
  | 'too-large'
  | 'unavailable';

/**
 * 202: taken and sent to every replica (they apply it within milliseconds, not before this answer).
 * 401: not signed by the CMS, or signed too long ago. 409: this very request was taken before.
 * 400: signed, but not a body this site reads. 503: Redis could not take it (retry).
 */
export const HOOK_STATUS: Record<HookOutcome, number> = {
  accepted: 202,
  missing: 401,
  malformed: 401,
  stale: 401,
  forged: 401,
  replay: 409,
  'invalid-json': 400,
  'invalid-body': 400,
  'unknown-path': 400,
  'too-large': 413,
  unavailable: 503,
};

export interface HookRequest {
  body: string;
  timestamp: string | undefined;
  signature: string | undefined;
}

export type Judged = { outcome: Exclude<HookOutcome, 'accepted'> } | { outcome: 'accepted'; event: PublishEvent; signature: string };

/** Signature first (nothing unsigned is parsed), then the body, then the replay memory. */
export async function judgePublish(secret: string, req: HookRequest, nowMs: number, memory: ReplayMemory): Promise<Judged> {
  const verdict = await verifyPublish(secret, req.body, req.timestamp, req.signature, nowMs);
  if (verdict !== 'ok') return { outcome: verdict };
  const body = parsePublishBody(req.body);
  if (!body.ok) return { outcome: body.reason };
  // verifyPublish took only `v1=<64 hex>`: the hex names this request.
  const signature = req.signature!.slice(3);
  const taken = await memory.take(signature);
  if (taken === 'seen') return { outcome: 'replay' };
  if (taken !== 'new') return { outcome: 'unavailable' };
  return { outcome: 'accepted', event: body.event, signature };
}

const header = (v: string | string[] | undefined): string | undefined => (typeof v === 'string' ? v : undefined);

export interface PublishHookDeps {
  secret: string;
  memory: ReplayMemory;
  fanOut: FanOut;
  metrics: Metrics;
  nowMs: () => number;
}

export async function registerPublishHook(app: FastifyInstance, deps: PublishHookDeps): Promise<void> {
  const { secret, memory, fanOut, metrics, nowMs } = deps;
  const answer = (reply: FastifyReply, outcome: HookOutcome): FastifyReply => {
    metrics.publishHookRequests.inc({ outcome });
    const status = HOOK_STATUS[outcome];
    reply.code(status).header('cache-control', 'no-store');
    return status === 202 ? reply.send() : reply.type('application/json; charset=utf-8').send({ error: outcome });
  };
  // Its own scope: the raw body as text whatever its Content-Type, for this route only.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_PUBLISH_BODY_BYTES }, (_req, body, done) => done(null, body));
    scope.setErrorHandler((err: { statusCode?: number }, req, reply) => {
      const outcome = err.statusCode === 413 ? 'too-large' : 'invalid-body';
      req.log.warn({ publish: { outcome } }, 'publish hook refused');
      return answer(reply, outcome);
    });
    scope.post(PUBLISH_HOOK_PATH, async (req, reply) => {
      const hook: HookRequest = {
        body: typeof req.body === 'string' ? req.body : '',
        timestamp: header(req.headers[PUBLISH_TIMESTAMP_HEADER]),
        signature: header(req.headers[PUBLISH_SIGNATURE_HEADER]),
      };
      const judged = await judgePublish(secret, hook, nowMs(), memory);
      if (judged.outcome !== 'accepted') {
        req.log.warn({ publish: { outcome: judged.outcome } }, 'publish hook refused');
        return answer(reply, judged.outcome);
      }
      try {
        await fanOut.publish(judged.event);
      } catch (err) {
        // Not sent: give the signature back so the CMS's retry of this request is taken.
        await memory.forget(judged.signature);
        req.log.warn({ publish: { id: judged.event.id, outcome: 'unavailable' }, error: err instanceof Error ? err.message : String(err) }, 'publish hook: purge not sent');
        return answer(reply, 'unavailable');
      }
      req.log.info({ publish: { id: judged.event.id, paths: judged.event.paths, outcome: 'accepted' } }, 'publish hook accepted');
      return answer(reply, 'accepted');
    });
  });
}
