/**
 * The desk's refusals through the site's pages without JavaScript (docs/tickets.md §Forms,
 * §Refusals): a closed day, a slot over, a slot or day not offered, a sold-out slot, a document
 * already holding the day, a form key reused, a look-up that finds nothing, a cancel after the
 * slot started; then the metrics and the log grep of all that. Through the built site against
 * the embedded content service at TEST_NOW (10:30 on 24 November 2026, low season: slots
 * 08:00/10:00/12:00/14:00 of 4,500 places; 3 December closed all day). 26 November holds 40
 * places here (10 a slot) so a slot can be filled by hand.
 */
import { describe, expect, it } from 'vitest';
import { metricLines } from '../support/tickets-desk.ts';
import { EN_LOOKUP_TITLE, EN_TITLE, formsSuite, ZH_TITLE } from '../support/tickets-http.ts';
import { leaksIn, NAMES } from '../support/tickets-privacy.ts';
import { card, codeOn, control, days, fieldErrors, keyOf, lookupForm, note, pageData, passport, slots, summary, title, valueOf, visitor } from '../support/tickets-visit.ts';

const s = formsSuite();
const { formOn } = s;

describe('refusals through the site', () => {
  it('a closed day: the closure note, in each language', async () => {
    const v = visitor(s.site.url);
    const en = await v.post('/en/tickets', await formOn(v, '/en/tickets', { date: '2026-12-03', slot: '10:00', ...passport(0, 'P3000001'), contactPhone: '13800000301' }));
    expect(en.status).toBe(200);
    expect(title(en.text)).toBe(`Error: ${EN_TITLE}`);
    expect(note(en.text)).toBe('closed: That day is closed, so it cannot be reserved. Choose another day.');
    // Not a live region: focus (with script) and the title's "Error: " announce it once.
    expect(en.text).toMatch(/<div tabindex="-1" data-testid="ticket-outcome"/);
    expect(pageData(en.text).outcome).toEqual({ kind: 'refused', reason: 'closed', fields: {}, closedReason: 'closure' });
    const zh = await v.post('/tickets', await formOn(v, '/tickets', { date: '2026-12-03', slot: '12:00', ...passport(0, 'P3000001'), contactPhone: '13800000301' }));
    expect(title(zh.text)).toBe(`错误：${ZH_TITLE}`);
    expect(note(zh.text)).toBe('closed: 该日不开放，无法预约。请选择其他日期。');
  });

  it('a slot that is over: refused, the input kept', async () => {
    const v = visitor(s.site.url);
    const res = await v.post('/en/tickets', await formOn(v, '/en/tickets', { date: '2026-11-24', slot: '08:00', ...passport(0, 'P2400801', '庄煜'), contactPhone: '13800000801' }));
    expect(note(res.text)).toBe('closed: Reservations for that entry time are over. Choose another time.');
    expect(pageData(res.text).outcome).toEqual({ kind: 'refused', reason: 'closed', fields: {}, closedReason: 'past' });
    expect([valueOf(res.text, 'party.0.name'), valueOf(res.text, 'party.0.documentNumber'), valueOf(res.text, 'contactPhone')]).toEqual(['庄煜', 'P2400801', '13800000801']);
    expect(slots(res.text)[0]).toBe('08:00 closed 08:00–10:00 Over [disabled]');
  });

  it('a slot the desk does not offer: the error next to its field, the summary linking to it', async () => {
    const v = visitor(s.site.url);
    const slot = await v.post('/en/tickets', await formOn(v, '/en/tickets', { date: '2026-11-25', slot: '10:30', ...passport(0, 'P2501030'), contactPhone: '13800001030' }));
    expect(fieldErrors(slot.text)).toEqual({ slot: 'That entry time does not exist: choose again' });
    expect(summary(slot.text)).toEqual(['#slot That entry time does not exist: choose again']);
    expect(slot.text).toMatch(/<input type="radio" id="slot"/);
  });

  it('a day no longer offered (a tab left open past the booking window): its error next to a field the summary link leads to', async () => {
    const v = visitor(s.site.url);
    const day = await v.post('/en/tickets', await formOn(v, '/en/tickets', { date: '2027-01-05', slot: '10:00', ...passport(0, 'P2701050'), contactPhone: '13800001050' }));
    expect(summary(day.text)).toEqual(['#date Only the next 14 days can be reserved']);
    expect(fieldErrors(day.text)).toEqual({ date: 'Only the next 14 days can be reserved' });
    expect(day.text).toMatch(/\sid="date"/);
  });

  it('sold out: a slot filled to its last place, a party that no longer fits refused with its input, the last place taken', async () => {
    const v = visitor(s.site.url);
    const party = (from: number, n: number) => Object.assign({}, ...Array.from({ length: n }, (_, i) => passport(i, `P26000${String(from + i).padStart(2, '0')}`)));
    const first = await v.post('/en/tickets', await formOn(v, '/en/tickets', { date: '2026-11-26', slot: '10:00', ...party(1, 5), contactPhone: '13800002601' }));
    expect(card(first.text)!.status).toBe('confirmed');
    const second = await v.post('/en/tickets', await formOn(v, '/en/tickets', { date: '2026-11-26', slot: '10:00', ...party(6, 4), contactPhone: '13800002602' }));
    expect(card(second.text)!.status).toBe('confirmed');
    const nearly = (await v.get('/en/tickets?date=2026-11-26')).text;
    expect(slots(nearly)[1]).toBe('10:00 nearly-full 10:00–12:00 Nearly full · 1 left');
    expect(days(nearly)[2]).toBe('2026-11-26 open (chosen) Thu 26 Nov 31 left');
    const two = await formOn(v, '/tickets?date=2026-11-26', { date: '2026-11-26', slot: '10:00', ...party(10, 2), contactPhone: '13800002603' });
    const refused = await v.post('/tickets', two);
    expect(refused.status).toBe(200);
    expect(note(refused.text)).toBe('sold-out: 你选择的时段刚刚约满，余票不足本单人数。请选择其他时段，已填写的信息都还在。');
    expect([valueOf(refused.text, 'party.0.documentNumber'), valueOf(refused.text, 'party.1.documentNumber'), valueOf(refused.text, 'contactPhone')]).toEqual(['P2600010', 'P2600011', '13800002603']);
    expect(slots(refused.text)[1]).toBe('10:00 nearly-full 10:00–12:00 即将约满 · 余 1 张 [checked]');
    expect(keyOf(refused.text)).toBe(two.idempotencyKey);
    const last = await v.post('/en/tickets', await formOn(v, '/en/tickets', { date: '2026-11-26', slot: '10:00', ...party(10, 1), contactPhone: '13800002604' }));
    expect(card(last.text)!.status).toBe('confirmed');
    expect(slots((await v.get('/en/tickets?date=2026-11-26')).text)[1]).toBe('10:00 sold-out 10:00–12:00 Sold out [disabled]');
  });

  it('a document that already holds that day: refused, the error on the row it was typed in', async () => {
    const v = visitor(s.site.url);
    const held = await v.post('/en/tickets', await formOn(v, '/en/tickets', { date: '2026-11-27', slot: '12:00', ...passport(0, 'P2700001'), contactPhone: '13800002701' }));
    expect(card(held.text)!.status).toBe('confirmed');
    const res = await v.post('/en/tickets', await formOn(v, '/en/tickets', { date: '2026-11-27', slot: '14:00', ...passport(0, 'P2700002'), ...passport(2, 'p 2700001'), contactPhone: '13800002702' }));
    // The field says it; no second alert above the summary.
    expect(note(res.text)).toBe(null);
    expect(fieldErrors(res.text)).toEqual({ 'party.2.documentNumber': 'This document already holds a reservation that day' });
    expect(summary(res.text)).toEqual(['#party.2.documentNumber This document already holds a reservation that day']);
    expect(control(res.text, 'party.2.documentNumber')).toMatchObject({ 'aria-invalid': 'true', value: 'p 2700001' });
    expect(pageData(res.text).outcome).toEqual({ kind: 'refused', reason: 'document-taken', fields: { 'party.2.documentNumber': 'taken' }, closedReason: null });
  });

  it('a form key sent again with another request: key-reused', async () => {
    const v = visitor(s.site.url);
    const first = await formOn(v, '/en/tickets', { date: '2026-11-28', slot: '10:00', ...passport(0, 'P2800001'), contactPhone: '13800002801' });
    expect(card((await v.post('/en/tickets', first)).text)!.status).toBe('confirmed');
    const res = await v.post('/en/tickets', s.sent.fields({ ...first, contactPhone: '13800002802' }));
    expect(note(res.text)).toBe('key-reused: This form already made a different reservation. Reload the page to start again, or look up the reservation you made.');
  });

  it('a look-up that matches nothing, and a code that cannot be one', async () => {
    const v = visitor(s.site.url);
    const res = await v.post('/en/tickets/reservation', await lookupForm(v, '/en/tickets/reservation', { code: 'ABCDE FGHJK', documentLast4: '0000' }));
    expect(res.status).toBe(200);
    expect(title(res.text)).toBe(`Error: ${EN_LOOKUP_TITLE}`);
    expect(note(res.text)).toBe('not-found: No reservation matches that code and those last 4 characters. After several wrong tries the code stops answering.');
    expect([valueOf(res.text, 'code'), valueOf(res.text, 'documentLast4')]).toEqual(['ABCDEFGHJK', '0000']);
    const bad = await v.post('/tickets/reservation', await lookupForm(v, '/tickets/reservation', { code: 'abc', documentLast4: '12' }));
    expect(fieldErrors(bad.text)).toEqual({ code: '预约码为10位字母和数字', documentLast4: '请填写证件号码的最后4位' });
    expect(summary(bad.text)).toEqual(['#code 预约码为10位字母和数字', '#documentLast4 请填写证件号码的最后4位']);
    // The code as typed stays beside its error (a code is no personal data).
    expect([valueOf(bad.text, 'code'), valueOf(bad.text, 'documentLast4')]).toEqual(['abc', '12']);
  });

  it('cancelling once the slot has started: refused, the reservation kept', async () => {
    const v = visitor(s.site.url);
    // Today's 10:00 slot takes reservations until 12:00, but has started at 10:30.
    const made = await v.post('/en/tickets', await formOn(v, '/en/tickets', { date: '2026-11-24', slot: '10:00', ...passport(0, 'P2401000'), contactPhone: '13800002401' }));
    const started = codeOn(made.text);
    const res = await v.post('/en/tickets/reservation', { ...(await lookupForm(v, '/en/tickets/reservation', { code: started, documentLast4: '1000' })), intent: 'cancel' });
    expect(res.status).toBe(200);
    expect(title(res.text)).toBe(`Error: ${EN_LOOKUP_TITLE}`);
    expect(note(res.text)).toBe('started: This entry time has started, so it can no longer be cancelled.');
    const found = await v.post('/en/tickets/reservation', await lookupForm(v, '/en/tickets/reservation', { code: started, documentLast4: '1000' }));
    expect(card(found.text)!.status).toBe('confirmed');
  });
});

