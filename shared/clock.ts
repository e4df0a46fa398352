/**
 * The one source of "now" for the site and the content service. Everything that asks what
 * time it is (notice validity, live data, "open now") takes a Clock, so tests and demos can
 * pin it and no behaviour depends on the machine's date (docs/decisions/004-site-clock.md).
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock stopped at one instant. */
export function fixedClock(at: Date | string): Clock {
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (Number.isNaN(ms)) throw new RangeError(`not an instant: ${String(at)}`);
  return () => new Date(ms);
}

/**
 * The clock configured by `CLOCK_NOW` (an ISO 8601 instant with a zone, e.g.
 * `2026-07-15T10:30:00+08:00`): unset or blank means the system clock. Returns null for a
 * value that is not such an instant, so each caller reports it in its own config error.
 */
export function clockFromSetting(raw: string | undefined): Clock | null {
  const value = raw?.trim();
  if (!value) return systemClock;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : fixedClock(new Date(ms));
}
