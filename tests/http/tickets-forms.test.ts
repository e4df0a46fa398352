/**
 * The ticket pages and their forms without JavaScript (docs/tickets.md §Forms, §Refusals, §Ops),
 * through the built site against the embedded content service at TEST_NOW (10:30 on 24 November
 * 2026, low season: slots 08:00/10:00/12:00/14:00 of 4,500 places; 3 December closed all day).
 * 26 November holds 40 places here (10 a slot) so a slot can be filled by hand. Availability is
 * read afresh on every page (CACHE_TICKETS_TTL_MS=0), so places taken or given back show at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageState, testIdText } from '../support/html.ts';
import { startSite, type Site } from '../support/site.ts';
import {
  card, codeOn, control, csrfOf, days, fieldErrors, formFields, formOn as freshForm, idCard, keyOf, lookupToken, metricLines, note, pageData, passport, selected, slots, startDesk, summary,
  title, valueOf, visitor, type Desk, type Visitor, leaksIn } from '../support/tickets-visit.ts';

/** Places read afresh on every page; this file's posts stay under the site's limits (tickets-guard.test.ts tests them). */
const ENV = { CACHE_TICKETS_TTL_MS: '0', TICKETS_RESERVE_PER_MINUTE: '1000', TICKETS_LOOKUP_PER_MINUTE: '1000' };
const logs: string[] = [];
let desk: Desk;
let site: Site;
beforeAll(async () => {
  desk = await startDesk({ tickets: { dayCapacity: [{ day: '2026-11-26', capacity: 40 }] }, log: (l) => void logs.push(l) });
  site = await startSite({ apiBaseUrl: desk.url, env: ENV, logStream: { write: (l) => void logs.push(l) } });
});
afterAll(async () => {
  await site?.close();
  await desk?.close();
});

const EN_TITLE = 'Tickets - Qinglan Mountain Scenic Area';
const ZH_TITLE = '门票预约 - 青岚山风景名胜区';
const EN_LOOKUP_TITLE = 'Find or cancel a reservation - Qinglan Mountain Scenic Area';
/** Every name, document number and phone this file sends, as typed and as the desk normalises them. */
const SENT: string[] = [];
const sent = <T extends Record<string, string>>(fields: T): T => {
  for (const [k, v] of Object.entries(fields)) if (/name|documentNumber|contactPhone/.test(k) && v.length >= 4) SENT.push(v, v.replace(/[\s()-]/g, '').toUpperCase());
  return fields;
};
const heading = (html: string) => /<h2 id="(?:confirmed|reservation)-title"[^>]*>([\s\S]*?)<\/h2>/.exec(html)?.[1]!.replace(/<[^>]+>/g, '') ?? null;

/** A fresh form of the page at `path` with `fields`, its personal values noted. */
const formOn = async (v: Visitor, path: string, fields: Record<string, string>) => sent(await freshForm(v, path, fields));

