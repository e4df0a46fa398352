/**
 * What the publish webhook and the purge channel carry (docs/purge.md), checked before anything
 * acts on it: the CMS's body (shared/publish-hook.ts `PublishEvent`) and the message one replica
 * sends the others through Redis. Neither is trusted: a signed body may still name paths the
 * site does not know, and anything read back from Redis may have been written by anyone who can
 * reach it (docs/decisions/041-item-by-item-validation.md).
 */
import { z } from 'zod';
import { isEndpointPath } from '../../shared/api/schemas/endpoints.ts';
import type { PublishEvent } from '../../shared/publish-hook.ts';
import { exceedsJsonDepth } from '../upstream/json-depth.ts';
import { ALL } from '../upstream/cache-epochs.ts';

/** Largest body the hook reads (bytes): a list of every endpoint path is under 2 KiB. */
export const MAX_PUBLISH_BODY_BYTES = 16 * 1024;
/** Most paths one event may name (the contract has fewer endpoints than this). */
const MAX_PATHS = 64;
/** An id is printable ASCII: it is logged and keyed, never shown. */
const ID = z.string().regex(/^[\x21-\x7e]{1,128}$/);
/** The body's JSON is one object around a list: nothing deeper is read. */
const MAX_DEPTH = 4;

const endpointPath = z.string().max(200).refine(isEndpointPath, { message: 'unknown-path' });

const publishBody = z.strictObject({ id: ID, paths: z.array(endpointPath).max(MAX_PATHS) });

export type BodyVerdict = { ok: true; event: PublishEvent } | { ok: false; reason: 'invalid-json' | 'invalid-body' | 'unknown-path' };

function parseJson(raw: string): unknown {
  if (raw.length > MAX_PUBLISH_BODY_BYTES || exceedsJsonDepth(raw, MAX_DEPTH)) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** The CMS's body: `{id, paths}`, nothing else; paths each a contract endpoint, listed once. */
export function parsePublishBody(raw: string): BodyVerdict {
  const json = parseJson(raw);
  if (json === undefined) return { ok: false, reason: 'invalid-json' };
  const res = publishBody.safeParse(json);
  if (res.success) return { ok: true, event: { id: res.data.id, paths: [...new Set(res.data.paths)] } };
  const unknownPath = res.error.issues.some((i) => i.message === 'unknown-path');
  return { ok: false, reason: unknownPath ? 'unknown-path' : 'invalid-body' };
}

/**
 * The purge order one replica sends the others: the event, the epochs it raised in Redis
 * (server/upstream/cache-epochs.ts: the paths, or `*` for everything), and the sender's id so
 * it does not purge twice.
 */
export interface PurgeMessage extends PublishEvent {
  epochs: Record<string, number>;
  origin: string;
}

const purgeMessage = z.strictObject({
  id: ID,
  paths: z.array(endpointPath).max(MAX_PATHS),
  epochs: z.record(z.string().refine((k) => k === ALL || isEndpointPath(k)), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)),
  origin: z.string().regex(/^[\w-]{1,64}$/),
});

/** A message read from the channel, or null when it is not one this site sends. */
export function parsePurgeMessage(raw: string): PurgeMessage | null {
  const json = parseJson(raw);
  if (json === undefined) return null;
  const res = purgeMessage.safeParse(json);
  if (!res.success || Object.keys(res.data.epochs).length > MAX_PATHS + 1) return null;
  return res.data;
}
