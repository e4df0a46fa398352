/**
 * What the long hostile run counts: requests, and every 5xx sorted into intended (the documented
 * API-failure 500, docs/behaviour.md §8, while the upstream really fails) or unintended, by cause.
 */
export class Tally {
  requests = 0;
  intended5xx = 0;
  readonly unintended = new Map<string, number>();
  /** A few offending requests, to reproduce them. */
  readonly examples: string[] = [];
  /** Named checks that must never fail (bad data replacing good, open redirects). */
  readonly failed = new Map<string, number>();
  readonly checked = new Map<string, number>();

  /** Counts `n` responses of one status; `intended` only for a 500 proven to be the API-failure page. */
  add(status: number, n: number, cause: string, intended = false, example?: string): void {
    this.requests += n;
    if ((status > 0 && status < 500) || n === 0) return;
    if (intended && status === 500) this.intended5xx += n;
    else {
      const key = `${cause}: ${status || 'no reply'}`;
      this.unintended.set(key, (this.unintended.get(key) ?? 0) + n);
      if (example && this.examples.length < 8) this.examples.push(`${status} ${example}`);
    }
  }

  /** Statuses from the load generator (or a status 0 for a request with no reply at all). */
  addLoad(load: { statuses: Record<string, number>; noReply: number }, cause: string, intended = false): void {
    for (const [code, n] of Object.entries(load.statuses)) this.add(Number(code), n, cause, intended);
    this.add(0, load.noReply, cause);
  }

  check(name: string, ok: boolean, detail?: string): void {
    this.checked.set(name, (this.checked.get(name) ?? 0) + 1);
    if (ok) return;
    this.failed.set(name, (this.failed.get(name) ?? 0) + 1);
    if (detail && this.examples.length < 8) this.examples.push(`${name}: ${detail}`);
  }

  get unintended5xx(): number {
    return [...this.unintended.values()].reduce((a, b) => a + b, 0);
  }
}

/** True for the documented API-failure page: a 500 whose every route error is an upstream failure. */
export function isApiFailurePage(status: number, html: string): boolean {
  if (status !== 500) return false;
  const m = /<script type="application\/json" id="__QL_STATE__">(.*?)<\/script>/s.exec(html);
  if (!m) return false;
  const errors = Object.values((JSON.parse(m[1]!) as { router: { errors: Record<string, { kind: string }> | null } }).router.errors ?? {});
  return errors.length > 0 && errors.every((e) => e.kind === 'api');
}