describe('the pages', () => {
  it('answer 200, private and never stored, set the CSRF cookie once, and are rendered anew for every visit', async () => {
    const token = (path: string, text: string) => (path.startsWith('/_data') ? JSON.parse(text).data : pageData(text)).csrf as string;
    for (const path of ['/tickets', '/en/tickets', '/tickets/reservation', '/en/tickets/reservation', '/_data/page/tickets', '/_data/page/en/tickets', '/_data/page/tickets/reservation', '/_data/page/en/tickets/reservation']) {
      const v = visitor(site.url);
      const first = await v.get(path);
      expect({ path, status: first.status, cacheControl: first.headers.get('cache-control') }).toEqual({ path, status: 200, cacheControl: 'private, no-store' });
      expect(first.setCookies).toHaveLength(1);
      expect(first.setCookies[0]).toMatch(/^qinglan_csrf=[\w-]{24}; Path=\/; HttpOnly; SameSite=Strict$/);
      const second = await v.get(path);
      expect({ path, status: second.status, cacheControl: second.headers.get('cache-control'), setCookies: second.setCookies }).toEqual({ path, status: 200, cacheControl: 'private, no-store', setCookies: [] });
      // Rendered again for this visit: a token of its own.
      expect(token(path, second.text)).toMatch(/^[\w-]{40,}$/);
      expect(token(path, second.text)).not.toBe(token(path, first.text));
    }
    // And on /tickets, an idempotency key of its own, in the form and in the page data.
    const v = visitor(site.url);
    const keys = [keyOf((await v.get('/tickets')).text), keyOf((await v.get('/tickets')).text), JSON.parse((await v.get('/_data/page/en/tickets')).text).data.form.idempotencyKey];
    expect(keys.map((k) => /^[\w-]{22}$/.test(k))).toEqual([true, true, true]);
    expect(new Set(keys).size).toBe(3);
    // A cookie that cannot be one of ours is replaced.
    const odd = await visitor(site.url).get('/en/tickets', { cookie: 'qinglan_csrf=not-a-secret' });
    expect(odd.setCookies[0]).toMatch(/^qinglan_csrf=[\w-]{24}; Path=\/; HttpOnly; SameSite=Strict$/);
  });

  it('/en/tickets: the 14 days from today, today chosen, its 08:00 slot over', async () => {
    const { text } = await visitor(site.url).get('/en/tickets');
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
    const today = (await visitor(site.url).get('/tickets')).text;
    expect(days(today).slice(0, 3)).toEqual(['2026-11-24 open (chosen) 今天 11月24日 余 13,500', '2026-11-25 open 周三 11月25日 余 18,000', '2026-11-26 open 周四 11月26日 余 40']);
    expect(days(today)[9]).toBe('2026-12-03 closed 周四 12月3日 不开放');
    expect(testIdText(today, 'ticket-day-note')).toBe('当日开放时间 08:00–18:00');
    expect(slots(today)).toEqual(['08:00 closed 08:00–10:00 已结束 [disabled]', '10:00 open 10:00–12:00 余 4,500 张', '12:00 open 12:00–14:00 余 4,500 张', '14:00 open 14:00–16:00 余 4,500 张']);
    const later = (await visitor(site.url).get('/tickets?date=2026-11-26')).text;
    expect(days(later)[2]).toBe('2026-11-26 open (chosen) 周四 11月26日 余 40');
    expect(slots(later)).toEqual(['08:00 open 08:00–10:00 余 10 张', '10:00 open 10:00–12:00 余 10 张', '12:00 open 12:00–14:00 余 10 张', '14:00 open 14:00–16:00 余 10 张']);
    expect(valueOf(later, 'date')).toBe('2026-11-26');
  });

  it('3 December is closed all day, with the closure reason in the page language, and offers no form', async () => {
    const en = (await visitor(site.url).get('/en/tickets?date=2026-12-03')).text;
    expect(days(en)[9]).toBe('2026-12-03 closed (chosen) Thu 3 Dec Closed');
    expect(testIdText(en, 'ticket-day-note')).toBe('3 December 2026 is closed to reservations: The area is closed all day for the annual safety inspection of the cableway and boardwalks');
    expect(en).not.toContain('data-testid="reserve-form"');
    expect(slots(en)).toEqual([]);
    const zh = (await visitor(site.url).get('/tickets?date=2026-12-03')).text;
    expect(testIdText(zh, 'ticket-day-note')).toBe('2026年12月3日 不开放预约：索道与栈道年度安全检修，景区全天闭园');
    expect(zh).not.toContain('data-testid="reserve-form"');
    const data = JSON.parse((await visitor(site.url).get('/_data/page/en/tickets?date=2026-12-03')).text).data;
    expect(data.day).toBe('2026-12-03');
    const day = data.availability.days[9];
    expect(day).toEqual({
      date: '2026-12-03', opens: '08:00', closes: '18:00', capacity: 18000, remaining: 0,
      closure: 'The area is closed all day for the annual safety inspection of the cableway and boardwalks',
      slots: ['08:00', '10:00', '12:00', '14:00'].map((start, i) => ({ start, end: ['10:00', '12:00', '14:00', '16:00'][i], capacity: 4500, remaining: 4500, state: 'closed', closedReason: 'closure' })),
    });
    expect(data.availability.days.map((d: { date: string }) => d.date)).toHaveLength(14);
  });
});

