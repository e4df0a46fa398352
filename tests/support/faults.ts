/**
 * The upstream fault catalogue: every way a hostile or broken upstream can answer the list
 * endpoint, as behaviours of the fake upstream (./upstream.ts). One list for the bounded tests
 * (tests/http/hostile-upstream.test.ts) and the long run (`npm run test:hostile`).
 */
import type { Behaviour } from './upstream.ts';

export const API = '/website/api/web';
export const LIST = `${API}/article/getArticleList`;
export const MENU = `${API}/menu/getMenu`;
const MAX_BODY = 256 * 1024;
/** What a leaked deep-nesting payload would look like in a page. */
export const DEEP_MARK = '{"a":{"a":';

/** Site settings for the fault runs: the upstream layer answers every request itself. */
export const FAULT_ENV = {
  // The page microcache would answer repeat requests without asking the upstream at all;
  // these cases are about what the upstream layer does, so it is off.
  PAGE_CACHE_TTL_MS: '0',
  // Long enough for a cold content service on a busy machine; the hung cases wait it out.
  UPSTREAM_TIMEOUT_MS: '1000',
  UPSTREAM_MAX_BODY_BYTES: String(MAX_BODY),
  // Every request refreshes; a failed refresh serves the copy (stale-if-error).
  CACHE_TTL_MS: '0',
  CACHE_SHELL_TTL_MS: '0',
  CACHE_LIVE_TTL_MS: '0',
  CACHE_STALE_WHILE_REVALIDATE_MS: '0',
  CACHE_STALE_IF_ERROR_MS: '3600000',
};

/** JSON nested `levels` deep: {"a":{"a":…1…}}. */
const deep = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
/** The real reply with one string field replaced by 6,000 levels of nesting (12 KB+). */
const nestIn = (set: (reply: any, marker: string) => void) => (reply: any) => {
  set(reply, '__DEEP__');
  return JSON.stringify(reply).replace('"__DEEP__"', deep(6000));
};
const page = (records: unknown) => ({ code: 0, msg: 'success', data: { records, total: 1, pageNum: 1, pageSize: 12 } });

export const LIST_FAULTS: [string, Behaviour][] = [
  ['hang', { kind: 'hang' }],
  ['drip (a body trickled past the deadline)', { kind: 'drip', intervalMs: 50 }],
  ['reset before the reply', { kind: 'drop' }],
  ['reset in the middle of the body', { kind: 'reset-mid-body' }],
  ['garbage (HTML)', { kind: 'raw', body: '<html>bad gateway</html>' }],
  ['5xx', { kind: 'json', status: 503, body: { code: 0, msg: 'busy', data: null } }],
  ['huge body', { kind: 'raw', contentType: 'application/json', body: `{"code":0,"msg":"${'x'.repeat(MAX_BODY + 1)}","data":null}` }],
  ['deep nesting in a page field (attrs.category, 6,000 levels)', { kind: 'edit', edit: nestIn((r, m) => (r.data.records[0].attrs.category = m)) }],
  ['data: null', { kind: 'json', body: { code: 0, msg: 'success', data: null } }],
  ['data: {}', { kind: 'json', body: { code: 0, msg: 'success', data: {} } }],
  ['records: null', { kind: 'json', body: page(null) }],
  ['wrong item types', { kind: 'json', body: page([1, 'two', null]) }],
  ['every record with a wrong field type', { kind: 'edit', edit: (r) => (r.data.records.forEach((a: { title: unknown }) => (a.title = { zh: 'x' })), r) }],
  ['a page count of the wrong type', { kind: 'edit', edit: (r) => ((r.data.total = 'many'), r) }],
  ['code -1', { kind: 'json', body: { code: -1, msg: '服务维护中', data: null } }],
];

/** Deep nesting in a menu name: the menu is on every page. */
export const MENU_DEEP_FAULT: Behaviour = { kind: 'edit', edit: nestIn((r, m) => (r.data[0].name = m)) };

/**
 * Trust-boundary catalogue (docs/decisions/041-item-by-item-validation.md), shared by the bounded
 * tests (tests/http/hostile-items.test.ts, hostile-shared-cache.test.ts) and `npm run test:hostile`.
 */

/** Window names a CMS editor may plausibly type into one menu item's `target`. */
export const BAD_MENU_TARGETS = ['_top', '_parent', '', 'https://evil.example/'];

/** The seed's menu item whose target the menu cases spoil: 31, /hotel, opening in place. */
export const SPOILED_MENU_ID = 31;

/** Every string of a reply that is a link or a path, replaced by a refused scheme in turn. */
export function poisonUrls(value: unknown, i = { n: 0 }): unknown {
  if (Array.isArray(value)) return value.map((v) => poisonUrls(v, i));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poisonUrls(v, i)]));
  if (typeof value === 'string' && /^(?:\/|https?:|tel:|mailto:)/.test(value)) return i.n++ % 2 ? 'vbscript:msgbox(1)' : 'data:text/html,<b>x</b>';
  return value;
}
/** What a page must never carry once every CMS URL is poisoned. */
export const POISONED_URL = /data:text\/html|vbscript:/i;

/**
 * Values a polluted shared Redis may hold under the site's keys: another application's, another
 * build's shapes, a time in the future (which would keep a copy fresh in memory forever).
 */
export const REDIS_POLLUTION: [string, (now: number) => unknown][] = [
  ['a success envelope with data: null', (now) => ({ storedAt: now, value: { code: 0, msg: 'success', data: null } })],
  ['another shape (an array), stored far in the future', () => ({ storedAt: 9e15, value: [] })],
  ["another build's shape of a list", (now) => ({ storedAt: now, value: { code: 0, msg: 'success', data: { items: [{ name: 'POLLUTED' }], count: 1 } } })],
  ['a valid-looking reply stored in the future', () => ({ storedAt: 9e15, value: { code: 0, msg: 'success', data: { records: [], total: 0, pageNum: 1, pageSize: 12, title: 'POLLUTED' } } })],
];

/** A list reply claiming a billion entries of one per page (what once made the offline pack exhaust the heap). */
export const BILLION_ENTRIES: Behaviour = { kind: 'edit', edit: (r) => ((r.data.total = 1_000_000_000), (r.data.pageSize = 1), r) };
