/**
 * The ticket desk down or slow (docs/tickets.md §Pages "When the desk does not answer", §Forms):
 * a reservation post the desk hangs, drops, fails, answers with garbage or answers and loses,
 * availability it does not give, and both at once. The page says reservations are unavailable,
 * never "confirmed" and never an error page; the input is kept, and sending the same form again
 * once the desk is back gives exactly one reservation. Through the built site (giving up on the
 * desk after 1.5 s) against the embedded content service at TEST_NOW, behind a desk front whose
 * ticket POSTs a test can break and startFakeUpstream for every GET.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { testIdText } from '../support/html.ts';
import type { Site } from '../support/site.ts';
import { API, metricLines, type DeskMode } from '../support/tickets-desk.ts';
import { COOKIE, EN_TITLE, guardSuite, JSON_HEADERS, parse, UNAVAILABLE_EN } from '../support/tickets-http.ts';
import { leaksIn, NAMES } from '../support/tickets-privacy.ts';
import { card, csrfOf, days, formFields, idCard, keyOf, note, slots, title, valueOf, visitor } from '../support/tickets-visit.ts';

const g = guardSuite();
let site: Site;
beforeAll(async () => {
  site = await g.siteWith({ UPSTREAM_TIMEOUT_MS: '1500', TICKETS_RESERVE_PER_MINUTE: '1000', TICKETS_LOOKUP_PER_MINUTE: '1000' });
});

/** Ways the desk fails a reservation post. */
const faults: [string, DeskMode][] = [
  ['hangs', { kind: 'hang' }],
  ['drops the connection', { kind: 'drop' }],
  ['answers 503', { kind: 'json', status: 503, body: { code: -1, msg: 'busy', data: null } }],
  ['answers a proxy error page', { kind: 'raw', status: 502, body: '<html><body>Bad gateway</body></html>' }],
  ['answers half a body', { kind: 'reset-mid-body' }],
  ['answers JSON cut short', { kind: 'raw', status: 200, contentType: 'application/json', body: '{"code":0,"msg":"success","data":{"code":' }],
  ['answers a reservation it cannot be', { kind: 'json', body: { code: 0, msg: 'success', data: { code: 'NOT A CODE', status: 'confirmed' } } }],
  ['answers a refusal it cannot read', { kind: 'json', body: { code: -1, msg: 'on-fire', data: { reason: 'on-fire' } } }],
  ['reserves, then its answer is lost', 'lost'],
];