describe('the walk without JavaScript', () => {
  let form: Record<string, string>;
  let code: string;

  it('English: each field error next to its field and in the summary; the input in the values, never in the state', async () => {
    const v = visitor(site.url);
    const typed = await formOn(v, '/en/tickets?date=2026-11-25', {
      date: '2026-11-25',
      'party.0.name': 'Zhao Lin 3', 'party.0.documentKind': 'id-card', 'party.0.documentNumber': '110105194912310021',
      'party.1.name': '', 'party.1.documentKind': 'id-card', 'party.1.documentNumber': '',
      'party.2.name': 'Qian Yu', 'party.2.documentKind': 'passport', 'party.2.documentNumber': 'G1234 5678',
      'party.3.name': '', 'party.3.documentKind': 'id-card', 'party.3.documentNumber': idCard('11010519491331002'),
      'party.4.name': 'Sun Li', 'party.4.documentKind': 'passport', 'party.4.documentNumber': 'g12345678',
      contactPhone: '138-0000-111',
    });
    const res = await v.post('/en/tickets', typed);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(title(res.text)).toBe(`Error: ${EN_TITLE}`);
    const messages = {
      slot: 'Choose an entry time',
      'party.0.name': 'Names can hold letters, spaces, “·”, hyphens and apostrophes only',
      'party.0.documentNumber': 'The last character of this ID card number does not match: check the number',
      'party.3.name': "Enter the visitor's name",
      'party.3.documentNumber': 'The birth date in this ID card number is not a real date',
      'party.4.documentNumber': 'This document is already named in this reservation',
      contactPhone: 'Enter an 11-digit mainland mobile number, or an international number starting with +',
    };
    expect(fieldErrors(res.text)).toEqual(messages);
    expect(summary(res.text)).toEqual(Object.entries(messages).map(([k, m]) => `#${k} ${m}`));
    expect(note(res.text)).toBeNull();
    for (const name of Object.keys(messages).filter((n) => n !== 'slot')) {
      expect({ name, ...control(res.text, name) }).toMatchObject({ name, 'aria-invalid': 'true', 'aria-describedby': name === 'contactPhone' ? 'contactPhone-hint contactPhone-error' : `${name}-error` });
    }
    expect(res.text).toMatch(/<fieldset[^>]*aria-describedby="slot-error"/);
    expect(control(res.text, 'party.2.name')).not.toHaveProperty('aria-invalid');
    // The input comes back in the inputs…
    for (const name of ['party.0.name', 'party.0.documentNumber', 'party.2.name', 'party.2.documentNumber', 'party.3.documentNumber', 'party.4.name', 'party.4.documentNumber', 'contactPhone']) {
      expect({ name, value: valueOf(res.text, name) }).toEqual({ name, value: typed[name] });
    }
    expect([0, 2, 4].map((i) => selected(res.text, `party.${i}.documentKind`))).toEqual(['id-card', 'passport', 'passport']);
    expect(res.text).toMatch(/<details[^>]*open=""/);
    // …and the same key, so sending it again is safe; but nothing personal goes into the state.
    expect(keyOf(res.text)).toBe(typed.idempotencyKey);
    const data = pageData(res.text);
    expect(data.form).toEqual({ idempotencyKey: typed.idempotencyKey, date: '2026-11-25', slot: '', rows: 5, kinds: ['id-card', 'id-card', 'passport', 'id-card', 'passport'] });
    expect(data.outcome).toEqual({
      kind: 'refused', reason: 'invalid', closedReason: null,
      fields: { slot: 'required', 'party.0.name': 'format', 'party.0.documentNumber': 'check-digit', 'party.3.name': 'required', 'party.3.documentNumber': 'birth-date', 'party.4.documentNumber': 'duplicate-in-party', contactPhone: 'format' },
    });
    const state = JSON.stringify(pageState(res.text));
    for (const secret of ['Zhao Lin', 'Qian Yu', 'Sun Li', '110105194912310021', typed['party.3.documentNumber']!, 'G1234 5678', 'G12345678', 'g12345678', '138-0000-111', '1380000111']) {
      expect({ secret, inState: state.includes(secret) }).toEqual({ secret, inState: false });
    }
  });

  it('Chinese: the messages in Chinese, the chosen slot kept, markup in a name written back as text', async () => {
    const v = visitor(site.url);
    const typed = await formOn(v, '/tickets?date=2026-11-25', {
      date: '2026-11-25', slot: '10:00',
      'party.0.name': '<b>李</b>', 'party.0.documentKind': 'taiwan-permit', 'party.0.documentNumber': '1234567',
      'party.1.name': '李'.repeat(41), 'party.1.documentKind': 'id-card', 'party.1.documentNumber': '',
      contactPhone: '',
    });
    const res = await v.post('/tickets', typed);
    expect(res.status).toBe(200);
    expect(title(res.text)).toBe(`错误：${ZH_TITLE}`);
    const messages = {
      'party.0.name': '姓名只能包含文字、空格、间隔号“·”、连字符和撇号',
      'party.0.documentNumber': '证件号码格式不正确',
      'party.1.name': '姓名最多40个字',
      'party.1.documentNumber': '请填写证件号码',
      contactPhone: '请填写联系电话',
    };
    expect(fieldErrors(res.text)).toEqual(messages);
    expect(summary(res.text)).toEqual(Object.entries(messages).map(([k, m]) => `#${k} ${m}`));
    for (const name of Object.keys(messages)) expect({ name, invalid: control(res.text, name)?.['aria-invalid'] }).toEqual({ name, invalid: 'true' });
    expect(slots(res.text)[1]).toBe('10:00 open 10:00–12:00 余 4,500 张 [checked]');
    expect(valueOf(res.text, 'party.0.name')).toBe('<b>李</b>');
    expect(res.text).toContain('value="&lt;b&gt;李&lt;/b&gt;"');
    expect(res.text).not.toContain('<b>李</b>');
    expect(valueOf(res.text, 'party.1.name')).toBe('李'.repeat(41));
    expect(selected(res.text, 'party.0.documentKind')).toBe('taiwan-permit');
    expect(pageData(res.text).form).toEqual({ idempotencyKey: typed.idempotencyKey, date: '2026-11-25', slot: '10:00', rows: 2, kinds: ['taiwan-permit', 'id-card', 'id-card', 'id-card', 'id-card'] });
    const state = JSON.stringify(pageState(res.text));
    expect(['李李', '1234567', '<b>'].filter((s) => state.includes(s))).toEqual([]);
  });

  it('a valid form confirms: the code, the day and slot, masked documents and phone, and a QR code', async () => {
    const v = visitor(site.url);
    form = await formOn(v, '/en/tickets?date=2026-11-25', {
      date: '2026-11-25', slot: '10:00',
      'party.0.name': 'Han Meimei', 'party.0.documentKind': 'id-card', 'party.0.documentNumber': '110105 19491231 002x',
      'party.1.name': '李雷', 'party.1.documentKind': 'hk-macao-permit', 'party.1.documentNumber': 'H1234 5678',
      contactPhone: '+86 139 1234 0001',
    });
    const res = await v.post('/en/tickets', form);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(title(res.text)).toBe(EN_TITLE);
    expect(heading(res.text)).toBe('✓ Reservation confirmed');
    const shown = card(res.text)!;
    expect(shown.code).toMatch(/^[2-9A-HJKMNP-Z]{5} [2-9A-HJKMNP-Z]{5}$/);
    code = shown.code.replace(' ', '');
    expect(shown).toEqual({
      code: shown.code, status: 'confirmed', qr: true,
      details: 'Day | 25 November 2026 Wed | Entry time | 10:00–12:00 | Visitors | Han Meimei | Mainland ID card | 1101**********002X | 李雷 | Home-Visit Permit (Hong Kong/Macao) | *****5678 | Contact phone | **********0001',
    });
    expect(res.text).toContain(`aria-label="QR code of reservation ${code}"`);
    expect(pageData(res.text).outcome).toEqual({
      kind: 'confirmed',
      reservation: {
        code, status: 'confirmed', date: '2026-11-25', slot: { start: '10:00', end: '12:00' },
        party: [{ name: 'Han Meimei', documentKind: 'id-card', documentMasked: '1101**********002X' }, { name: '李雷', documentKind: 'hk-macao-permit', documentMasked: '*****5678' }],
        contactPhoneMasked: '**********0001', createdAt: '2026-11-24T02:30:00.000Z', cancelledAt: null,
      },
      qr: { size: 21, path: expect.stringMatching(/^M\d+ \d+h\d+v1h-\d+z/) },
    });
    for (const secret of ['11010519491231002X', '110105 19491231 002x', 'H12345678', 'H1234 5678', '+8613912340001', '+86 139 1234 0001']) {
      expect({ secret, inPage: res.text.includes(secret) }).toEqual({ secret, inPage: false });
    }
    const after = (await v.get('/en/tickets?date=2026-11-25')).text;
    expect(slots(after)[1]).toBe('10:00 open 10:00–12:00 4,498 left');
    expect(days(after)[1]).toBe('2026-11-25 open (chosen) Wed 25 Nov 17,998 left');
  });

  it('the same form sent again answers the same reservation and takes no more places', async () => {
    const v = visitor(site.url);
    await v.get('/en/tickets');
    // Another visit's cookie: the form is sent again with that page's token.
    const again = await v.post('/en/tickets', { ...form, _csrf: csrfOf((await v.get('/en/tickets')).text) });
    expect(again.status).toBe(200);
    expect(codeOn(again.text)).toBe(code);
    expect(card(again.text)!.status).toBe('confirmed');
    expect(slots((await v.get('/en/tickets?date=2026-11-25')).text)[1]).toBe('10:00 open 10:00–12:00 4,498 left');
  });

  it('a look-up by the code (typed loosely) and any member last four finds it, in both languages', async () => {
    const v = visitor(site.url);
    const loose = `${code.slice(0, 5).toLowerCase()}-${code.slice(5).toLowerCase()}`;
    const en = await v.post('/en/tickets/reservation', { _csrf: await lookupToken(v, '/en/tickets/reservation'), lang: 'en', code: loose, documentLast4: '002x', intent: 'lookup' });
    expect(en.status).toBe(200);
    expect(en.headers.get('cache-control')).toBe('private, no-store');
    expect(title(en.text)).toBe(EN_LOOKUP_TITLE);
    expect(en.text).toContain('data-testid="ticket-found"');
    expect(heading(en.text)).toBe('Your reservation');
    expect(card(en.text)).toEqual({ code: `${code.slice(0, 5)} ${code.slice(5)}`, status: 'confirmed', qr: true, details: expect.stringContaining('Han Meimei | Mainland ID card | 1101**********002X') });
    // The cancel form carries the code and the last four typed, for this page only.
    const cancelForm = /data-testid="cancel-form"[\s\S]*?<\/form>/.exec(en.text)![0];
    expect(valueOf(cancelForm, 'code')).toBe(code);
    expect(valueOf(cancelForm, 'documentLast4')).toBe('002x');
    expect(pageData(en.text)).toMatchObject({ kind: 'ticket-reservation', code, outcome: { kind: 'found', reservation: { code, status: 'confirmed' } } });
    expect(JSON.stringify(pageState(en.text))).not.toContain('002x');
    const zh = await v.post('/tickets/reservation', { _csrf: await lookupToken(v, '/tickets/reservation'), lang: 'zh-CN', code, documentLast4: '5678', intent: 'lookup' });
    expect(zh.status).toBe(200);
    expect(heading(zh.text)).toBe('你的预约');
    expect(card(zh.text)!.details).toBe('游览日期 | 2026年11月25日 周三 | 入园时段 | 10:00–12:00 | 游客 | Han Meimei | 居民身份证 | 1101**********002X | 李雷 | 港澳居民来往内地通行证 | *****5678 | 联系电话 | **********0001');
  });

  it('cancelling from the found reservation gives the places back at once; it then reads cancelled', async () => {
    const v = visitor(site.url);
    const found = await v.post('/tickets/reservation', { _csrf: await lookupToken(v, '/tickets/reservation'), lang: 'zh-CN', code, documentLast4: '5678', intent: 'lookup' });
    // The cancel button of that page, as a browser without JavaScript sends it.
    const res = await v.post('/tickets/reservation', formFields(found.text, 'cancel-form', ['intent', 'cancel']));
    expect(res.status).toBe(200);
    expect(res.text).toContain('data-testid="ticket-cancelled"');
    expect(heading(res.text)).toBe('预约已取消');
    expect(card(res.text)).toMatchObject({ status: 'cancelled', qr: false });
    expect(res.text).not.toContain('data-testid="cancel-form"');
    expect(slots((await v.get('/tickets?date=2026-11-25')).text)[1]).toBe('10:00 open 10:00–12:00 余 4,500 张');
    const again = await v.post('/en/tickets/reservation', { _csrf: await lookupToken(v, '/en/tickets/reservation'), lang: 'en', code, documentLast4: '002X', intent: 'lookup' });
    expect(card(again.text)).toMatchObject({ code: `${code.slice(0, 5)} ${code.slice(5)}`, status: 'cancelled', qr: false });
  });

  it('the confirmed form sent again after its cancellation does not say "confirmed" (the desk answers it as it stands: cancelled)', async () => {
    // A site of its own (same desk), so this file's metrics stay those of the walk.
    const other = await startSite({ apiBaseUrl: desk.url, env: ENV, logStream: { write: (l) => void logs.push(l) } });
    try {
      const v = visitor(other.url);
      const res = await v.post('/en/tickets', { ...form, _csrf: csrfOf((await v.get('/en/tickets')).text) });
      expect(res.status).toBe(200);
      expect(card(res.text)).toMatchObject({ status: 'cancelled', qr: false });
      expect(heading(res.text)).not.toBe('✓ Reservation confirmed');
      expect(res.text).not.toContain('data-testid="ticket-confirmed"');
      expect(pageData(res.text).outcome.kind).not.toBe('confirmed');
      expect(await metricLines(other.metrics, 'ticket_outcomes_total')).not.toContain('ticket_outcomes_total{action="reserve",outcome="confirmed"} 1');
    } finally {
      await other.close();
    }
  });
});

