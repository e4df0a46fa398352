/**
 * The content service's /metrics (docs/monitoring.md): Prometheus text with Node's process
 * metrics and every ticket desk answer counted by action and outcome, the same words the site
 * counts its forms by.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reservation } from '../../shared/api/tickets.ts';
import { request, startTicketService, type TicketService } from './tickets-support.ts';

let svc: TicketService;
beforeAll(async () => {
  svc = await startTicketService();
});
afterAll(() => svc.close());

const scrape = async () => {
  const res = await svc.fetch('/metrics');
  return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), text: await res.text() };
};
/** The reservation_outcomes_total lines, in the order Prometheus text gives them. */
const outcomes = (text: string) => text.split('\n').filter((l) => l.startsWith('reservation_outcomes_total{'));

describe('content service /metrics', () => {
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
});