describe('after the walk', () => {
  it('ticket_outcomes_total, ticket_conflicts_total and ticket_slot_places hold exactly what this file did', async () => {
    expect((await metricLines(s.site.metrics, 'ticket_outcomes_total')).sort()).toEqual([
      'ticket_outcomes_total{action="cancel",outcome="started"} 1',
      'ticket_outcomes_total{action="lookup",outcome="found"} 1',
      'ticket_outcomes_total{action="lookup",outcome="invalid"} 1',
      'ticket_outcomes_total{action="lookup",outcome="not-found"} 1',
      'ticket_outcomes_total{action="reserve",outcome="closed"} 3',
      'ticket_outcomes_total{action="reserve",outcome="confirmed"} 6',
      'ticket_outcomes_total{action="reserve",outcome="document-taken"} 1',
      'ticket_outcomes_total{action="reserve",outcome="invalid"} 2',
      'ticket_outcomes_total{action="reserve",outcome="key-reused"} 1',
      'ticket_outcomes_total{action="reserve",outcome="sold-out"} 1',
    ]);
    expect((await metricLines(s.site.metrics, 'ticket_conflicts_total')).sort()).toEqual([
      'ticket_conflicts_total{reason="document-taken"} 1',
      'ticket_conflicts_total{reason="key-reused"} 1',
      'ticket_conflicts_total{reason="sold-out"} 1',
    ]);
    // Places as last read: read once more now.
    expect((await visitor(s.site.url).get('/en/tickets')).status).toBe(200);
    const dates = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07'];
    const taken: Record<string, number> = { '2026-11-24 10:00': 1, '2026-11-26 10:00': 10, '2026-11-27 12:00': 1, '2026-11-28 10:00': 1 };
    const closed = new Set(['2026-11-24 08:00', '2026-12-03 08:00', '2026-12-03 10:00', '2026-12-03 12:00', '2026-12-03 14:00']);
    const expected = dates.flatMap((date) =>
      ['08:00', '10:00', '12:00', '14:00'].flatMap((slot) => {
        const at = `${date} ${slot}`;
        const reserved = taken[at] ?? 0;
        const remaining = closed.has(at) ? 0 : (date === '2026-11-26' ? 10 : 4500) - reserved;
        return [`ticket_slot_places{date="${date}",slot="${slot}",kind="reserved"} ${reserved}`, `ticket_slot_places{date="${date}",slot="${slot}",kind="remaining"} ${remaining}`];
      }),
    );
    expect((await metricLines(s.site.metrics, 'ticket_slot_places')).sort()).toEqual(expected.sort());
  });

  it('no log line of the site or the desk holds a name, document number or phone this file sent', () => {
    expect(s.logs.some((l) => l.includes('"url":"/en/tickets"'))).toBe(true);
    // Latin and Chinese names among them; a two-character one is looked for as well, exactly as sent.
    expect(s.sent.typed()).toEqual(expect.arrayContaining([...NAMES, '庄煜']));
    expect(s.sent.secrets().length).toBeGreaterThan(45);
    // The grep finds a short Chinese name, even amid other Chinese text, and one URL-encoded.
    expect(leaksIn(['{"msg":"游客庄煜已预约"}', `{"body":"party.0.name=${encodeURIComponent('庄煜')}"}`], s.sent.secrets()).map((l) => l.split(' in ')[0])).toEqual(['庄煜', encodeURIComponent('庄煜')]);
    expect(leaksIn(s.logs, s.sent.secrets())).toEqual([]);
  });
});
