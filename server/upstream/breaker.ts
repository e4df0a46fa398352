/**
 * A circuit breaker per upstream endpoint (docs/decisions/010-upstream-circuit-breaker.md):
 * after `failureThreshold` consecutive failures the endpoint is open and calls fail at once
 * (the cache serves its stale copy); after `openMs` one probe call is let through
 * (half-open): success closes it, failure opens it again; other calls fail at once while
 * the probe is out. Concurrent calls for one key are already one (the cache's single-flight).
 */
export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerOptions {
  failureThreshold: number;
  openMs: number;
  /** Monotonic milliseconds; injected so tests drive time. */
  now: () => number;
  onStateChange?: (key: string, from: BreakerState, to: BreakerState) => void;
}

export const DEFAULT_BREAKER: Omit<BreakerOptions, 'now'> = { failureThreshold: 3, openMs: 30_000 };

/** Thrown instead of calling an endpoint whose breaker is open. */
export class BreakerOpenError extends Error {
  override name = 'BreakerOpenError';
  /** The endpoint's last real failure: what a visitor's error page reports while no call is made. */
  readonly last: unknown;

  constructor(message: string, last: unknown) {
    super(message);
    this.last = last;
  }
}

interface Circuit {
  state: BreakerState;
  failures: number;
  openedAt: number;
  /** The half-open probe is in flight. */
  probing: boolean;
  /** The last call's error, counted or not (BreakerOpenError.last). */
  lastError: unknown;
}

export class Breakers {
  private readonly circuits = new Map<string, Circuit>();
  private readonly opts: BreakerOptions;

  constructor(opts: BreakerOptions) {
    this.opts = opts;
  }

  /** Forgets every endpoint's history (tests sharing one site between fault cases). */
  reset(): void {
    this.circuits.clear();
  }

  state(key: string): BreakerState {
    return this.circuits.get(key)?.state ?? 'closed';
  }

  /**
   * Each endpoint called so far and its state as the next call would find it: an open breaker
   * past `openMs` reads half-open (a call would go through), so an endpoint nobody calls any more
   * is not reported open for ever (the `upstream_breaker_state` gauge, docs/monitoring.md).
   */
  snapshot(): [key: string, state: BreakerState][] {
    const now = this.opts.now();
    return [...this.circuits].map(([key, c]) => [key, c.state === 'open' && now - c.openedAt >= this.opts.openMs ? 'half-open' : c.state]);
  }

  /**
   * Runs `call` unless the breaker for `key` refuses it. `isFailure` says which errors
   * count against the endpoint (an answer such as code -1 shows it is alive).
   */
  async run<T>(key: string, call: () => Promise<T>, isFailure: (err: unknown) => boolean): Promise<T> {
    const c = this.circuit(key);
    if (c.state === 'open' && this.opts.now() - c.openedAt >= this.opts.openMs) this.move(key, c, 'half-open');
    const probe = c.state === 'half-open';
    if (c.state === 'open' || (probe && c.probing)) throw new BreakerOpenError(`circuit open for ${key}`, c.lastError);
    if (probe) c.probing = true;
    try {
      const value = await call();
      c.failures = 0;
      if (c.state !== 'closed') this.move(key, c, 'closed');
      return value;
    } catch (err) {
      c.lastError = err;
      if (isFailure(err)) {
        c.failures += 1;
        if (c.state === 'half-open' || c.failures >= this.opts.failureThreshold) {
          c.openedAt = this.opts.now();
          if ((c.state as BreakerState) !== 'open') this.move(key, c, 'open'); // a concurrent call may have opened it
        }
      } else {
        c.failures = 0;
        if (c.state === 'half-open') this.move(key, c, 'closed');
      }
      throw err;
    } finally {
      if (probe) c.probing = false;
    }
  }

  private circuit(key: string): Circuit {
    let c = this.circuits.get(key);
    if (!c) {
      c = { state: 'closed', failures: 0, openedAt: 0, probing: false, lastError: null };
      this.circuits.set(key, c);
    }
    return c;
  }

  private move(key: string, c: Circuit, to: BreakerState): void {
    const from = c.state;
    c.state = to;
    this.opts.onStateChange?.(key, from, to);
  }
}
