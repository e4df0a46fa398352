/**
 * The reservation form's fields (docs/tickets.md §The form), read the same way by the browser
 * (checking before it sends) and by the site (a form posted without JavaScript). Field names are
 * the request's field paths (`party.0.documentNumber`), so an error names its input by id.
 * Rows the visitor left empty are skipped; an error of the request's member K is put back on
 * the row it came from.
 */
import { MAX_PARTY, type DocumentKind, type FieldError } from '../api/tickets.ts';
import { isKind, requestErrors } from './documents.ts';

/** A submitted form: field name → text (URLSearchParams, FormData and Fastify's parsed body all read as this). */
export type FormFields = Readonly<Record<string, string | undefined>>;

/** The hidden field and header that carry the CSRF token (docs/tickets.md §Forms). */
export const CSRF_FIELD = '_csrf';
export const CSRF_HEADER = 'x-csrf-token';


/** The fields that hold personal data: never in the page state, a log, a cache or a URL. */
export function isPersonalField(name: string): boolean {
  return name === 'contactPhone' || name === 'documentLast4' || /^party\.\d\.(name|documentNumber)$/.test(name);
}

const field = (f: FormFields, name: string): string => f[name] ?? '';

/** The rows the visitor filled: the first always, another when its name or number holds anything. */
export function filledRows(f: FormFields): number[] {
  const rows = [0];
  for (let i = 1; i < MAX_PARTY; i++) if (field(f, `party.${i}.name`).trim() || field(f, `party.${i}.documentNumber`).trim()) rows.push(i);
  return rows;
}

/** The request the form makes (not yet checked: `formErrors` says what is wrong with it). */
export function requestFromForm(f: FormFields) {
  const rows = filledRows(f);
  return {
    rows,
    request: {
      idempotencyKey: field(f, 'idempotencyKey'),
      date: field(f, 'date'),
      slot: field(f, 'slot'),
      contactPhone: field(f, 'contactPhone'),
      party: rows.map((i) => ({ name: field(f, `party.${i}.name`), documentKind: field(f, `party.${i}.documentKind`), documentNumber: field(f, `party.${i}.documentNumber`) })),
    },
  };
}

/** A request's field paths put back on the form's rows (`party.1.name` of rows [0, 3] is `party.3.name`). */
export function toFormPaths(errors: Record<string, FieldError>, rows: readonly number[]): Record<string, FieldError> {
  const out: Record<string, FieldError> = {};
  for (const [path, error] of Object.entries(errors)) {
    const m = /^party\.(\d)\.(\w+)$/.exec(path);
    const row = m ? rows[Number(m[1])] : undefined;
    out[m && row !== undefined ? `party.${row}.${m[2]}` : path] = error;
  }
  return out;
}

/** Every field error of a submitted form, keyed by field name; empty when it may be sent. */
export function formErrors(f: FormFields): Record<string, FieldError> {
  const { rows, request } = requestFromForm(f);
  return toFormPaths(requestErrors(request), rows);
}

/** What of a form the page may keep in its state: choices and the key, nothing personal. */
export interface TicketFormMemory {
  idempotencyKey: string;
  date: string;
  slot: string;
  /** Rows shown (1–MAX_PARTY). */
  rows: number;
  kinds: DocumentKind[];
}


export function formMemory(f: FormFields, freshKey: string): TicketFormMemory {
  const rows = filledRows(f);
  const key = field(f, 'idempotencyKey');
  // The shared rule's word on the three choices: one in error is not kept.
  const wrong = requestErrors({ idempotencyKey: key, date: field(f, 'date'), slot: field(f, 'slot') });
  return {
    idempotencyKey: wrong.idempotencyKey ? freshKey : key,
    date: wrong.date ? '' : field(f, 'date'),
    slot: wrong.slot ? '' : field(f, 'slot'),
    rows: rows.at(-1)! + 1,
    kinds: Array.from({ length: MAX_PARTY }, (_, i) => {
      const k = field(f, `party.${i}.documentKind`);
      return isKind(k) ? k : 'id-card';
    }),
  };
}

/** The personal fields of a form, to write back into the inputs of the page rendered for that post only. */
export function personalEcho(f: FormFields): Record<string, string> {
  return Object.fromEntries(Object.entries(f).filter((e): e is [string, string] => isPersonalField(e[0]) && typeof e[1] === 'string' && e[1].length <= 100));
}

/** The same form read from a parsed body, whose values may be arrays (a field sent twice) or absent. */
export function formFieldsOf(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof body !== 'object' || body === null) return out;
  let n = 0;
  for (const [k, v] of Object.entries(body)) {
    if (++n > 64) break; // the form has 21 fields; a body with hundreds is not this form
    if (typeof v === 'string') out[k] = v;
  }
  return out;
}
