/** The reservation form read as posted (shared/tickets/form.ts, lookup.ts; docs/tickets.md §Forms). */
import { describe, expect, it } from 'vitest';
import { filledRows, formErrors, formFieldsOf, formMemory, isPersonalField, personalEcho, requestFromForm, toFormPaths } from '../../shared/tickets/form.ts';
import { normaliseCode, normaliseLast4 } from '../../shared/tickets/lookup.ts';

const base = {
  idempotencyKey: 'AAAAAAAAAAAAAAAAAAAAAA',
  date: '2026-11-25',
  slot: '10:00',
  contactPhone: '138 1234 5678',
  'party.0.name': 'Li Lei',
  'party.0.documentKind': 'id-card',
  'party.0.documentNumber': '110105 19491231 002x',
};

describe('the reservation form', () => {
  it('skips rows left empty and keeps the first always', () => {
    expect(filledRows({})).toEqual([0]);
    expect(filledRows({ ...base, 'party.3.name': 'Han Meimei', 'party.2.documentKind': 'passport' })).toEqual([0, 3]);
    expect(filledRows({ ...base, 'party.4.documentNumber': ' E1 ' })).toEqual([0, 4]);
  });

  it('makes the request of the filled rows, in order', () => {
    const { rows, request } = requestFromForm({ ...base, 'party.2.name': 'Han Meimei', 'party.2.documentKind': 'passport', 'party.2.documentNumber': 'E12345678' });
    expect(rows).toEqual([0, 2]);
    expect(request.party).toEqual([
      { name: 'Li Lei', documentKind: 'id-card', documentNumber: '110105 19491231 002x' },
      { name: 'Han Meimei', documentKind: 'passport', documentNumber: 'E12345678' },
    ]);
  });

  it('has no error when every field is valid', () => {
    expect(formErrors(base)).toEqual({});
  });

  it('names each error by the field it belongs to, on the row it came from', () => {
    const errors = formErrors({ ...base, slot: '', contactPhone: '12345', 'party.3.name': 'Han 2', 'party.3.documentKind': 'passport', 'party.3.documentNumber': 'E1' });
    expect(errors).toEqual({ slot: 'required', contactPhone: 'format', 'party.3.name': 'format', 'party.3.documentNumber': 'format' });
  });

  it('reports a number named twice on the later row', () => {
    const twice = { ...base, 'party.1.name': 'Han Meimei', 'party.1.documentKind': 'id-card', 'party.1.documentNumber': '11010519491231002X' };
    expect(formErrors(twice)).toEqual({ 'party.1.documentNumber': 'duplicate-in-party' });
  });

  it('puts the desk’s paths back on the rows', () => {
    expect(toFormPaths({ 'party.1.documentNumber': 'taken', contactPhone: 'format' }, [0, 4])).toEqual({ 'party.4.documentNumber': 'taken', contactPhone: 'format' });
  });

  it('keeps choices and the key, never what is personal', () => {
    const memory = formMemory({ ...base, 'party.2.name': 'X', 'party.2.documentKind': 'taiwan-permit' }, 'FRESHFRESHFRESHFRESH00');
    expect(memory).toEqual({
      idempotencyKey: 'AAAAAAAAAAAAAAAAAAAAAA',
      date: '2026-11-25',
      slot: '10:00',
      rows: 3,
      kinds: ['id-card', 'id-card', 'taiwan-permit', 'id-card', 'id-card'],
    });
    expect(JSON.stringify(memory)).not.toMatch(/Li Lei|1101|138/);
    expect(formMemory({ idempotencyKey: 'short', date: 'soon', slot: '9' }, 'FRESHFRESHFRESHFRESH00')).toEqual({
      idempotencyKey: 'FRESHFRESHFRESHFRESH00',
      date: '',
      slot: '',
      rows: 1,
      kinds: ['id-card', 'id-card', 'id-card', 'id-card', 'id-card'],
    });
  });

  it('echoes only the personal fields, bounded', () => {
    expect(personalEcho({ ...base, documentLast4: '002X', _csrf: 't', 'party.0.name': 'x'.repeat(101) })).toEqual({
      contactPhone: '138 1234 5678',
      'party.0.documentNumber': '110105 19491231 002x',
      documentLast4: '002X',
    });
    expect(['contactPhone', 'documentLast4', 'party.4.name', 'party.0.documentNumber'].every(isPersonalField)).toBe(true);
    expect(['party.0.documentKind', 'slot', 'code', 'idempotencyKey', 'party.10.name'].some(isPersonalField)).toBe(false);
  });

  it('reads a parsed body: strings only, at most 64 fields', () => {
    expect(formFieldsOf({ a: 'x', b: ['y', 'z'], c: 3 })).toEqual({ a: 'x' });
    expect(formFieldsOf(null)).toEqual({});
    const many = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`f${i}`, 'v']));
    expect(Object.keys(formFieldsOf(many))).toHaveLength(64);
  });
});

describe('codes and last four characters as typed', () => {
  it.each([
    ['abcde-fghjk', 'ABCDEFGHJK'],
    [' 23456 789AB ', '23456789AB'],
    ['ABCDEFGHJ', null], // nine
    ['ABCDEFGHJO', null], // O is not in the alphabet
    ['ABCDEFGHJ1', null],
  ])('code %j → %j', (raw, code) => expect(normaliseCode(raw)).toBe(code));

  it.each([
    ['002x', '002X'],
    ['12-34', '1234'],
    ['123', null],
    ['12345', null],
    ['12*4', null],
  ])('last four %j → %j', (raw, last) => expect(normaliseLast4(raw)).toBe(last));
});