describe('refusals through the site', () => {
  it('a closed day: the closure note, in each language', async () => {
    const v = visitor(site.url);
    const en = await v.post('/en/tickets', await formOn(v, '/en/tickets', { date: '2026-12-03', slot: '10:00', ...passport(0, 'P3000001'), contactPhone: '13800000301' }));
    expect(en.status).toBe(200);
    expect(title(en.text)).toBe(`Error: ${EN_TITLE}`);
    expect(note(en.text)).toBe('closed: That day is closed, so it cannot be reserved. Choose another day.');
    expect(en.text).toMatch(/<div[^>]*role="alert"[^>]*data-testid="ticket-outcome"/);
    expect(pageData(en.text).outcome).toEqual({ kind: 'refused', reason: 'closed', fields: {}, closedReason: 'closure' });
    const zh = await v.post('/tickets', await formOn(v, '/tickets', { date: '2026-12-03', slot: '12:00', ...passport(0, 'P3000001'), contactPhone: '13800000301' }));
    expect(title(zh.text)).toBe(`错误：${ZH_TITLE}`);
    expect(note(zh.text)).toBe('closed: 该日不开放，无法预约。请选择其他日期。');
  });

  it('a slot that is over: refused, the input kept', async () => {
    const v = visitor(site.url);
    const res = await v.post('/en/tickets', await formOn(v, '/en/tickets', { date: '2026-11-24', slot: '08:00', ...passport(0, 'P2400801', 'Early Bird'), contactPhone: '13800000801' }));
    expect(note(res.text)).toBe('closed: Reservations for that entry time are over. Choose another time.');
    expect(pageData(res.text).outcome).toEqual({ kind: 'refused', reason: 'closed', fields: {}, closedReason: 'past' });
    expect([valueOf(res.text, 'party.0.name'), valueOf(res.text, 'party.0.documentNumber'), valueOf(res.text, 'contactPhone')]).toEqual(['Early Bird', 'P2400801', '13800000801']);
    expect(slots(res.text)[0]).toBe('08:00 closed 08:00–10:00 Over [disabled]');
  });

  it('a slot the desk does not offer: the error next to its field, the summary linking to it', async () => {
    const v = visitor(site.url);
    const slot = await v.post('/en/tickets', await formOn(v, '/en/tickets', { date: '2026-11-25', slot: '10:30', ...passport(0, 'P2501030'), contactPhone: '13800001030' }));
    expect(fieldErrors(slot.text)).toEqual({ slot: 'That entry time does not exist: choose again' });
    expect(summary(slot.text)).toEqual(['#slot That entry time does not exist: choose again']);
    expect(slot.text).toMatch(/<input type="radio" id="slot"/);
  });

  it('a day no longer offered (a tab left open past the booking window): its error next to a field the summary link leads to', async () => {
    const v = visitor(site.url);
    const day = await v.post('/en/tickets', await formOn(v, '/en/tickets', { date: '2027-01-05', slot: '10:00', ...passport(0, 'P2701050'), contactPhone: '13800001050' }));
    expect(summary(day.text)).toEqual(['#date Only the next 14 days can be reserved']);
    expect(fieldErrors(day.text)).toEqual({ date: 'Only the next 14 days can be reserved' });
    expect(day.text).toMatch(/\sid="date"/);
  });

  it('sold out: a slot filled to its last place, a party that no longer fits refused with its input, the last place taken', async () => {
    const v = visitor(site.url);
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
    const v = visitor(site.url);
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
    const v = visitor(site.url);
    const first = await formOn(v, '/en/tickets', { date: '2026-11-28', slot: '10:00', ...passport(0, 'P2800001'), contactPhone: '13800002801' });
    expect(card((await v.post('/en/tickets', first)).text)!.status).toBe('confirmed');
    const res = await v.post('/en/tickets', sent({ ...first, contactPhone: '13800002802' }));
    expect(note(res.text)).toBe('key-reused: This form already made a different reservation. Reload the page to start again, or look up the reservation you made.');
  });

  it('a look-up that matches nothing, and a code that cannot be one', async () => {
    const v = visitor(site.url);
    const res = await v.post('/en/tickets/reservation', { _csrf: await lookupToken(v, '/en/tickets/reservation'), lang: 'en', code: 'ABCDE FGHJK', documentLast4: '0000', intent: 'lookup' });
    expect(res.status).toBe(200);
    expect(title(res.text)).toBe(`Error: ${EN_LOOKUP_TITLE}`);
    expect(note(res.text)).toBe('not-found: No reservation matches that code and those last 4 characters. After several wrong tries the code stops answering.');
    expect([valueOf(res.text, 'code'), valueOf(res.text, 'documentLast4')]).toEqual(['ABCDEFGHJK', '0000']);
    const bad = await v.post('/tickets/reservation', { _csrf: await lookupToken(v, '/tickets/reservation'), lang: 'zh-CN', code: 'abc', documentLast4: '12', intent: 'lookup' });
    expect(fieldErrors(bad.text)).toEqual({ code: '预约码为10位字母和数字', documentLast4: '请填写证件号码的最后4位' });
    expect(summary(bad.text)).toEqual(['#code 预约码为10位字母和数字', '#documentLast4 请填写证件号码的最后4位']);
    expect([valueOf(bad.text, 'code'), valueOf(bad.text, 'documentLast4')]).toEqual([null, '12']);
  });

  it('cancelling once the slot has started: refused, the reservation kept', async () => {
    const v = visitor(site.url);
    // Today's 10:00 slot takes reservations until 12:00, but has started at 10:30.
    const made = await v.post('/en/tickets', await formOn(v, '/en/tickets', { date: '2026-11-24', slot: '10:00', ...passport(0, 'P2401000'), contactPhone: '13800002401' }));
    const started = codeOn(made.text);
    const res = await v.post('/en/tickets/reservation', { _csrf: await lookupToken(v, '/en/tickets/reservation'), lang: 'en', code: started, documentLast4: '1000', intent: 'cancel' });
    expect(res.status).toBe(200);
    expect(title(res.text)).toBe(`Error: ${EN_LOOKUP_TITLE}`);
    expect(note(res.text)).toBe('started: This entry time has started, so it can no longer be cancelled.');
    const found = await v.post('/en/tickets/reservation', { _csrf: await lookupToken(v, '/en/tickets/reservation'), lang: 'en', code: started, documentLast4: '1000', intent: 'lookup' });
    expect(card(found.text)!.status).toBe('confirmed');
  });
});

