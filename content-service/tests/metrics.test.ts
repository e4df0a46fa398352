/**
 * The content service's /metrics (docs/monitoring.md): Prometheus text with Node's process
 * metrics and every ticket desk answer counted by action and outcome, the same words the site
 * counts its forms by, and the reservation store's connections and conflicts, read from the store
 * when scraped (both stores, one suite).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reservation } from '../../shared/api/tickets.ts';
import { eachStore, request, startTicketService, type TicketService } from './tickets-support.ts';


/** The reservation_outcomes_total lines, in the order Prometheus text gives them. */
const outcomes = (text: string) => text.split('\n').filter((l) => l.startsWith('reservation_outcomes_total{'));

eachStore((store) => describe('content service /metrics', () => {
  let svc: TicketService;
  beforeAll(async () => {
    svc = await startTicketService({ store });
  });
  afterAll(() => svc.close());

  const scrape = async () => {
    const res = await svc.fetch('/metrics');
    return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), text: await res.text() };
  };
  const storeLines = (text: string) => text.split('\n').filter((l) => l.startsWith('reservation_store_'));

  it('answers Prometheus text with process metrics and no outcome before any post', async () => {
    const m = await scrape();
    expect([m.status, m.type, m.cache]).toEqual([200, 'text/plain; version=0.0.4; charset=utf-8', 'no-store']);
    expect(m.text).toMatch(/^process_resident_memory_bytes \d+$/m);
    expect(m.text).toContain('# TYPE reservation_outcomes_total counter');
    expect(outcomes(m.text)).toEqual([]);
  });

  it('counts each answer of the desk by action and outcome', async () => {
    const party = [{ name: 'Li Lei', documentKind: 'passport' as const, documentNumber: 'E24681357' }];
    const made = (await svc.reserve(request({ party }))).data as Reservation;
    expect(made.status).toBe('confirmed');
    // The same document again that day: refused under the write lock.
    expect((await svc.reserve(request({ party }))).data).toMatchObject({ reason: 'document-taken' });
    expect((await svc.reserve({ idempotencyKey: 'short' })).data).toMatchObject({ reason: 'invalid' });
    expect((await svc.lookup({ code: made.code, documentLast4: '1357' })).code).toBe(0);
    expect((await svc.lookup({ code: 'ZZZZZZZZZZ', documentLast4: '1357' })).data).toMatchObject({ reason: 'not-found' });
    expect((await svc.cancel({ code: made.code, documentLast4: '1357' })).code).toBe(0);
    // Its lookup now finds it cancelled.
    expect((await svc.lookup({ code: made.code, documentLast4: '1357' })).code).toBe(0);
    expect(outcomes((await scrape()).text)).toEqual([
      'reservation_outcomes_total{action="reserve",outcome="confirmed"} 1',
      'reservation_outcomes_total{action="reserve",outcome="document-taken"} 1',
      'reservation_outcomes_total{action="reserve",outcome="invalid"} 1',
      'reservation_outcomes_total{action="lookup",outcome="found"} 1',
      'reservation_outcomes_total{action="lookup",outcome="not-found"} 1',
      'reservation_outcomes_total{action="cancel",outcome="cancelled"} 1',
      'reservation_outcomes_total{action="lookup",outcome="cancelled"} 1',
    ]);
  });

  it("reports the store's connections and the races the database settled, labelled with the store", async () => {
    const lines = storeLines((await scrape()).text);
    const label = `store="${store.kind}"`;
    expect(lines.map((l) => l.replace(/ \d+$/, ''))).toEqual([
      `reservation_store_connections{${label},state="idle"}`,
      `reservation_store_connections{${label},state="busy"}`,
      `reservation_store_connections{${label},state="waiting"}`,
      `reservation_store_conflicts_total{${label},kind="unique"}`,
      `reservation_store_conflicts_total{${label},kind="retried"}`,
    ]);
    // At rest after the posts above, one after another: a connection kept idle (SQLite's one,
    // or the pool's), none busy or waited for, no race for the database to settle.
    const values = lines.map((l) => Number(l.split(' ')[1]));
    expect(values[0]).toBeGreaterThanOrEqual(1);
    expect(values.slice(1)).toEqual([0, 0, 0, 0]);
  });
}));
