/**
 * Purge epochs of the Redis upstream cache (docs/purge.md): every shared key carries the epoch of
 * its endpoint path, so a purge moves the path to keys nobody wrote yet instead of finding and
 * deleting the old ones (which would need a SCAN over every replica's keys), and a load that
 * began before the purge writes under the old epoch, where no reader looks. The old values
 * expire on their own TTL. `ALL` is the epoch of a purge that named no path.
 *
 * The counts live in one Redis hash; the replica that takes a publish raises them there and
 * sends the new values with its message, and a replica (re)joining the channel reads the hash.
 * Epochs only ever go up, so messages that arrive out of order cannot move a path back.
 */
export const ALL = '*';

export class CacheEpochs {
  private readonly counts = new Map<string, number>();

  /** The key segment for an endpoint path: the purge-everything epoch and the path's own. */
  of(path: string): string {
    return `${this.counts.get(ALL) ?? 0}.${this.counts.get(path) ?? 0}`;
  }

  /** Takes the values read from Redis or a message; a lower count than known is ignored. */
  raise(snapshot: Readonly<Record<string, number>>): void {
    for (const [name, count] of Object.entries(snapshot)) {
      if (count > (this.counts.get(name) ?? 0)) this.counts.set(name, count);
    }
  }
}
