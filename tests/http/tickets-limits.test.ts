/**
 * The limits on the ticket forms (docs/tickets.md §Limits): the site's per-client limits on
 * reservation posts and on look-ups (each counted apart, across every form URL), and the desk's
 * own counts per document and per code. Through the built site against the embedded content
 * service at TEST_NOW, behind a desk front that counts the reservation posts reaching the desk.
 * Sites with limits of their own are started per test; the main one's are out of the way. Across
 * replicas through Redis: tickets-limits-redis.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../support/site.ts';
import { metricLines } from '../support/tickets-desk.ts';
import { EN_TITLE, guardSuite, JSON_HEADERS, parse, TOO_MANY_EN } from '../support/tickets-http.ts';
import { leaksIn } from '../support/tickets-privacy.ts';
import { card, codeOn, csrfOf, keyOf, lookupForm, lookupToken, note, pageData, passport, title, valueOf, visitor } from '../support/tickets-visit.ts';

const g = guardSuite();
let site: Site;
beforeAll(async () => {
  site = await g.siteWith({ TICKETS_RESERVE_PER_MINUTE: '1000', TICKETS_LOOKUP_PER_MINUTE: '1000' });
});

describe('limits', () => {
  it('TICKETS_RESERVE_PER_MINUTE=2: the third reservation post of one client answers 429 with the too-many note and its input; the desk is not asked', async () => {
    const limited = await g.siteWith({ TICKETS_RESERVE_PER_MINUTE: '2' });
    const v = visitor(limited.url);
    const fields = await g.validForm(v);
    const answers = [await v.post('/en/tickets', { ...fields, slot: '' }), await v.post('/en/tickets', { ...fields, slot: '' })];
    expect(answers.map((a) => [a.status, pageData(a.text).outcome.reason])).toEqual([[200, 'invalid'], [200, 'invalid']]);
    const before = g.reached();
    const third = await v.post('/en/tickets', fields);
    expect(third.status).toBe(429);
    expect(title(third.text)).toBe(`Error: ${EN_TITLE}`);
    expect(note(third.text)).toBe(TOO_MANY_EN);
    expect([valueOf(third.text, 'party.0.documentNumber'), valueOf(third.text, 'contactPhone')]).toEqual([fields['party.0.documentNumber'], fields.contactPhone]);
    expect(keyOf(third.text)).toBe(fields.idempotencyKey);
    expect(g.reached()).toBe(before);
    // Look-ups count apart, against TICKETS_LOOKUP_PER_MINUTE (10).
    const lookup = await v.post('/en/tickets/reservation', await lookupForm(v, '/en/tickets/reservation', { code: 'ABCDEFGHJK', documentLast4: '1234' }));
    expect([lookup.status, note(lookup.text)]).toEqual([200, 'not-found: No reservation matches that code and those last 4 characters. After several wrong tries the code stops answering.']);
  });

  it('the same as JSON: 429 with a too-many refusal', async () => {
    const limited = await g.siteWith({ TICKETS_RESERVE_PER_MINUTE: '2' });
    const v = visitor(limited.url);
    const { _csrf: token, ...fields } = await g.validForm(v);
    const post = () => v.post('/_data/tickets/reserve', { ...fields, slot: '' }, { ...JSON_HEADERS, 'x-csrf-token': token! });
    const statuses = [(await post()).status, (await post()).status];
    const third = await post();
    expect([...statuses, third.status]).toEqual([200, 200, 429]);
    expect(parse(third.text)).toEqual({ outcome: { kind: 'refused', reason: 'too-many', fields: {}, closedReason: null } });
  });

  it('TICKETS_LOOKUP_PER_MINUTE=2: the third look-up or cancel of one client answers 429', async () => {
    const limited = await g.siteWith({ TICKETS_LOOKUP_PER_MINUTE: '2' });
    const v = visitor(limited.url);
    const token = await lookupToken(v, '/en/tickets/reservation');
    const ask = (intent: string) => v.post('/en/tickets/reservation', { _csrf: token, lang: 'en', code: 'ABCDEFGHJK', documentLast4: '4321', intent });
    const answers = [await ask('lookup'), await ask('cancel'), await ask('lookup')];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
    expect(note(answers[2]!.text)).toBe(TOO_MANY_EN);
    expect(valueOf(answers[2]!.text, 'documentLast4')).toBe('4321');
  });

  it('the site limit is per client, whichever of the form URLs its posts go to', async () => {
    const limited = await g.siteWith({ TICKETS_RESERVE_PER_MINUTE: '2', TICKETS_LOOKUP_PER_MINUTE: '2' });
    const v = visitor(limited.url);
    const { _csrf: token, ...fields } = await g.validForm(v, '/tickets');
    const reserve = [
      (await v.post('/tickets', { ...fields, _csrf: token!, slot: '' })).status,
      (await v.post('/en/tickets', { ...fields, _csrf: token!, slot: '' })).status,
      (await v.post('/_data/tickets/reserve', { ...fields, slot: '' }, { ...JSON_HEADERS, 'x-csrf-token': token! })).status,
    ];
    const look = { lang: 'en', code: 'ABCDEFGHJK', documentLast4: '4321' };
    const lookups = [
      (await v.post('/tickets/reservation', { ...look, _csrf: token!, intent: 'lookup' })).status,
      (await v.post('/en/tickets/reservation', { ...look, _csrf: token!, intent: 'lookup' })).status,
      (await v.post('/_data/tickets/cancel', look, { ...JSON_HEADERS, 'x-csrf-token': token! })).status,
    ];
    expect({ reserve, lookups }).toEqual({ reserve: [200, 200, 429], lookups: [200, 200, 429] });
  });

  it('every answer of a ticket post is private, no-store: 403 and 429 included (docs/tickets.md §Pages)', async () => {
    const [pages, json] = [await g.siteWith({ TICKETS_RESERVE_PER_MINUTE: '1' }), await g.siteWith({ TICKETS_RESERVE_PER_MINUTE: '1' })];
    const v = visitor(pages.url);
    const fields = { ...(await g.validForm(v)), slot: '' };
    const w = visitor(json.url);
    const token = csrfOf((await w.get('/en/tickets')).text);
    const answers = {
      '200 page': await v.post('/en/tickets', fields),
      '429 page': await v.post('/en/tickets', fields),
      '403 page': await v.post('/en/tickets/reservation', { lang: 'en', code: 'ABCDEFGHJK', documentLast4: '4321' }),
      '403 JSON': await w.post('/_data/tickets/lookup', { lang: 'en', code: 'ABCDEFGHJK', documentLast4: '4321' }, JSON_HEADERS),
      '200 JSON': await w.post('/_data/tickets/reserve', fields, { ...JSON_HEADERS, 'x-csrf-token': token }),
      '429 JSON': await w.post('/_data/tickets/reserve', fields, { ...JSON_HEADERS, 'x-csrf-token': token }),
    };
    const seen = Object.fromEntries(Object.entries(answers).map(([k, a]) => [k, `${a.status} ${a.headers.get('cache-control')}`]));
    expect(seen).toEqual({
      '200 page': '200 private, no-store', '429 page': '429 private, no-store', '403 page': '403 private, no-store',
      '403 JSON': '403 private, no-store', '200 JSON': '200 private, no-store', '429 JSON': '429 private, no-store',
    });
  });

  it('the desk counts attempts per document: the 11th in 10 minutes is too-many, on any day; the form already answered still gets its reservation; another document is not held up', async () => {
    const v = visitor(site.url);
    const first = await g.validForm(v, '/en/tickets', { date: '2026-11-29', slot: '10:00', ...passport(0, 'E6000001', 'Ouyang Qiuyan') });
    g.sent.add('E6000001');
    const made = await v.post('/en/tickets', first);
    const code = codeOn(made.text);
    const outcomes: string[] = [];
    for (let i = 2; i <= 10; i++) outcomes.push(pageData((await v.post('/en/tickets', await g.validForm(v, '/en/tickets', { date: '2026-11-29', ...passport(0, 'e6 000 001', 'Ouyang Qiuyan') }))).text).outcome.reason);
    expect(outcomes).toEqual(Array(9).fill('document-taken'));
    const eleventh = await v.post('/en/tickets', await g.validForm(v, '/en/tickets', { date: '2026-11-29', ...passport(0, 'E6000001', 'Ouyang Qiuyan') }));
    expect(eleventh.status).toBe(200);
    expect(note(eleventh.text)).toBe(TOO_MANY_EN);
    const otherDay = await v.post('/en/tickets', await g.validForm(v, '/en/tickets', { date: '2026-12-01', ...passport(0, 'E6000001', 'Ouyang Qiuyan') }));
    expect(note(otherDay.text)).toBe(TOO_MANY_EN);
    // Sending the first form again is a replay, not an attempt.
    const replay = await v.post('/en/tickets', { ...first, _csrf: csrfOf((await v.get('/en/tickets')).text) });
    expect(codeOn(replay.text)).toBe(code);
    const other = await v.post('/en/tickets', await g.validForm(v, '/en/tickets', { date: '2026-11-29', ...passport(0, 'E6000002', '欧阳秋雁') }));
    expect(card(other.text)!.status).toBe('confirmed');
  });

  it('the desk counts look-ups per code: after 10 wrong documents the code answers nothing, after 20 look-ups too-many', async () => {
    const v = visitor(site.url);
    const made = await v.post('/en/tickets', await g.validForm(v, '/en/tickets', { date: '2026-11-29', slot: '12:00', ...passport(0, 'E6100001', 'Shangguan Ruoxi') }));
    const code = codeOn(made.text);
    const token = await lookupToken(v, '/en/tickets/reservation');
    const ask = async (last4: string) => parse((await v.post('/_data/tickets/lookup', { code, documentLast4: last4, lang: 'en' }, { ...JSON_HEADERS, 'x-csrf-token': token })).text).outcome;
    expect((await ask('0001')).kind).toBe('found');
    const answers: string[] = [];
    for (let i = 0; i < 10; i++) answers.push((await ask('9999')).reason);
    for (let i = 0; i < 9; i++) answers.push((await ask('0001')).reason);
    answers.push((await ask('0001')).reason);
    expect(answers).toEqual([...Array(19).fill('not-found'), 'too-many']);
  });

  it('the desk counts a document only once a request could reserve: after 12 attempts for a closed day, a day or a slot not offered, it still reserves', async () => {
    const v = visitor(site.url);
    const before = g.reached();
    const tries = [{ date: '2026-12-03', slot: '10:00' }, { date: '2027-01-05', slot: '10:00' }, { date: '2026-12-01', slot: '10:30' }];
    const reasons: string[] = [];
    for (let i = 0; i < 12; i++) reasons.push(pageData((await v.post('/en/tickets', await g.validForm(v, '/en/tickets', { ...tries[i % 3]!, ...passport(0, 'E6200001', '欧阳秋雁') }))).text).outcome.reason);
    expect(reasons).toEqual(Array(4).fill(['closed', 'invalid', 'invalid']).flat());
    const made = await v.post('/en/tickets', await g.validForm(v, '/en/tickets', { date: '2026-12-01', slot: '10:00', ...passport(0, 'E6200001', '欧阳秋雁') }));
    expect(card(made.text)).toMatchObject({ status: 'confirmed', qr: true });
    expect(g.reached()).toBe(before + 13);
  });
});

describe('after the walk', () => {
  it('the main site\'s metrics hold what the desk answered it', async () => {
    expect((await metricLines(site.metrics, 'ticket_outcomes_total')).sort()).toEqual([
      'ticket_outcomes_total{action="lookup",outcome="found"} 1',
      'ticket_outcomes_total{action="lookup",outcome="not-found"} 19',
      'ticket_outcomes_total{action="lookup",outcome="too-many"} 1',
      'ticket_outcomes_total{action="reserve",outcome="closed"} 4',
      'ticket_outcomes_total{action="reserve",outcome="confirmed"} 5',
      'ticket_outcomes_total{action="reserve",outcome="document-taken"} 9',
      'ticket_outcomes_total{action="reserve",outcome="invalid"} 8',
      'ticket_outcomes_total{action="reserve",outcome="too-many"} 2',
    ]);
    expect(await metricLines(site.metrics, 'ticket_conflicts_total')).toEqual(['ticket_conflicts_total{reason="document-taken"} 9']);
    expect((await visitor(site.url).get('/en/tickets')).status).toBe(200);
    const places = await metricLines(site.metrics, 'ticket_slot_places');
    expect(places).toHaveLength(112);
    expect(places.filter((l) => l.includes('kind="reserved"') && !l.endsWith(' 0')).sort()).toEqual([
      'ticket_slot_places{date="2026-11-29",slot="10:00",kind="reserved"} 1',
      'ticket_slot_places{date="2026-11-29",slot="12:00",kind="reserved"} 2',
      'ticket_slot_places{date="2026-12-01",slot="10:00",kind="reserved"} 1',
    ]);
  });

  it('no log line holds a name, document number or phone this file sent', () => {
    expect(g.sent.typed()).toEqual(expect.arrayContaining(['Ouyang Qiuyan', '欧阳秋雁', 'Shangguan Ruoxi', 'E6000001', 'e6 000 001']));
    expect(g.sent.secrets().length).toBeGreaterThan(60);
    expect(leaksIn(g.logs, g.sent.secrets())).toEqual([]);
  });
});
