/**
 * The rules a reservation's fields follow (docs/tickets.md §Documents), one implementation for
 * the form in the browser, the site and the content service, which decides.
 */
import { DOCUMENT_KINDS, MAX_PARTY, type DocumentKind, type FieldError, type ReserveRequest } from '../api/tickets.ts';

/** An idempotency key: 16–64 characters of base64url, made once per form (docs/tickets.md §Reserving). */
const IDEMPOTENCY_KEY_RE = /^[\w-]{16,64}$/;
/** A day ("YYYY-MM-DD") and a slot's start ("HH:MM"), area time; whether they are offered is the desk's to say. */
const DATE_RE = /^\d{4}-\d\d-\d\d$/;
const SLOT_RE = /^\d\d:\d\d$/;

/** Longest name kept (characters). */
const MAX_NAME = 40;

/** Spaces and the separators people type inside numbers go; letters are compared upper-case. */
export const normaliseDocument = (raw: string): string => raw.replace(/[\s-]/g, '').toUpperCase();
export const normalisePhone = (raw: string): string => raw.replace(/[\s()-]/g, '');

/** GB 11643-1999: weights of the first 17 digits, and the check character by the sum mod 11. */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

function idCardError(id: string): FieldError | null {
  if (!/^\d{17}[\dX]$/.test(id)) return 'format';
  const y = Number(id.slice(6, 10));
  const m = Number(id.slice(10, 12));
  const d = Number(id.slice(12, 14));
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d) return 'birth-date';
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(id[i]) * ID_WEIGHTS[i]!;
  return ID_CHECK[sum % 11] === id[17] ? null : 'check-digit';
}

/**
 * Other documents by their printed form: a passport 5–17 letters and digits (issuers differ);
 * the Home-Visit Permit of Hong Kong and Macao residents H or M and 8 or 10 digits; the
 * Mainland Travel Permit for Taiwan residents 8 or 10 digits.
 */
const FORMATS: Record<Exclude<DocumentKind, 'id-card'>, RegExp> = {
  passport: /^[A-Z0-9]{5,17}$/,
  'hk-macao-permit': /^[HM]\d{8}(\d{2})?$/,
  'taiwan-permit': /^\d{8}(\d{2})?$/,
};

/** Null when the (normalised) number is a valid document of its kind. */
export function documentError(kind: DocumentKind, number: string): FieldError | null {
  if (number === '') return 'required';
  return kind === 'id-card' ? idCardError(number) : FORMATS[kind].test(number) ? null : 'format';
}

/** A mainland mobile number (11 digits, 1[3-9]…), optionally +86, or another country's number in E.164. */
export function phoneError(phone: string): FieldError | null {
  if (phone === '') return 'required';
  if (phone.startsWith('+86')) return /^\+861[3-9]\d{9}$/.test(phone) ? null : 'format';
  return /^1[3-9]\d{9}$/.test(phone) || /^\+[1-9]\d{6,14}$/.test(phone) ? null : 'format';
}

/** Letters of any script, spaces, the middle dot of transcribed names, hyphens and apostrophes. */
export function nameError(name: string): FieldError | null {
  if (name === '') return 'required';
  if ([...name].length > MAX_NAME) return 'too-long';
  return /^[\p{L}\p{M}][\p{L}\p{M} ·.'’-]*$/u.test(name) ? null : 'format';
}

/**
 * "5101**********1234": the last four characters (what look-up asks for) and up to four first
 * ones, with at least half the number starred: a 9-character permit shows its last four, a
 * 5-character passport its last two.
 */
export function maskDocument(number: string): string {
  const last = Math.min(4, Math.floor(number.length / 2));
  const first = Math.max(0, Math.min(4, number.length - last - Math.ceil(number.length / 2)));
  return number.slice(0, first) + '*'.repeat(number.length - first - last) + number.slice(number.length - last);
}

/** "+86 138****5678": the last four digits kept. */
export function maskPhone(phone: string): string {
  return phone.length <= 4 ? '****' : `${'*'.repeat(phone.length - 4)}${phone.slice(-4)}`;
}

export const isKind = (v: unknown): v is DocumentKind => typeof v === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(v);

/** A field as typed: a string, or '' for anything else (a number, an array, nothing), which then fails its rule. */
const text = (v: unknown): string | null => (typeof v === 'string' ? v : v === undefined || v === null ? '' : null);

/**
 * Field errors of a reservation request from outside, by field path; empty when every field is
 * valid, and then the request is `normaliseRequest`'s to take. A value that is not a string is
 * a `format` error, never coerced. A number is one document whatever kind it is given as (a
 * home-visit permit's number is also a valid passport number), so a party names it once.
 */
export function requestErrors(req: unknown): Record<string, FieldError> {
  const r = fieldsOf(req);
  const errors: Record<string, FieldError> = {};
  if (typeof r.idempotencyKey !== 'string' || !IDEMPOTENCY_KEY_RE.test(r.idempotencyKey)) errors.idempotencyKey = 'format';
  for (const [field, re] of [['date', DATE_RE], ['slot', SLOT_RE]] as const) {
    const v = text(r[field]);
    if (v === '') errors[field] = 'required';
    else if (v === null || !re.test(v)) errors[field] = 'format';
  }
  const phoneText = text(r.contactPhone);
  const phone = phoneText === null ? 'format' : phoneError(normalisePhone(phoneText));
  if (phone) errors.contactPhone = phone;
  const party: unknown[] = Array.isArray(r.party) ? r.party.slice(0, MAX_PARTY + 1) : [];
  if (party.length === 0) errors.party = 'required';
  if (party.length > MAX_PARTY) errors.party = 'too-long';
  const seen = new Set<string>();
  party.slice(0, MAX_PARTY).forEach((raw, i) => {
    const m = fieldsOf(raw);
    const nameText = text(m.name);
    const name = nameText === null ? 'format' : nameError(nameText.trim());
    if (name) errors[`party.${i}.name`] = name;
    if (!isKind(m.documentKind)) errors[`party.${i}.documentKind`] = 'required';
    const numberText = text(m.documentNumber);
    const number = numberText === null ? null : normaliseDocument(numberText);
    const doc = number === null ? 'format' : isKind(m.documentKind) ? documentError(m.documentKind, number) : number === '' ? 'required' : null;
    if (doc) errors[`party.${i}.documentNumber`] = doc;
    else if (number !== null && seen.has(number)) errors[`party.${i}.documentNumber`] = 'duplicate-in-party';
    if (number !== null) seen.add(number);
  });
  return errors;
}

const fieldsOf = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});

/**
 * The request with every field normalised as it is checked and stored, or null when a field is
 * not a string of its kind (`requestErrors` says which).
 */
export function readRequest(raw: unknown): ReserveRequest | null {
  const r = fieldsOf(raw);
  const { idempotencyKey, date, slot, contactPhone } = r;
  if (typeof idempotencyKey !== 'string' || typeof date !== 'string' || typeof slot !== 'string' || typeof contactPhone !== 'string' || !Array.isArray(r.party)) return null;
  const party = r.party.map(fieldsOf).flatMap(({ name, documentKind, documentNumber }) =>
    typeof name === 'string' && isKind(documentKind) && typeof documentNumber === 'string'
      ? [{ name: name.trim().replace(/\s+/g, ' '), documentKind, documentNumber: normaliseDocument(documentNumber) }]
      : [],
  );
  if (party.length !== r.party.length) return null;
  return { idempotencyKey, date, slot, contactPhone: normalisePhone(contactPhone), party };
}
