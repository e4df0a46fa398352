/**
 * The ticket forms over HTTP as a browser without JavaScript uses them (docs/tickets.md §Forms):
 * a visitor with a cookie jar who reads a page's form and posts it back, and readers of what the
 * answered page shows. The desk the site talks to is in ./tickets-desk.ts.
 */
import { pageState } from './html.ts';
import { NAMES } from './tickets-privacy.ts';

// ---------------------------------------------------------------- documents, written by hand

/** GB 11643-1999: the 18th character of an ID card number from its first 17 digits (the test's own lines). */
export function idCard(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * weights[i]!;
  return first17 + '10X98765432'[sum % 11]!;
}

// ---------------------------------------------------------------- a visitor with a cookie jar

interface Answer {
  status: number;
  headers: Headers;
  /** Set-Cookie lines of this answer. */
  setCookies: string[];
  text: string;
}

export interface Visitor {
  readonly cookies: Map<string, string>;
  get(path: string, headers?: Record<string, string>): Promise<Answer>;
  /** A form post (urlencoded), with `Origin: <site>` unless `headers` says otherwise (a value of null drops a header). */
  post(path: string, fields: Record<string, string>, headers?: Record<string, string | null>): Promise<Answer>;
}

export function visitor(base: string): Visitor {
  const cookies = new Map<string, string>();
  async function send(path: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<Answer> {
    const jar = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(base + path, { ...init, redirect: 'manual', headers: { ...init.headers, ...(jar ? { cookie: jar } : {}) } });
    const setCookies = res.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    return { status: res.status, headers: res.headers, setCookies, text: await res.text() };
  }
  return {
    cookies,
    get: (path, headers = {}) => send(path, { method: 'GET', headers }),
    post(path, fields, headers = {}) {
      const all: Record<string, string | null> = { 'content-type': 'application/x-www-form-urlencoded', origin: base, ...headers };
      const sent = Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => e[1] !== null));
      return send(path, { method: 'POST', headers: sent, body: new URLSearchParams(fields).toString() });
    },
  };
}

/** A fresh form of the tickets page at `path` as that page wrote it (its token and key, its language), with `fields`. */
export async function formOn(v: Visitor, path: string, fields: Record<string, string>): Promise<Record<string, string>> {
  const page = await v.get(path);
  if (page.status !== 200) throw new Error(`GET ${path}: ${page.status}`);
  return { _csrf: csrfOf(page.text), idempotencyKey: keyOf(page.text), lang: path.startsWith('/en') ? 'en' : 'zh-CN', ...fields };
}

/** The look-up page's token. */
export const lookupToken = async (v: Visitor, path: string) => csrfOf((await v.get(path)).text);

/** The look-up form of the page at `path` as a browser without JavaScript sends it (its token, language and `intent=lookup`), with `fields` typed in. */
export async function lookupForm(v: Visitor, path: string, fields: Record<string, string>): Promise<Record<string, string>> {
  const page = await v.get(path);
  if (page.status !== 200) throw new Error(`GET ${path}: ${page.status}`);
  return { ...formFields(page.text, 'lookup-form'), ...fields };
}

/** One party member with a passport: `party.i.*` fields, named `NAMES[i]` unless a name is given. */
export const passport = (i: number, number: string, name: string = NAMES[i]!) => ({ [`party.${i}.name`]: name, [`party.${i}.documentKind`]: 'passport', [`party.${i}.documentNumber`]: number });

// ---------------------------------------------------------------- reading an answered page

const ENTITIES: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
const decode = (s: string) => s.replace(/&(quot|#x27|lt|gt|amp);/g, (m) => ENTITIES[m]!);
const textOf = (html: string) => decode(html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ''));
const escRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The attributes of one start tag. */
function attrs(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/\s([\w:.-]+)(?:="([^"]*)")?/g)].map((m) => [m[1]!.toLowerCase(), decode(m[2] ?? '')]));
}

export const title = (html: string) => decode(/<title>(.*?)<\/title>/s.exec(html)?.[1] ?? '');

/** The start tag of the form control named `name` (input or select), or null. */
export function control(html: string, name: string): Record<string, string> | null {
  const m = new RegExp(`<(?:input|select)\\b[^>]*\\sname="${escRe(name)}"[^>]*>`).exec(html);
  return m ? attrs(m[0]) : null;
}

/** What an input shows: its `value` (null without one). */
export const valueOf = (html: string, name: string) => control(html, name)?.value ?? null;

/** The option chosen in a select. */
export function selected(html: string, name: string): string | null {
  const m = new RegExp(`<select\\b[^>]*\\sname="${escRe(name)}"[^>]*>([\\s\\S]*?)</select>`).exec(html);
  return m ? (/<option value="([^"]*)" selected=""/.exec(m[1]!)?.[1] ?? null) : null;
}

