/**
 * Reservations are deleted `retentionDays` after their visit date (docs/tickets.md §Privacy):
 * at start, then every six hours. The timer does not keep the process alive.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Clock } from '../../../shared/clock.ts';
import { areaDay, isoDay, ymdOfDay } from '../dates/calendar.ts';
import type { TicketRules } from './schedule.ts';

const EVERY_MS = 6 * 3600_000;

/** Deletes what is past retention at `at`; how many reservations went. */
export function purgeExpired(db: DatabaseSync, rules: TicketRules, at: Date): number {
  const keepFrom = isoDay(ymdOfDay(areaDay(at) - rules.retentionDays));
  return Number(db.prepare('DELETE FROM reservation WHERE visit_date < ?').run(keepFrom).changes);
}

export function startRetention(db: DatabaseSync, rules: TicketRules, now: Clock, log: { info(msg: string): void; error(obj: unknown, msg: string): void }) {
  const run = () => {
    try {
      const gone = purgeExpired(db, rules, now());
      if (gone) log.info(`deleted ${gone} reservation(s) past their ${rules.retentionDays}-day retention`);
    } catch (err) {
      log.error({ err }, 'reservation retention failed');
    }
  };
  run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
