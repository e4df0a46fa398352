/**
 * A publish reaches every replica (docs/purge.md). Without Redis there is one replica to purge:
 * this one. With Redis, the replica that took the publish raises the purged paths' epochs in
 * Redis (so no replica reads the old shared copies again), purges itself, and sends one message
 * on `<REDIS_PREFIX>purge`; every other replica applies it. Subscribing needs a connection of
 * its own (ioredis: a subscribed connection runs no other command); it reconnects on its own,
 * and each time it is (re)subscribed the replica reads the epochs back and purges its own caches
 * whole, as it may have missed messages meanwhile.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { PublishEvent } from '../../shared/publish-hook.ts';
import type { SharedState } from '../ops/redis.ts';
import { ALL, type CacheEpochs } from '../upstream/cache-epochs.ts';
import { parsePurgeMessage, type PurgeMessage } from './event.ts';

/** What a replica purges of its own (server/purge/setup.ts). */
export type PurgeHere = (paths: readonly string[], source: 'hook' | 'message' | 'resync') => void;

export interface FanOut {
  /** Purges here and, with Redis, tells the other replicas; rejects when Redis cannot be told. */
  publish(event: PublishEvent): Promise<void>;
  close(): Promise<void>;
}

export function localFanOut(purgeHere: PurgeHere): FanOut {
  return {
    async publish(event) {
      purgeHere(event.paths, 'hook');
    },
    async close() {},
  };
}

const toCounts = (raw: Record<string, string>): Record<string, number> =>
  Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Number(v)]).filter(([, n]) => Number.isSafeInteger(n) && (n as number) >= 0));

export function redisFanOut(deps: { shared: SharedState; epochs: CacheEpochs; purgeHere: PurgeHere; log: FastifyBaseLogger }): FanOut {
  const { shared, epochs, purgeHere, log } = deps;
  const channel = `${shared.prefix}purge`;
  const epochsKey = `${shared.prefix}purge:epochs`;
  const origin = randomUUID();
  // Offline queue on: `subscribe` issued before the connection is up waits for it.
  const sub: Redis = shared.redis.duplicate({ enableOfflineQueue: true, lazyConnect: true });
  sub.on('error', (err) => shared.fail('connection', err));
  let joined = 0;

  function apply(message: PurgeMessage): void {
    if (message.origin === origin) return;
    epochs.raise(message.epochs);
    purgeHere(message.paths, 'message');
  }

  sub.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    const message = parsePurgeMessage(raw);
    if (message) apply(message);
    else log.warn({ channel, bytes: raw.length }, 'purge message refused: not one this site sends');
  });
  // 'ready' follows each (re)connection, after ioredis has subscribed again.
  sub.on('ready', () => {
    const rejoin = joined++ > 0;
    shared.redis
      .hgetall(epochsKey)
      .then((counts) => {
        epochs.raise(toCounts(counts));
        if (rejoin) purgeHere([], 'resync');
      })
      .catch((err: unknown) => shared.fail('read', err));
  });
  sub.subscribe(channel).catch((err: unknown) => shared.fail('connection', err));
  sub.connect().catch(() => {});

  return {
    async publish(event) {
      const names = event.paths.length ? event.paths : [ALL];
      const multi = shared.redis.multi();
      for (const name of names) multi.hincrby(epochsKey, name, 1);
      const res = await multi.exec();
      const counts: Record<string, number> = {};
      names.forEach((name, i) => {
        const [err, n] = res?.[i] ?? [new Error('no reply'), null];
        if (err || typeof n !== 'number') throw err ?? new Error('epoch not raised');
        counts[name] = n;
      });
      epochs.raise(counts);
      purgeHere(event.paths, 'hook');
      const message: PurgeMessage = { id: event.id, paths: event.paths, epochs: counts, origin };
      await shared.redis.publish(channel, JSON.stringify(message));
    },
    async close() {
      await sub.quit().catch(() => sub.disconnect());
    },
  };
}
