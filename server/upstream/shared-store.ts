/**
 * The Redis side of the shared upstream cache (./shared-cache.ts; docs/decisions/021-shared-state-in-redis.md):
 * one key's value and lock, named under the build's version and the path's purge epoch
 * (./cache-epochs.ts), and the commands on them. Values come back as the raw text Redis holds;
 * checking them is the cache's job (./shared-entry.ts). A failed command is counted through
 * `onRedisError` and thrown as RedisDown, on which the cache answers from this replica alone.
 */
import type { Redis } from 'ioredis';
import type { RedisOp } from '../ops/redis.ts';
import { RELEASE, STORE_AND_RELEASE } from './shared-entry.ts';

export class RedisDown extends Error {}

/** Which entry: the cache key, and the path's epoch when the request began. */
export interface EntryRef {
  key: string;
  epoch: string;
}

export interface SharedStoreOptions {
  redis: Redis;
  /** Key prefix (REDIS_PREFIX). */
  prefix: string;
  /** Keyed into every key: builds that store other shapes never read each other's values. */
  version: string;
  /** Lock lifetime: bounded by the upstream deadline, so a crashed holder blocks no longer. */
  lockMs: number;
  onRedisError?: (op: RedisOp, err: unknown) => void;
}

export class SharedStore {
  private readonly o: SharedStoreOptions;

  constructor(opts: SharedStoreOptions) {
    this.o = opts;
  }

  /** The entry's text, or null. */
  async read(ref: EntryRef): Promise<string | null> {
    return this.cmd('read', () => this.o.redis.get(this.valueKey(ref)));
  }

  /** Takes the lock if free, and reads the entry in the same round trip. */
  async lockAndRead(ref: EntryRef, token: string): Promise<{ locked: boolean; raw: string | null }> {
    const res = await this.cmd('lock', () => this.o.redis.multi().set(this.lockKey(ref), token, 'PX', this.o.lockMs, 'NX').get(this.valueKey(ref)).exec());
    return { locked: res?.[0]?.[1] === 'OK', raw: (res?.[1]?.[1] as string | null) ?? null };
  }

  /** The entry's text and whether its lock is still held (a waiter's poll). */
  async readWithLock(ref: EntryRef): Promise<{ raw: string | null; lockHeld: boolean }> {
    const res = await this.cmd('read', () => this.o.redis.multi().get(this.valueKey(ref)).exists(this.lockKey(ref)).exec());
    return { raw: (res?.[0]?.[1] as string | null) ?? null, lockHeld: res?.[1]?.[1] !== 0 };
  }

  /** Writes the entry for `keepMs`, then releases the lock if `token` still holds it. */
  async storeAndRelease(ref: EntryRef, token: string, json: string, keepMs: number): Promise<void> {
    await this.cmd('write', () => this.o.redis.eval(STORE_AND_RELEASE, 2, this.lockKey(ref), this.valueKey(ref), token, json, keepMs));
  }

  /** Releases the lock if `token` still holds it; if this fails, the lock expires on its own (lockMs). */
  release(ref: EntryRef, token: string): Promise<unknown> {
    return this.cmd('lock', () => this.o.redis.eval(RELEASE, 1, this.lockKey(ref), token)).catch(() => {});
  }

  private async cmd<T>(op: RedisOp, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      this.o.onRedisError?.(op, err);
      throw new RedisDown(err instanceof Error ? err.message : String(err));
    }
  }

  private valueKey(ref: EntryRef): string {
    return `${this.o.prefix}cache:${this.o.version}:${ref.epoch}:${ref.key}`;
  }

  private lockKey(ref: EntryRef): string {
    return `${this.o.prefix}lock:${this.o.version}:${ref.epoch}:${ref.key}`;
  }
}
