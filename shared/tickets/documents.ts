/**
 * The rules a reservation's fields follow (docs/tickets.md §Documents), one implementation for
 * the form in the browser, the site and the content service, which decides.
 */
import { DOCUMENT_KINDS, MAX_PARTY, type DocumentKind, type FieldError, type ReserveRequest } from '../api/tickets.ts';

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

/** A mainland mobile number (11 digits, 1[3-9]…), optionally +86, or an international number in E.164. */
export function phoneError(phone: string): FieldError | null {
  if (phone === '') return 'required';
  return /^(\+86)?1[3-9]\d{9}$/.test(phone) || /^\+[1-9]\d{6,14}$/.test(phone) ? null : 'format';
}

/** Letters of any script, spaces, the middle dot of transcribed names, hyphens and apostrophes. */
export function nameError(name: string): FieldError | null {
  if (name === '') return 'required';
  if ([...name].length > MAX_NAME) return 'too-long';
  return /^[\p{L}\p{M}][\p{L}\p{M} ·.'’-]*$/u.test(name) ? null : 'format';
}

/**
 * "5101**********1234": the last four characters (what look-up asks for) and up to four first
 * ones, with at least half the number starred, so a short passport shows only its last four.
 */
export function maskDocument(number: string): string {
  const last = Math.min(4, number.length);
  const first = Math.max(0, Math.min(4, number.length - last - Math.ceil(number.length / 2)));
  return number.slice(0, first) + '*'.repeat(number.length - first - last) + number.slice(number.length - last);
}

/** "+86 138****5678": the last four digits kept. */
export function maskPhone(phone: string): string {
  return phone.length <= 4 ? '****' : `${'*'.repeat(phone.length - 4)}${phone.slice(-4)}`;
}

const isKind = (v: unknown): v is DocumentKind => typeof v === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(v);

/**
 * Field errors of a reservation request, by field path; empty when every field is valid. The
 * values are taken as they come (strings or not); the request the caller goes on with should
 * be `normaliseRequest`'s.
 */
export function requestErrors(req: ReserveRequest): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  const phone = phoneError(normalisePhone(String(req.contactPhone ?? '')));
  if (phone) errors.contactPhone = phone;
  const party = Array.isArray(req.party) ? req.party.slice(0, MAX_PARTY + 1) : [];
  if (party.length === 0) errors.party = 'required';
  if (party.length > MAX_PARTY) errors.party = 'too-long';
  const seen = new Set<string>();
  party.slice(0, MAX_PARTY).forEach((member, i) => {
    const name = nameError(String(member?.name ?? '').trim());
    if (name) errors[`party.${i}.name`] = name;
    if (!isKind(member?.documentKind)) errors[`party.${i}.documentKind`] = 'required';
    const number = normaliseDocument(String(member?.documentNumber ?? ''));
    const doc = isKind(member?.documentKind) ? documentError(member.documentKind, number) : number === '' ? 'required' : null;
    if (doc) errors[`party.${i}.documentNumber`] = doc;
    else if (seen.has(`${member.documentKind}:${number}`)) errors[`party.${i}.documentNumber`] = 'duplicate-in-party';
    seen.add(`${member?.documentKind}:${number}`);
  });
  return errors;
}

/** The request with every field normalised as it is checked and stored. */
export function normaliseRequest(req: ReserveRequest): ReserveRequest {
  return {
    idempotencyKey: req.idempotencyKey,
    date: req.date,
    slot: req.slot,
    contactPhone: normalisePhone(req.contactPhone),
    party: req.party.map((m) => ({ name: m.name.trim().replace(/\s+/g, ' '), documentKind: m.documentKind, documentNumber: normaliseDocument(m.documentNumber) })),
  };
}