/** Every field error on the page, by field name. */
export function fieldErrors(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<p id="([^"]+)-error"[^>]*data-testid="field-error"[^>]*>([\s\S]*?)<\/p>/g)].map((m) => [m[1]!, textOf(m[2]!).replace(/^! /, '')]));
}

/** The error summary's links: `#field message`, in order. */
export function summary(html: string): string[] {
  const box = /data-testid="error-summary"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1];
  return box ? [...box.matchAll(/<a href="#([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => `#${m[1]} ${textOf(m[2]!)}`) : [];
}

/** The note above the form (refusals, "unavailable"): `reason: text`, or null. */
export function note(html: string): string | null {
  const m = /<div\b([^>]*data-testid="ticket-outcome"[^>]*)>[\s\S]*?<p>([\s\S]*?)<\/p>/.exec(html);
  return m ? `${attrs(m[1]!)['data-outcome']}: ${textOf(m[2]!)}` : null;
}

/** The days strip: `date state text` per day. */
export function days(html: string): string[] {
  const nav = /data-testid="ticket-days"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => {
    const a = attrs(m[1]!);
    const parts = m[2]!.split(/<[^>]+>/).map((s) => decode(s).trim()).filter((s) => s && s !== '<!-- -->' && s !== '✕' && s !== '—');
    return `${/date=([\d-]+)/.exec(a.href ?? '')?.[1]} ${a['data-state']}${a['aria-current'] ? ' (chosen)' : ''} ${parts.join(' ')}`;
  });
}

/** The slots offered: `start state text [checked] [disabled]` per slot. */
export function slots(html: string): string[] {
  return [...html.matchAll(/<label\b([^>]*data-testid="ticket-slot"[^>]*)>([\s\S]*?)<\/label>/g)].map((m) => {
    const radio = attrs(/<input\b[^>]*>/.exec(m[2]!)![0]);
    const parts = m[2]!.split(/<[^>]+>/).map((s) => decode(s).trim()).filter((s) => s && s !== '▲' && s !== '—');
    return [radio.value, attrs(m[1]!)['data-state'], ...parts, ...('checked' in radio ? ['[checked]'] : []), ...('disabled' in radio ? ['[disabled]'] : [])].join(' ');
  });
}

/** The shown reservation: its code (as shown), status, the card's details (`Day | 25 November 2026 Wed | …`) and whether a QR code is drawn. */
export function card(html: string): { code: string; status: string; details: string; qr: boolean } | null {
  const m = /<article\b([^>]*data-testid="reservation"[^>]*)>([\s\S]*?)<\/article>/.exec(html);
  if (!m) return null;
  const code = textOf(/data-testid="reservation-code"[^>]*>([\s\S]*?)<\/p>/.exec(m[2]!)![1]!);
  const dl = /<dl\b[^>]*>([\s\S]*?)<\/dl>/.exec(m[2]!)![1]!;
  const details = dl.split(/<[^>]+>/).map((s) => decode(s).trim()).filter(Boolean).join(' | ');
  return { code, status: attrs(m[1]!)['data-status']!, details, qr: /<svg\b[^>]*data-testid="ticket-qr"[^>]*>[\s\S]*?<path d="M[^"]+"/.test(m[2]!) };
}

/**
 * What a browser without JavaScript sends when the form with this data-testid is submitted as the
 * page wrote it: every enabled input's value (a radio only when checked), each select's chosen
 * option, and the clicked button's name and value when given.
 */
export function formFields(html: string, testId = 'reserve-form', button?: [string, string]): Record<string, string> {
  const form = new RegExp(`<form\\b[^>]*data-testid="${testId}"[^>]*>([\\s\\S]*?)</form>`).exec(html)?.[1];
  if (form === undefined) throw new Error(`no form ${testId} on the page`);
  const out: Record<string, string> = {};
  for (const m of form.matchAll(/<input\b[^>]*>/g)) {
    const a = attrs(m[0]);
    if (!a.name || 'disabled' in a || (a.type === 'radio' && !('checked' in a))) continue;
    out[a.name] = a.value ?? '';
  }
  for (const m of form.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    const options = [...m[2]!.matchAll(/<option\b[^>]*>/g)].map((o) => attrs(o[0]));
    out[attrs(m[1]!).name!] = (options.find((o) => 'selected' in o) ?? options[0])?.value ?? '';
  }
  if (button) out[button[0]] = button[1];
  return out;
}

/** A form's hidden token and key, as the page wrote them. */
export const csrfOf = (html: string) => valueOf(html, '_csrf')!;
export const keyOf = (html: string) => valueOf(html, 'idempotencyKey')!;

/** The page's loader data (tickets or ticket-reservation) from its state. */
export function pageData(html: string): any {
  const data = pageState(html).router.loaderData as Record<string, { kind?: string }>;
  return Object.values(data).find((d) => d?.kind === 'tickets' || d?.kind === 'ticket-reservation');
}

/** The reservation code shown on a page, without its space. */
export const codeOn = (html: string) => card(html)!.code.replace(' ', '');
