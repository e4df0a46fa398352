/** The reservation form's rules (shared/tickets/documents.ts; docs/tickets.md §Documents). */
import { describe, expect, it } from 'vitest';
import { documentError, maskDocument, maskPhone, nameError, normaliseDocument, normalisePhone, phoneError } from '../../shared/tickets/documents.ts';

describe('documents', () => {
  it.each([
    ['11010519491231002X', null], // the standard's own example (GB 11643-1999)
    ['510104199001011230', null],
    ['32010620051231456X', null],
    ['440524188001010014', 'birth-date'], // a valid check digit, but born in 1880
    ['110105194912310021', 'check-digit'],
    ['110105194902300027', 'birth-date'], // 30 February
    ['110105189912310021', 'birth-date'], // born before 1900
    ['11010519491231002', 'format'],
    ['1101051949123100XX', 'format'],
    ['', 'required'],
  ] as const)('ID card %s → %s', (number, error) => {
    expect(documentError('id-card', number)).toBe(error);
  });

  it.each([
    ['passport', 'E12345678', null],
    ['passport', 'AB123', null],
    ['passport', 'AB12', 'format'],
    ['passport', 'A'.repeat(18), 'format'],
    ['hk-macao-permit', 'H12345678', null],
    ['hk-macao-permit', 'M1234567890', null],
    ['hk-macao-permit', 'C12345678', 'format'],
    ['taiwan-permit', '12345678', null],
    ['taiwan-permit', '1234567890', null],
    ['taiwan-permit', '123456789', 'format'],
  ] as const)('%s %s → %s', (kind, number, error) => {
    expect(documentError(kind, number)).toBe(error);
  });

  it('normalises what people type: spaces and dashes out, letters upper-case', () => {
    expect(normaliseDocument(' 1101 0519-4912 3100 2x ')).toBe('11010519491231002X');
    expect(normalisePhone('+86 (138) 1234-5678')).toBe('+8613812345678');
  });

  it('masks all but the last four and up to four first characters, at least half starred', () => {
    expect(maskDocument('510104199001011234')).toBe('5101**********1234');
    expect(maskDocument('M1234567890')).toBe('M******7890');
    expect(maskDocument('H12345678')).toBe('*****5678');
    expect(maskDocument('12345678')).toBe('****5678');
    expect(maskDocument('AB123')).toBe('***23');
    expect(maskPhone('13812345678')).toBe('*******5678');
  });
});

describe('phone and name', () => {
  it.each([
    ['13812345678', null],
    ['+8613812345678', null],
    ['+447700900123', null],
    ['+8612345678901', 'format'], // +86 and not a mobile number
    ['12812345678', 'format'],
    ['1381234567', 'format'],
    ['+0123456789', 'format'],
    ['', 'required'],
  ] as const)('phone %s → %s', (phone, error) => {
    expect(phoneError(phone)).toBe(error);
  });

  it.each([
    ['李雷', null],
    ['Han Meimei', null],
    ['阿卜杜拉·买买提', null],
    ["O'Brien-Smith", null],
    ['Zoë', null],
    ['A1', 'format'],
    ['<b>', 'format'],
    ['x'.repeat(41), 'too-long'],
    ['', 'required'],
  ] as const)('name %s → %s', (name, error) => {
    expect(nameError(name)).toBe(error);
  });
});
