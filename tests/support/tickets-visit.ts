/**
 * The ticket forms over HTTP as a browser without JavaScript uses them (docs/tickets.md §Forms):
 * a visitor with a cookie jar who reads a page's form and posts it back; readers of what the
 * answered page shows; a content service with a tickets.json and a clock of the test's own; and
 * a desk in front of it whose ticket POSTs a test can break (startFakeUpstream answers the
 * faults; it forwards a POST as a GET without its body, so passing one through is done here).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pageState } from './html.ts';
import { TEST_NOW } from './clock.ts';
import { startFakeUpstream, type Behaviour, type FakeUpstream } from './upstream.ts';

export const API = '/website/api/web';
const SEED_DIR = resolve(import.meta.dirname, '../../content-service/seed');

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

/** One party member with a passport: `party.i.*` fields. */
export const passport = (i: number, number: string, name = `Guest ${'ABCDE'[i]}`) => ({ [`party.${i}.name`]: name, [`party.${i}.documentKind`]: 'passport', [`party.${i}.documentNumber`]: number });

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
    const parts = m[2]!.split(/<[^>]+>/).map((s) => decode(s).trim()).filter((s) => s && s !== '<!-- -->' && s !== '✕');
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

// ---------------------------------------------------------------- metrics

/** The lines of one metric, as exposed (without HELP and TYPE). */
export async function metricLines(metrics: { registry: { getSingleMetricAsString(name: string): Promise<string> } }, name: string): Promise<string[]> {
  return (await metrics.registry.getSingleMetricAsString(name)).split('\n').filter((l) => l && !l.startsWith('#'));
}

// ---------------------------------------------------------------- a content service of the test's own

export interface Desk {
  url: string;
  /** Moves the content service's clock (the site keeps its own). */
  setNow(at: Date): void;
  close(): Promise<void>;
}

/**
 * The embedded content service with the demo seed, `tickets` merged into its tickets.json (the
 * 3 December closure stays), at TEST_NOW on a clock the test can move, its log lines to `log`.
 */
export async function startDesk(opts: { tickets?: Record<string, unknown>; log?: (line: string) => void } = {}): Promise<Desk> {
  const { startContentService } = await import('@qinglan/content-service');
  const dir = mkdtempSync(join(tmpdir(), 'ql-tickets-'));
  const seedDir = join(dir, 'seed');
  cpSync(SEED_DIR, seedDir, { recursive: true });
  const rules = JSON.parse(readFileSync(join(SEED_DIR, 'tickets.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(join(seedDir, 'tickets.json'), JSON.stringify({ ...rules, ...opts.tickets }));
  let now = TEST_NOW;
  const svc = await startContentService({
    host: '127.0.0.1',
    port: 0,
    dbPath: join(dir, 'content.db'),
    reservationsPath: join(dir, 'reservations.db'),
    reservationsKey: '',
    seedDir,
    now: () => now,
    logger: opts.log ? { level: 'info', stream: { write: opts.log } } : false,
  });
  return {
    url: svc.url,
    setNow: (at) => {
      now = at;
    },
    close: async () => {
      await svc.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------- a desk a test can break

/** How the ticket POSTs are answered: passed through, made and then the answer lost, or a fake upstream's fault. */
export type DeskMode = 'pass' | 'lost' | Behaviour;

export interface DeskFront {
  url: string;
  /** The fake upstream every GET goes through (availability faults are set on it). */
  fake: FakeUpstream;
  /** Ticket POSTs per path (`/ticket/reserve`, …) that reached the content service. */
  reached: Map<string, number>;
  setPosts(mode: DeskMode): void;
  close(): Promise<void>;
}

/**
 * In front of `target`: GETs through startFakeUpstream (its faults for availability); ticket
 * POSTs passed through with their body, or made and their answer dropped ('lost': the desk
 * reserved, the site never heard), or answered by the fake upstream's fault (hang, drop, 5xx,
 * garbage), which never reaches the desk.
 */
export async function startDeskFront(target: string): Promise<DeskFront> {
  const fake = await startFakeUpstream(target);
  const reached = new Map<string, number>();
  let mode: DeskMode = 'pass';
  const to = new URL(target);
  const forward = (req: IncomingMessage, body: Buffer, host: URL, done: (status: number, headers: Record<string, string>, reply: Buffer) => void, failed: () => void) => {
    const out = httpRequest({ host: host.hostname, port: host.port, method: req.method, path: req.url, headers: { ...req.headers, host: host.host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(res.statusCode ?? 502, { 'content-type': String(res.headers['content-type'] ?? 'application/json') }, Buffer.concat(chunks)));
      res.on('error', failed);
    });
    out.on('error', failed);
    out.end(body);
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = (req.url ?? '/').split('?')[0]!;
      const ticketPost = req.method === 'POST' && path.startsWith(`${API}/ticket/`);
      const fail = () => res.destroy();
      if (!ticketPost || (mode !== 'pass' && mode !== 'lost')) {
        // Every GET, and a ticket POST answered by a fault: the fake upstream decides.
        if (ticketPost) fake.set(path, mode as Behaviour);
        const via = new URL(fake.url);
        forward(req, body, via, (s, h, b) => res.writeHead(s, h).end(b), fail);
        return;
      }
      reached.set(path.slice(API.length), (reached.get(path.slice(API.length)) ?? 0) + 1);
      forward(req, body, to, (s, h, b) => (mode === 'lost' ? req.socket.destroy() : res.writeHead(s, h).end(b)), fail);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    fake,
    reached,
    setPosts: (m) => {
      mode = m;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await fake.close();
    },
  };
}

/**
 * The log lines that hold one of `secrets` as a value of its own: not inside a longer run of
 * letters or digits, where a phone's 11 digits turn up by chance (a `responseTime` of
 * 0.410139000000072 holds 13900000007).
 */
export function leaksIn(logs: readonly string[], secrets: readonly string[]): string[] {
  return secrets.flatMap((secret) => {
    const alone = new RegExp(`(?<![0-9A-Za-z])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9A-Za-z])`);
    return logs.filter((l) => alone.test(l)).map((l) => `${secret} in ${l.slice(0, 300)}`);
  });
}