describe('after the walk', () => {
  it('ticket_outcomes_total, ticket_conflicts_total and ticket_slot_places hold exactly what this file did', async () => {
    expect((await metricLines(site.metrics, 'ticket_outcomes_total')).sort()).toEqual([
      'ticket_outcomes_total{action="cancel",outcome="cancelled"} 1',
      'ticket_outcomes_total{action="cancel",outcome="started"} 1',
      'ticket_outcomes_total{action="lookup",outcome="found"} 5',
      'ticket_outcomes_total{action="lookup",outcome="invalid"} 1',
      'ticket_outcomes_total{action="lookup",outcome="not-found"} 1',
      'ticket_outcomes_total{action="reserve",outcome="closed"} 3',
      'ticket_outcomes_total{action="reserve",outcome="confirmed"} 8',
      'ticket_outcomes_total{action="reserve",outcome="document-taken"} 1',
      'ticket_outcomes_total{action="reserve",outcome="invalid"} 4',
      'ticket_outcomes_total{action="reserve",outcome="key-reused"} 1',
      'ticket_outcomes_total{action="reserve",outcome="sold-out"} 1',
    ]);
    expect((await metricLines(site.metrics, 'ticket_conflicts_total')).sort()).toEqual([
      'ticket_conflicts_total{reason="document-taken"} 1',
      'ticket_conflicts_total{reason="key-reused"} 1',
      'ticket_conflicts_total{reason="sold-out"} 1',
    ]);
    // Places as last read: read once more now.
    expect((await visitor(site.url).get('/en/tickets')).status).toBe(200);
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
    expect((await metricLines(site.metrics, 'ticket_slot_places')).sort()).toEqual(expected.sort());
  });

  it('no log line of the site or the desk holds a name, document number or phone this file sent', () => {
    expect(logs.length).toBeGreaterThan(50);
    expect(logs.some((l) => l.includes('"url":"/en/tickets"'))).toBe(true);
    expect(SENT.length).toBeGreaterThan(60);
    const leaks = leaksIn(logs, SENT);
    expect(leaks).toEqual([]);
  });
});
