/**
 * The walk through the ticket forms without JavaScript (docs/tickets.md §Forms, §The
 * confirmation): field errors next to their fields in each language, the input written back
 * into the inputs and never into the page state, a confirmation, the same form sent again, a
 * look-up by the page's own form and a cancel. Through the built site against the embedded
 * content service at TEST_NOW (10:30 on 24 November 2026). The pages as read are in
 * tickets-pages.test.ts, the refusals in tickets-refusals.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { pageState } from '../support/html.ts';
import { startSite } from '../support/site.ts';
import { metricLines } from '../support/tickets-desk.ts';
import { EN_LOOKUP_TITLE, EN_TITLE, FORMS_ENV, formsSuite, heading, ZH_TITLE } from '../support/tickets-http.ts';
import { leaksIn } from '../support/tickets-privacy.ts';
import { card, codeOn, control, csrfOf, days, fieldErrors, formFields, idCard, keyOf, lookupForm, note, pageData, selected, slots, summary, title, valueOf, visitor } from '../support/tickets-visit.ts';

const s = formsSuite();
const { formOn } = s;

describe('the walk without JavaScript', () => {
  let form: Record<string, string>;
  let code: string;

  it('English: each field error next to its field and in the summary; the input in the values, never in the state', async () => {
    const v = visitor(s.site.url);
    const typed = await formOn(v, '/en/tickets?date=2026-11-25', {
      date: '2026-11-25',
      'party.0.name': 'Zhuang Wenyu 3', 'party.0.documentKind': 'id-card', 'party.0.documentNumber': '110105194912310021',
      'party.1.name': '', 'party.1.documentKind': 'id-card', 'party.1.documentNumber': '',
      'party.2.name': 'Ouyang Qiuyan', 'party.2.documentKind': 'passport', 'party.2.documentNumber': 'G1234 5678',
      'party.3.name': '', 'party.3.documentKind': 'id-card', 'party.3.documentNumber': idCard('11010519491331002'),
      'party.4.name': '欧阳秋雁', 'party.4.documentKind': 'passport', 'party.4.documentNumber': 'g12345678',
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
    // Not a live region: focus (with script) and the title's "Error: " announce it once.
    expect(/<div\b[^>]*data-testid="error-summary"[^>]*>/.exec(res.text)![0]).not.toContain('role=');
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
    for (const secret of ['Zhuang Wenyu', 'Ouyang Qiuyan', '欧阳秋雁', '110105194912310021', typed['party.3.documentNumber']!, 'G1234 5678', 'G12345678', 'g12345678', '138-0000-111', '1380000111']) {
      expect({ secret, inState: state.includes(secret) }).toEqual({ secret, inState: false });
    }
  });

  it('Chinese: the messages in Chinese, the chosen slot kept, markup in a name written back as text', async () => {
    const v = visitor(s.site.url);
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
    const v = visitor(s.site.url);
    form = await formOn(v, '/en/tickets?date=2026-11-25', {
      date: '2026-11-25', slot: '10:00',
      'party.0.name': 'Zhuang Wenyu', 'party.0.documentKind': 'id-card', 'party.0.documentNumber': '110105 19491231 002x',
      'party.1.name': '庄文煜', 'party.1.documentKind': 'hk-macao-permit', 'party.1.documentNumber': 'H1234 5678',
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
      details: 'Day | Wed 25 November 2026 | Entry time | 10:00–12:00 | Visitors | Zhuang Wenyu | Mainland ID card | 1101**********002X | 庄文煜 | Home-Visit Permit (Hong Kong/Macao) | *****5678 | Contact phone | **********0001',
    });
    expect(res.text).toContain(`aria-label="QR code of reservation ${code}"`);
    // "Find or cancel" leads to the empty look-up form: the code, a credential, is in no URL (the calendar file is a data: URL, never requested).
    expect(res.text).toContain('href="/en/tickets/reservation"');
    expect([...res.text.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1]!).filter((href) => !href.startsWith('data:') && href.includes(code))).toEqual([]);
    expect(pageData(res.text).outcome).toEqual({
      kind: 'confirmed',
      reservation: {
        code, status: 'confirmed', date: '2026-11-25', slot: { start: '10:00', end: '12:00' },
        party: [{ name: 'Zhuang Wenyu', documentKind: 'id-card', documentMasked: '1101**********002X' }, { name: '庄文煜', documentKind: 'hk-macao-permit', documentMasked: '*****5678' }],
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
    const v = visitor(s.site.url);
    await v.get('/en/tickets');
    // Another visit's cookie: the form is sent again with that page's token.
    const again = await v.post('/en/tickets', { ...form, _csrf: csrfOf((await v.get('/en/tickets')).text) });
    expect(again.status).toBe(200);
    expect(codeOn(again.text)).toBe(code);
    expect(card(again.text)!.status).toBe('confirmed');
    expect(slots((await v.get('/en/tickets?date=2026-11-25')).text)[1]).toBe('10:00 open 10:00–12:00 4,498 left');
  });

  it('a look-up by the code (typed loosely) and any member last four finds it, in both languages', async () => {
    const v = visitor(s.site.url);
    const loose = `${code.slice(0, 5).toLowerCase()}-${code.slice(5).toLowerCase()}`;
    const en = await v.post('/en/tickets/reservation', await lookupForm(v, '/en/tickets/reservation', { code: loose, documentLast4: '002x' }));
    expect(en.status).toBe(200);
    expect(en.headers.get('cache-control')).toBe('private, no-store');
    expect(title(en.text)).toBe(EN_LOOKUP_TITLE);
    expect(en.text).toContain('data-testid="ticket-found"');
    expect(heading(en.text)).toBe('Your reservation');
    expect(card(en.text)).toEqual({ code: `${code.slice(0, 5)} ${code.slice(5)}`, status: 'confirmed', qr: true, details: expect.stringContaining('Zhuang Wenyu | Mainland ID card | 1101**********002X') });
    // The cancel form carries the code and the last four typed, for this page only.
    const cancelForm = /data-testid="cancel-form"[\s\S]*?<\/form>/.exec(en.text)![0];
    expect(valueOf(cancelForm, 'code')).toBe(code);
    expect(valueOf(cancelForm, 'documentLast4')).toBe('002x');
    expect(pageData(en.text)).toMatchObject({ kind: 'ticket-reservation', code, outcome: { kind: 'found', reservation: { code, status: 'confirmed' } } });
    expect(JSON.stringify(pageState(en.text))).not.toContain('002x');
    const zh = await v.post('/tickets/reservation', await lookupForm(v, '/tickets/reservation', { code, documentLast4: '5678' }));
    expect(zh.status).toBe(200);
    expect(heading(zh.text)).toBe('你的预约');
    expect(card(zh.text)!.details).toBe('游览日期 | 2026年11月25日 周三 | 入园时段 | 10:00–12:00 | 游客 | Zhuang Wenyu | 居民身份证 | 1101**********002X | 庄文煜 | 港澳居民来往内地通行证 | *****5678 | 联系电话 | **********0001');
  });

  it('cancelling from the found reservation gives the places back at once; it then reads cancelled', async () => {
    const v = visitor(s.site.url);
    const found = await v.post('/tickets/reservation', await lookupForm(v, '/tickets/reservation', { code, documentLast4: '5678' }));
    // The cancel form of that page, as a browser without JavaScript sends it: its intent is a field of its own, not the button's.
    const cancel = formFields(found.text, 'cancel-form');
    expect(cancel).toEqual({ _csrf: csrfOf(found.text), code, lang: 'zh-CN', intent: 'cancel', documentLast4: '5678' });
    expect(found.text).not.toMatch(/<button\b[^>]*\sname=/);
    const res = await v.post('/tickets/reservation', cancel);
    expect(res.status).toBe(200);
    expect(res.text).toContain('data-testid="ticket-cancelled"');
    expect(heading(res.text)).toBe('预约已取消');
    expect(card(res.text)).toMatchObject({ status: 'cancelled', qr: false });
    expect(res.text).not.toContain('data-testid="cancel-form"');
    expect(slots((await v.get('/tickets?date=2026-11-25')).text)[1]).toBe('10:00 open 10:00–12:00 余 4,500 张');
    const again = await v.post('/en/tickets/reservation', await lookupForm(v, '/en/tickets/reservation', { code, documentLast4: '002X' }));
    expect(card(again.text)).toMatchObject({ code: `${code.slice(0, 5)} ${code.slice(5)}`, status: 'cancelled', qr: false });
  });

  it('the confirmed form sent again after its cancellation does not say "confirmed" (the desk answers it as it stands: cancelled)', async () => {
    // A site of its own (same desk), so this file's metrics stay those of the walk.
    const other = await startSite({ apiBaseUrl: s.desk.url, env: FORMS_ENV, logStream: s.stream });
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

describe('after the walk', () => {
  it('ticket_outcomes_total, ticket_conflicts_total and ticket_slot_places hold exactly what this file did', async () => {
    expect((await metricLines(s.site.metrics, 'ticket_outcomes_total')).sort()).toEqual([
      'ticket_outcomes_total{action="cancel",outcome="cancelled"} 1',
      'ticket_outcomes_total{action="lookup",outcome="found"} 4',
      'ticket_outcomes_total{action="reserve",outcome="confirmed"} 2',
      'ticket_outcomes_total{action="reserve",outcome="invalid"} 2',
    ]);
    expect(await metricLines(s.site.metrics, 'ticket_conflicts_total')).toEqual([]);
    // Places as last read: read once more now. The one reservation was cancelled.
    expect((await visitor(s.site.url).get('/en/tickets')).status).toBe(200);
    const places = await metricLines(s.site.metrics, 'ticket_slot_places');
    expect(places).toHaveLength(14 * 4 * 2);
    expect(places.filter((l) => l.includes('kind="reserved"') && !l.endsWith(' 0'))).toEqual([]);
    expect(places.filter((l) => /date="2026-11-2[56]",slot="10:00",kind="remaining"/.test(l))).toEqual([
      'ticket_slot_places{date="2026-11-25",slot="10:00",kind="remaining"} 4500',
      'ticket_slot_places{date="2026-11-26",slot="10:00",kind="remaining"} 10',
    ]);
  });

  it('no log line of the site or the desk holds a name, document number or phone this file sent', () => {
    expect(s.logs.some((l) => l.includes('"url":"/en/tickets"'))).toBe(true);
    // Latin and Chinese names among them, written back or shown: a short one is still looked for.
    expect(s.sent.typed()).toEqual(expect.arrayContaining(['Zhuang Wenyu 3', 'Ouyang Qiuyan', '欧阳秋雁', 'Zhuang Wenyu', '庄文煜', '<b>李</b>']));
    expect(s.sent.secrets().length).toBeGreaterThan(40);
    expect(leaksIn(s.logs, s.sent.secrets())).toEqual([]);
  });
});
