/**
 * The ticket pages as they are read (docs/tickets.md §Pages): private and rendered anew for every
 * visit, the 14 days and a day's slots in each language, the look-up form, a closed day and a
 * sold-out day. Through the built site against the embedded content service at TEST_NOW (10:30
 * on 24 November 2026, low season: slots 08:00/10:00/12:00/14:00 of 4,500 places; 3 December
 * closed all day). 26 November holds 40 places here (10 a slot); the last test fills it on the
 * desk itself. Availability is read afresh on every page (CACHE_TICKETS_TTL_MS=0).
 */
import { describe, expect, it } from 'vitest';
import { testIdText } from '../support/html.ts';
import { reserveOnDesk } from '../support/tickets-desk.ts';
import { formsSuite } from '../support/tickets-http.ts';
import { leaksIn, NAMES } from '../support/tickets-privacy.ts';
import { csrfOf, days, formFields, keyOf, pageData, slots, valueOf, visitor } from '../support/tickets-visit.ts';

const s = formsSuite();

describe('the pages', () => {
  it('answer 200, private and never stored, set the CSRF cookie once, and are rendered anew for every visit', async () => {
    const token = (path: string, text: string) => (path.startsWith('/_data') ? JSON.parse(text).data : pageData(text)).csrf as string;
    for (const path of ['/tickets', '/en/tickets', '/tickets/reservation', '/en/tickets/reservation', '/_data/page/tickets', '/_data/page/en/tickets', '/_data/page/tickets/reservation', '/_data/page/en/tickets/reservation']) {
      const v = visitor(s.site.url);
      const first = await v.get(path);
      expect({ path, status: first.status, cacheControl: first.headers.get('cache-control') }).toEqual({ path, status: 200, cacheControl: 'private, no-store' });
      expect(first.setCookies).toHaveLength(1);
      expect(first.setCookies[0]).toMatch(/^qinglan_csrf=[\w-]{24}; Path=\/; HttpOnly; SameSite=Lax$/);
      const second = await v.get(path);
      expect({ path, status: second.status, cacheControl: second.headers.get('cache-control'), setCookies: second.setCookies }).toEqual({ path, status: 200, cacheControl: 'private, no-store', setCookies: [] });
      // Rendered again for this visit: a token of its own.
      expect(token(path, second.text)).toMatch(/^[\w-]{40,}$/);
      expect(token(path, second.text)).not.toBe(token(path, first.text));
    }
    // And on /tickets, an idempotency key of its own, in the form and in the page data.
    const v = visitor(s.site.url);
    const keys = [keyOf((await v.get('/tickets')).text), keyOf((await v.get('/tickets')).text), JSON.parse((await v.get('/_data/page/en/tickets')).text).data.form.idempotencyKey];
    expect(keys.map((k) => /^[\w-]{22}$/.test(k))).toEqual([true, true, true]);
    expect(new Set(keys).size).toBe(3);
    // A cookie that cannot be one of ours is replaced.
    const odd = await visitor(s.site.url).get('/en/tickets', { cookie: 'qinglan_csrf=not-a-secret' });
    expect(odd.setCookies[0]).toMatch(/^qinglan_csrf=[\w-]{24}; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('/en/tickets: the 14 days from today, today chosen, its 08:00 slot over', async () => {
    const { text } = await visitor(s.site.url).get('/en/tickets');
    expect(days(text)).toEqual([
      '2026-11-24 open (chosen) Today 24 Nov 13,500 left',
      '2026-11-25 open Wed 25 Nov 18,000 left',
      '2026-11-26 open Thu 26 Nov 40 left',
      '2026-11-27 open Fri 27 Nov 18,000 left',
      '2026-11-28 open Sat 28 Nov 18,000 left',
      '2026-11-29 open Sun 29 Nov 18,000 left',
      '2026-11-30 open Mon 30 Nov 18,000 left',
      '2026-12-01 open Tue 1 Dec 18,000 left',
      '2026-12-02 open Wed 2 Dec 18,000 left',
      '2026-12-03 closed Thu 3 Dec Closed',
      '2026-12-04 open Fri 4 Dec 18,000 left',
      '2026-12-05 open Sat 5 Dec 18,000 left',
      '2026-12-06 open Sun 6 Dec 18,000 left',
      '2026-12-07 open Mon 7 Dec 18,000 left',
    ]);
    expect(testIdText(text, 'ticket-day-note')).toBe('Open 08:00–18:00 that day');
    expect(slots(text)).toEqual([
      '08:00 closed 08:00–10:00 Over [disabled]',
      '10:00 open 10:00–12:00 4,500 left',
      '12:00 open 12:00–14:00 4,500 left',
      '14:00 open 14:00–16:00 4,500 left',
    ]);
    expect(valueOf(text, 'date')).toBe('2026-11-24');
  });

  it('/tickets: the same in Chinese, and another day chosen by its link', async () => {
    const today = (await visitor(s.site.url).get('/tickets')).text;
    expect(days(today).slice(0, 3)).toEqual(['2026-11-24 open (chosen) 今天 11月24日 余 13,500', '2026-11-25 open 周三 11月25日 余 18,000', '2026-11-26 open 周四 11月26日 余 40']);
    expect(days(today)[9]).toBe('2026-12-03 closed 周四 12月3日 不开放');
    expect(testIdText(today, 'ticket-day-note')).toBe('当日开放时间 08:00–18:00');
    expect(slots(today)).toEqual(['08:00 closed 08:00–10:00 已结束 [disabled]', '10:00 open 10:00–12:00 余 4,500 张', '12:00 open 12:00–14:00 余 4,500 张', '14:00 open 14:00–16:00 余 4,500 张']);
    const later = (await visitor(s.site.url).get('/tickets?date=2026-11-26')).text;
    expect(days(later)[2]).toBe('2026-11-26 open (chosen) 周四 11月26日 余 40');
    expect(slots(later)).toEqual(['08:00 open 08:00–10:00 余 10 张', '10:00 open 10:00–12:00 余 10 张', '12:00 open 12:00–14:00 余 10 张', '14:00 open 14:00–16:00 余 10 张']);
    expect(valueOf(later, 'date')).toBe('2026-11-26');
  });

  it('the look-up form starts empty, reads no ?code= and says its intent in a field of its own', async () => {
    for (const path of ['/en/tickets/reservation', '/tickets/reservation?code=ABCDEFGHJK']) {
      const { status, text } = await visitor(s.site.url).get(path);
      expect(status).toBe(200);
      expect(formFields(text, 'lookup-form')).toEqual({ _csrf: csrfOf(text), lang: path.startsWith('/en') ? 'en' : 'zh-CN', intent: 'lookup', code: '', documentLast4: '' });
      expect(valueOf(text, 'code')).toBeNull();
      expect(text).not.toMatch(/<button\b[^>]*\sname=/);
      expect(pageData(text)).toMatchObject({ kind: 'ticket-reservation', code: '', outcome: null });
    }
  });

  it('3 December is closed all day, with the closure reason in the page language, and offers no form', async () => {
    const en = (await visitor(s.site.url).get('/en/tickets?date=2026-12-03')).text;
    expect(days(en)[9]).toBe('2026-12-03 closed (chosen) Thu 3 Dec Closed');
    expect(testIdText(en, 'ticket-day-note')).toBe('3 December 2026 is closed to reservations: The area is closed all day for the annual safety inspection of the cableway and boardwalks');
    expect(en).not.toContain('data-testid="reserve-form"');
    expect(slots(en)).toEqual([]);
    const zh = (await visitor(s.site.url).get('/tickets?date=2026-12-03')).text;
    expect(testIdText(zh, 'ticket-day-note')).toBe('2026年12月3日 不开放预约：索道与栈道年度安全检修，景区全天闭园');
    expect(zh).not.toContain('data-testid="reserve-form"');
    const data = JSON.parse((await visitor(s.site.url).get('/_data/page/en/tickets?date=2026-12-03')).text).data;
    expect(data.day).toBe('2026-12-03');
    const day = data.availability.days[9];
    expect(day).toEqual({
      date: '2026-12-03', opens: '08:00', closes: '18:00', capacity: 18000, remaining: 0,
      closure: 'The area is closed all day for the annual safety inspection of the cableway and boardwalks',
      slots: ['08:00', '10:00', '12:00', '14:00'].map((start, i) => ({ start, end: ['10:00', '12:00', '14:00', '16:00'][i], capacity: 4500, remaining: 4500, state: 'closed', closedReason: 'closure' })),
    });
    expect(data.availability.days.map((d: { date: string }) => d.date)).toHaveLength(14);
  });

  it('a sold-out day: the strip and the day note say so, and no form is offered, in each language', async () => {
    // 26 November's 40 places, taken on the desk itself: eight parties of five.
    for (const [i, slot] of ['08:00', '08:00', '10:00', '10:00', '12:00', '12:00', '14:00', '14:00'].entries()) {
      const documents = Array.from({ length: 5 }, (_, k) => `S26${String(i * 5 + k).padStart(5, '0')}`);
      s.sent.add(...documents, `1390026${String(i).padStart(4, '0')}`);
      await reserveOnDesk(s.desk.url, { date: '2026-11-26', slot, documents, contactPhone: `1390026${String(i).padStart(4, '0')}`, name: NAMES[i % 2]! });
    }
    s.sent.add(NAMES[0], NAMES[1]);
    const en = (await visitor(s.site.url).get('/en/tickets?date=2026-11-26')).text;
    expect(days(en)[2]).toBe('2026-11-26 sold-out (chosen) Thu 26 Nov Sold out');
    expect(testIdText(en, 'ticket-day-note')).toBe('26 November 2026 is sold out. Please choose another day.');
    expect(en).not.toContain('data-testid="reserve-form"');
    expect(slots(en)).toEqual([]);
    const zh = (await visitor(s.site.url).get('/tickets?date=2026-11-26')).text;
    expect(days(zh)[2]).toBe('2026-11-26 sold-out (chosen) 周四 11月26日 已约满');
    expect(testIdText(zh, 'ticket-day-note')).toBe('2026年11月26日 的余票已约满，请选择其他日期。');
    expect(zh).not.toContain('data-testid="reserve-form"');
    // The other days still offer the form.
    expect((await visitor(s.site.url).get('/en/tickets?date=2026-11-27')).text).toContain('data-testid="reserve-form"');
  });

  it('no log line of the site or the desk holds a name, document number or phone this file sent', () => {
    expect(s.logs.some((l) => l.includes('"url":"/en/tickets?date=2026-11-26"'))).toBe(true);
    expect(s.sent.secrets().length).toBeGreaterThan(40);
    expect(leaksIn(s.logs, s.sent.secrets())).toEqual([]);
  });
});
