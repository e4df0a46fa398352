/**
 * The reservation store's part of the content service's /health (docs/tickets.md §Ops): a
 * trivial query, bounded, so a database that is down or hung makes /health answer "degraded"
 * within HEALTH_TIMEOUT_MS instead of hanging the probe.
 */
import type { ReservationRepository } from './repository.ts';

const HEALTH_TIMEOUT_MS = 1000;

export interface StoreHealth {
  store: ReservationRepository['kind'];
  ok: boolean;
  /** What failed: `timeout`, or the driver's error code (never a message: it may carry a host or a user). */
  error: string | null;
}

export async function storeHealth(store: ReservationRepository, timeoutMs = HEALTH_TIMEOUT_MS): Promise<StoreHealth> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const outcome = await Promise.race([store.ping().then(() => null), timeout]);
    return { store: store.kind, ok: outcome === null, error: outcome };
  } catch (err) {
    return { store: store.kind, ok: false, error: (err as { code?: string }).code ?? 'unreachable' };
  } finally {
    clearTimeout(timer);
  }
}
