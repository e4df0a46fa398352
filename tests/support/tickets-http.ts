/**
 * The set-up and wording the HTTP ticket files share (tests/http/tickets-*.test.ts;
 * docs/tickets.md §Forms, §Protection, §Limits): the built site against a desk of the file's own
 * (tests/support/tickets-desk.ts), every log line of both kept, and every name, document number
 * and phone the file sends noted for the log grep (tests/support/tickets-privacy.ts).
 *
 *   const s = formsSuite();   // the pages and the walk: 26 November holds 40 places
 *   const g = guardSuite();   // a desk front a test can break, sites with limits of their own
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startSite, type Site } from './site.ts';
import { startDesk, startDeskFront, type Desk, type DeskFront } from './tickets-desk.ts';
import { asSent, NAMES } from './tickets-privacy.ts';
import { formOn, passport, type Visitor } from './tickets-visit.ts';

export const EN_TITLE = 'Tickets - Qinglan Mountain Scenic Area';
export const ZH_TITLE = '门票预约 - 青岚山风景名胜区';
export const EN_LOOKUP_TITLE = 'Find or cancel a reservation - Qinglan Mountain Scenic Area';
export const EXPIRED_EN = 'expired-form: This form had expired (left open too long, or cookies were cleared). Everything you typed is still here: please send it again.';
export const TOO_MANY_EN = 'too-many: Too many attempts. Please wait a minute and try again.';
export const UNAVAILABLE_EN = 'unavailable: Reservations are unavailable right now. Please try again in a moment: everything you typed is still here, and sending again will not book twice.';
export const COOKIE = /^qinglan_csrf=[\w-]{24}; Path=\/; HttpOnly; SameSite=Lax$/;
export const JSON_HEADERS = { accept: 'application/json' };
export const parse = (text: string) => JSON.parse(text) as Record<string, any>;
/** The heading of a shown reservation (confirmed, found or cancelled), as text. */
export const heading = (html: string) => /<h2 id="(?:confirmed|reservation)-title"[^>]*>([\s\S]*?)<\/h2>/.exec(html)?.[1]!.replace(/<[^>]+>/g, '') ?? null;

/** Every personal value a file sends: names whatever their length, numbers and phones of 4 characters or more. */
function sentValues() {
  const values: string[] = [];
  return {
    /** Notes the personal fields of a form (and returns it). */
    fields<T extends Record<string, string>>(fields: T): T {
      for (const [k, v] of Object.entries(fields)) if ((/name$/.test(k) && v) || (/documentNumber|contactPhone/.test(k) && v.length >= 4)) values.push(v);
      return fields;
    },
    add: (...more: string[]) => void values.push(...more),
    /** What to look for: each value as typed, normalised and URL-encoded. */
    secrets: () => asSent(values),
    /** The values as typed (to check that the file sent what it says). */
    typed: () => [...values],
  };
}

const logsOf = () => {
  const logs: string[] = [];
  return { logs, stream: { write: (l: string) => void logs.push(l) } };
};

/** Places read afresh on every page; the file's posts stay under the site's limits (tickets-limits.test.ts tests them). */
export const FORMS_ENV = { CACHE_TICKETS_TTL_MS: '0', TICKETS_RESERVE_PER_MINUTE: '1000', TICKETS_LOOKUP_PER_MINUTE: '1000' };

/**
 * A desk at TEST_NOW (26 November: 40 places, 10 a slot, so a slot can be filled by hand) and a
 * site in front of it; `formOn` fetches a fresh form and notes its personal values.
 */
export function formsSuite() {
  const { logs, stream } = logsOf();
  const sent = sentValues();
  const s = {
    logs,
    stream,
    sent,
    desk: undefined as unknown as Desk,
    site: undefined as unknown as Site,
    formOn: async (v: Visitor, path: string, fields: Record<string, string>) => sent.fields(await formOn(v, path, fields)),
  };
  beforeAll(async () => {
    s.desk = await startDesk({ tickets: { dayCapacity: [{ day: '2026-11-26', capacity: 40 }] }, log: (l) => void logs.push(l) });
    s.site = await startSite({ apiBaseUrl: s.desk.url, env: FORMS_ENV, logStream: stream });
  });
  afterAll(async () => {
    await s.site?.close();
    await s.desk?.close();
  });
  return s;
}

/**
 * A desk at TEST_NOW behind a front whose ticket POSTs a test can break, and `siteWith(env)` to
 * start sites in front of it (fresh availability; closed with the file). After each test the
 * front passes everything again and every site's circuit breakers are closed. `validForm` is a
 * valid reservation form for one passport holder of a number never sent before (22 a file at
 * most), named 庄文煜 or Zhuang Wenyu in turn, for 25 November at 12:00 unless `over` says.
 */
export function guardSuite() {
  const { logs, stream } = logsOf();
  const sent = sentValues();
  const sites: Site[] = [];
  let serial = 0;
  const g = {
    logs,
    sent,
    desk: undefined as unknown as Desk,
    front: undefined as unknown as DeskFront,
    async siteWith(env: Record<string, string>): Promise<Site> {
      const site = await startSite({ apiBaseUrl: g.front.url, env: { CACHE_TICKETS_TTL_MS: '0', ...env }, logStream: stream });
      sites.push(site);
      return site;
    },
    async validForm(v: Visitor, path = '/en/tickets', over: Record<string, string> = {}): Promise<Record<string, string>> {
      const n = String(++serial).padStart(3, '0');
      return sent.fields(await formOn(v, path, { date: '2026-11-25', slot: '12:00', ...passport(0, `E5 100 ${n}`, NAMES[serial % 2]!), contactPhone: `139 0000 0${n}`, ...over }));
    },
    /** Reservation posts that reached the content service. */
    reached: () => g.front.reached.get('/ticket/reserve') ?? 0,
  };
  beforeAll(async () => {
    g.desk = await startDesk({ log: (l) => void logs.push(l) });
    g.front = await startDeskFront(g.desk.url);
  });
  afterEach(() => {
    g.front.setPosts('pass');
    g.front.fake.reset();
    // Availability that failed three times is not asked for 30 s (the circuit breaker): each case starts closed.
    for (const s of sites) s.api.breakers.reset();
  });
  afterAll(async () => {
    await Promise.all(sites.map((s) => s.close()));
    await g.front?.close();
    await g.desk?.close();
  });
  return g;
}
