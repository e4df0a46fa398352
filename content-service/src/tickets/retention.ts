/**
 * Reservations are deleted `retentionDays` after their visit date (docs/tickets.md §Privacy):
 * at start, then every six hours, in whichever store keeps them (repository.ts). The timer does
 * not keep the process alive.
 */
import type { Clock } from '../../../shared/clock.ts';
import { areaDay, isoDay, ymdOfDay } from '../dates/calendar.ts';
import type { ReservationRepository } from './repository.ts';
import type { TicketRules } from './schedule.ts';

const EVERY_MS = 6 * 3600_000;

/** Deletes what is past retention at `at`; how many reservations went. */
export function purgeExpired(store: ReservationRepository, rules: Pick<TicketRules, 'retentionDays'>, at: Date): Promise<number> {
  return store.purgeBefore(isoDay(ymdOfDay(areaDay(at) - rules.retentionDays)));
}

export function startRetention(store: ReservationRepository, rules: TicketRules, now: Clock, log: { info(msg: string): void; error(obj: unknown, msg: string): void }) {
  const run = async () => {
    try {
      const gone = await purgeExpired(store, rules, now());
      if (gone) log.info(`deleted ${gone} reservation(s) past their ${rules.retentionDays}-day retention`);
    } catch (err) {
      log.error({ err }, 'reservation retention failed');
    }
  };
  const first = run();
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  return { first, stop: () => clearInterval(timer) };
}