describe('the desk down or slow', () => {

  it('a reservation the desk does not answer: 200, the unavailable note, never confirmed, the input kept; the same form once the desk is back gives exactly one reservation', async () => {
    const v = visitor(site.url);
    let form = await g.validForm(v, '/en/tickets', { date: '2026-11-30', slot: '12:00', 'party.0.documentKind': 'id-card', 'party.0.documentNumber': idCard('44030419900101001') });
    g.sent.add(idCard('44030419900101001'));
    const before = g.reached();
    for (const [what, mode] of faults) {
      g.front.setPosts(mode);
      const res = await v.post('/en/tickets', form);
      expect({ what, status: res.status, note: note(res.text) }).toEqual({ what, status: 200, note: UNAVAILABLE_EN });
      expect(title(res.text)).toBe(`Error: ${EN_TITLE}`);
      expect(res.text).not.toContain('data-testid="ticket-confirmed"');
      expect(res.text).toContain('data-testid="reserve-form"');
      expect([valueOf(res.text, 'party.0.documentNumber'), valueOf(res.text, 'contactPhone'), keyOf(res.text)]).toEqual([form['party.0.documentNumber'], form.contactPhone, form.idempotencyKey]);
      expect(slots(res.text)[2]).toMatch(/^12:00 open 12:00–14:00 4,(500|499) left \[checked\]$/);
      // The visitor sends the form again as the page wrote it back.
      form = formFields(res.text);
    }
    // Only the lost answer reached the desk.
    expect(g.reached()).toBe(before + 1);
    g.front.setPosts({ kind: 'drop' });
    const json = await v.post('/_data/tickets/reserve', form, JSON_HEADERS);
    expect([json.status, parse(json.text)]).toEqual([200, { outcome: { kind: 'unavailable' } }]);
    g.front.setPosts('pass');
    const back = await v.post('/en/tickets', form);
    expect(back.status).toBe(200);
    expect(card(back.text)).toMatchObject({ status: 'confirmed', qr: true });
    expect(g.reached()).toBe(before + 2);
    expect(slots((await v.get('/en/tickets?date=2026-11-30')).text)[2]).toBe('12:00 open 12:00–14:00 4,499 left');
    expect(days((await v.get('/en/tickets?date=2026-11-30')).text)[6]).toBe('2026-11-30 open (chosen) Mon 30 Nov 17,999 left');
  });

  it('availability the desk does not give: the page still answers 200 and says reservations are unavailable, in each language', async () => {
    for (const mode of [{ kind: 'drop' }, { kind: 'hang' }, { kind: 'raw', status: 200, body: '<html>maintenance</html>' }] as const) {
      g.front.fake.set(`${API}/ticket/getAvailability`, mode);
      site.api.breakers.reset();
      const v = visitor(site.url);
      const en = await v.get('/en/tickets');
      expect({ mode: mode.kind, status: en.status, cacheControl: en.headers.get('cache-control'), note: testIdText(en.text, 'tickets-unavailable') }).toEqual({
        mode: mode.kind, status: 200, cacheControl: 'private, no-store', note: 'Reservations are unavailable right now, so places left cannot be shown. Please reload in a moment or call the visitor centre.',
      });
      expect(en.setCookies[0]).toMatch(COOKIE);
      expect(days(en.text)).toEqual([]);
      expect(en.text).not.toContain('data-testid="reserve-form"');
      const zh = await v.get('/tickets');
      expect([zh.status, testIdText(zh.text, 'tickets-unavailable')]).toEqual([200, '预约系统暂时无法连接，无法显示余票。请稍后刷新，或拨打景区电话咨询。']);
      const data = await v.get('/_data/page/en/tickets');
      expect(data.status).toBe(200);
      expect(parse(data.text).data).toMatchObject({ kind: 'tickets', availability: null, day: null, outcome: null });
    }
  });

  it('with availability and the desk both down, a posted form keeps its chosen slot and its input', async () => {
    // A site of its own: what it answers here stays out of the main site's metrics.
    const own = await g.siteWith({ UPSTREAM_TIMEOUT_MS: '1500' });
    const v = visitor(own.url);
    const form = await g.validForm(v, '/en/tickets', { date: '2026-12-02', slot: '14:00' });
    g.front.fake.set(`${API}/ticket/getAvailability`, { kind: 'drop' });
    g.front.setPosts({ kind: 'drop' });
    const res = await v.post('/en/tickets', form);
    expect(res.status).toBe(200);
    expect(note(res.text)).toBe(UNAVAILABLE_EN);
    expect(res.text).not.toContain('data-testid="tickets-unavailable"');
    expect(slots(res.text)).toEqual(['14:00 open 14:00 [checked]']);
    expect([valueOf(res.text, 'party.0.name'), valueOf(res.text, 'contactPhone'), keyOf(res.text)]).toEqual([form['party.0.name'], form.contactPhone, form.idempotencyKey]);
    // The day chosen is kept too: the form as written back, sent once the desk is back, reserves 2 December at 14:00.
    expect(formFields(res.text)).toEqual({ ...form, _csrf: csrfOf(res.text), 'party.1.name': '', 'party.1.documentKind': 'id-card', 'party.1.documentNumber': '', 'party.2.name': '', 'party.2.documentKind': 'id-card', 'party.2.documentNumber': '', 'party.3.name': '', 'party.3.documentKind': 'id-card', 'party.3.documentNumber': '', 'party.4.name': '', 'party.4.documentKind': 'id-card', 'party.4.documentNumber': '' });
    g.front.fake.reset();
    g.front.setPosts('pass');
    own.api.breakers.reset();
    const back = await v.post('/en/tickets', formFields(res.text));
    expect(card(back.text)?.details).toMatch(/^Day \| Wed 2 December 2026 \| Entry time \| 14:00–16:00 \|/);
  });
});

describe('after the walk', () => {
  it('the metrics hold what the desk answered the main site', async () => {
    expect((await metricLines(site.metrics, 'ticket_outcomes_total')).sort()).toEqual([
      'ticket_outcomes_total{action="reserve",outcome="confirmed"} 1',
      `ticket_outcomes_total{action="reserve",outcome="unavailable"} ${faults.length + 1}`,
    ]);
    expect(await metricLines(site.metrics, 'ticket_conflicts_total')).toEqual([]);
    expect((await visitor(site.url).get('/en/tickets')).status).toBe(200);
    const places = await metricLines(site.metrics, 'ticket_slot_places');
    expect(places).toHaveLength(112);
    // The lost answer's reservation and the one sent again are one; the other is the own site's, once both were back.
    expect(places.filter((l) => l.includes('kind="reserved"') && !l.endsWith(' 0')).sort()).toEqual([
      'ticket_slot_places{date="2026-11-30",slot="12:00",kind="reserved"} 1',
      'ticket_slot_places{date="2026-12-02",slot="14:00",kind="reserved"} 1',
    ]);
  });

  it('the site logged the desk failing, and no log line holds a name, document number or phone this file sent', () => {
    expect(g.logs.filter((l) => l.includes('"msg":"ticket desk did not answer"')).length).toBeGreaterThanOrEqual(4);
    expect(g.logs.some((l) => l.includes('"msg":"ticket availability unavailable"'))).toBe(true);
    expect(g.sent.typed()).toEqual(expect.arrayContaining([NAMES[0], NAMES[1], idCard('44030419900101001')]));
    expect(leaksIn(g.logs, g.sent.secrets())).toEqual([]);
  });
});
