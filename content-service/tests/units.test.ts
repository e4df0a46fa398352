// @vitest-environment node
/** Pure parts: CJK search text, locale picking, the flow curve, weather dates, env validation. */
import { describe, expect, it } from 'vitest';
import type { WeatherData } from '../../shared/api/index.ts';
import { systemClock } from '../../shared/clock.ts';
import { join, resolve } from 'node:path';
import { readContentEnv } from '../src/config.ts';
import { SEED_DIR } from '../src/paths.ts';
import { computeFlow } from '../src/live/live.ts';
import { localize, parseAcceptLanguage } from '../src/locale.ts';
import { toFtsQuery, toSearchText } from '../src/db/search.ts';

describe('search text', () => {
  it('splits CJK runs into bigrams then single characters, the rest into words', () => {
    expect(toSearchText(['镜湖酒店 has Wi-Fi', '雪'])).toEqual({
      words: 'has Wi-Fi',
      cjk: '镜湖 湖酒 酒店 镜 湖 酒 店 雪',
    });
    expect(toSearchText(['５１２０米'])).toEqual({ words: '5120', cjk: '米' });
  });

  it('turns a keyword into column-scoped phrases', () => {
    expect(toFtsQuery('酒店')).toBe('cjk : "酒店"');
    expect(toFtsQuery('镜湖酒店')).toBe('cjk : "镜湖 湖酒 酒店"');
    expect(toFtsQuery('湖')).toBe('cjk : "湖"');
    expect(toFtsQuery('Mirror lake')).toBe('words : "mirror"* AND words : "lake"*');
    expect(toFtsQuery('镜湖 hotel')).toBe('cjk : "镜湖" AND words : "hotel"*');
    expect(toFtsQuery('"NEAR(x*')).toBe('words : "near"* AND words : "x"*');
    expect(toFtsQuery('  ！？ ')).toBeNull();
  });
});

describe('locale', () => {
  it('picks one side of every {zh-CN, en} pair, recursively', () => {
    const value = { a: { 'zh-CN': '湖', en: 'lake' }, b: [{ 'zh-CN': { c: { 'zh-CN': '一', en: 'one' } }, en: { c: 'one' } }], n: 1, s: 'x' };
    expect(localize(value, 'zh-CN')).toEqual({ a: '湖', b: [{ c: '一' }], n: 1, s: 'x' });
    expect(localize(value, 'en')).toEqual({ a: 'lake', b: [{ c: 'one' }], n: 1, s: 'x' });
    expect(localize({ 'zh-CN': 1, en: 2, other: 3 }, 'en')).toEqual({ 'zh-CN': 1, en: 2, other: 3 });
  });

  it.each([
    ['en-GB', 'en'],
    ['zh-TW,zh;q=0.9', 'zh-CN'],
    ['de, en;q=0.3, zh;q=0.2', 'en'],
    ['zh;q=0.4, en;q=0.8', 'en'],
    ['en;q=0, zh', 'zh-CN'],
    ['fr', null],
    ['', null],
  ])('Accept-Language %s -> %s', (header, expected) => {
    expect(parseAcceptLanguage(header)).toBe(expected);
  });
});

describe('visitor flow', () => {
  const cap = { instantCapacity: 10000, dailyCapacity: 30000 };
  const at = (iso: string) => computeFlow(new Date(iso), cap);

  it('is empty at night (the area is closed) and busy at midday, rounded to five minutes', () => {
    const night = at('2025-07-15T03:17:00+08:00');
    expect(night.current).toBe(0);
    expect(night.updateTime).toBe('2025-07-15T03:15:00+08:00');
    expect(night.todayTotal).toBe(0);
    const noon = at('2025-07-15T13:02:59+08:00');
    expect(noon.updateTime).toBe('2025-07-15T13:00:00+08:00');
    expect(noon.current / cap.instantCapacity).toBeGreaterThan(0.6);
    expect(noon.todayTotal).toBeGreaterThan(noon.current);
    expect(at('2025-07-15T13:04:00+08:00')).toEqual(noon);
  });

  it('crosses 80 % of capacity at peak on some summer days, not all', () => {
    const peaks = Array.from({ length: 31 }, (_, d) => at(`2025-07-${String(d + 1).padStart(2, '0')}T13:00:00+08:00`).current / cap.instantCapacity);
    expect(peaks.some((p) => p > 0.8)).toBe(true);
    expect(peaks.some((p) => p < 0.8)).toBe(true);
    expect(Math.max(...peaks)).toBeLessThan(1);
  });

  it('rises through the morning and falls in the evening; the day total only grows', () => {
    const hours = [6, 8, 10, 12, 14, 16, 18, 20].map((h) => at(`2025-08-02T${String(h).padStart(2, '0')}:00:00+08:00`));
    const current = hours.map((f) => f.current);
    expect(current[1]! < current[2]! && current[2]! < current[3]!).toBe(true);
    expect(current[5]! > current[6]! && current[6]! > current[7]!).toBe(true);
    const totals = hours.map((f) => f.todayTotal);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
  });
});

const FIXTURES = resolve(import.meta.dirname, 'fixtures');

describe('standalone env', () => {
  it('defaults and accepts good values', () => {
    expect(readContentEnv({ INIT_CWD: '/srv/site' })).toEqual({
      host: '127.0.0.1', port: 3100, dbPath: '/srv/site/data/content.db', reservationsPath: '/srv/site/data/reservations.db',
      requireReservationsKey: false, reservationsDatabaseUrl: '', logLevel: 'info', now: systemClock, seedDir: SEED_DIR,
    });
    expect(readContentEnv({ INIT_CWD: '/srv/site', NODE_ENV: 'production', RESERVATIONS_DB_PATH: 'state/r.db' })).toMatchObject({
      reservationsPath: '/srv/site/state/r.db', requireReservationsKey: true,
    });
    const env = readContentEnv({ CONTENT_PORT: '0', CONTENT_HOST: '::', CONTENT_DB_PATH: '/tmp/x.db', LOG_LEVEL: 'warn', CLOCK_NOW: '2026-07-15T10:30:00+08:00' });
    expect({ ...env, now: env.now().toISOString() }).toEqual({
      host: '::', port: 0, dbPath: '/tmp/x.db', reservationsPath: '/tmp/reservations.db', requireReservationsKey: false, reservationsDatabaseUrl: '', logLevel: 'warn', now: '2026-07-15T02:30:00.000Z',
      seedDir: SEED_DIR,
    });
  });
  it('takes the seed folder and the publish webhook', () => {
    const secret = 's'.repeat(32);
    expect(readContentEnv({ INIT_CWD: FIXTURES, CONTENT_SEED_DIR: 'seed', PUBLISH_HOOK_URL: 'http://127.0.0.1:3000/_hooks/publish', PUBLISH_WEBHOOK_SECRET: secret })).toMatchObject({
      seedDir: join(FIXTURES, 'seed'),
      publishHook: { url: 'http://127.0.0.1:3000/_hooks/publish', secret },
    });
    // No URL, no calls, whatever the secret.
    expect(readContentEnv({ PUBLISH_WEBHOOK_SECRET: 'short' })).not.toHaveProperty('publishHook');
  });
  it.each([
    [{ CONTENT_PORT: 'abc' }, 'CONTENT_PORT must be a port number 0-65535 (got "abc")'],
    [{ CONTENT_PORT: '70000' }, 'CONTENT_PORT must be a port number 0-65535 (got "70000")'],
    [{ CONTENT_HOST: 'bad host!' }, 'CONTENT_HOST must be an IP address or host name (got "bad host!")'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")'],
    [{ CLOCK_NOW: 'tomorrow' }, 'CLOCK_NOW must be an ISO 8601 instant with a zone, e.g. 2026-07-15T10:30:00+08:00 (got "tomorrow")'],
    // A database URL is refused without its value: it may hold a password.
    [{ RESERVATIONS_DATABASE_URL: 'mysql://u:secret@db/qinglan' }, 'RESERVATIONS_DATABASE_URL must be a postgres:// or postgresql:// URL (got a mysql: URL)'],
    [{ RESERVATIONS_DATABASE_URL: 'postgresql://u:secret@db.internal:5432' }, 'RESERVATIONS_DATABASE_URL must name a database (postgres://user:password@host:5432/database) (got a postgresql: URL)'],
    [{ RESERVATIONS_DATABASE_URL: 'u:secret@db' }, 'RESERVATIONS_DATABASE_URL must be a postgres:// or postgresql:// URL (got a u: URL)'],
    [{ RESERVATIONS_DATABASE_URL: 'secret' }, 'RESERVATIONS_DATABASE_URL must be a postgres:// or postgresql:// URL (got something that is not a URL)'],
    [{ CONTENT_SEED_DIR: '/nonexistent/seed' }, 'CONTENT_SEED_DIR must be a folder of seed files (got "/nonexistent/seed")'],
    [{ PUBLISH_HOOK_URL: 'ftp://cms/hook', PUBLISH_WEBHOOK_SECRET: 's'.repeat(32) }, 'PUBLISH_HOOK_URL must be an http(s) URL without credentials (got "ftp://cms/hook")'],
    [{ PUBLISH_HOOK_URL: 'http://u:p@127.0.0.1/h', PUBLISH_WEBHOOK_SECRET: 's'.repeat(32) }, 'PUBLISH_HOOK_URL must be an http(s) URL without credentials (got "http://u:p@127.0.0.1/h")'],
    [{ PUBLISH_HOOK_URL: 'http://127.0.0.1/h', PUBLISH_WEBHOOK_SECRET: 'x'.repeat(31) }, 'PUBLISH_WEBHOOK_SECRET must be at least 32 characters when PUBLISH_HOOK_URL is set (got 31)'],
    [{ PUBLISH_HOOK_URL: 'http://127.0.0.1/h' }, 'PUBLISH_WEBHOOK_SECRET must be at least 32 characters when PUBLISH_HOOK_URL is set (got 0)'],
  ])('%o is refused', (env, msg) => {
    expect(() => readContentEnv(env)).toThrow(expect.objectContaining({ message: msg }));
  });
  it('takes a postgres URL naming a host and a database for the reservations', () => {
    expect(readContentEnv({ RESERVATIONS_DATABASE_URL: ' postgres://u:secret@db.internal:5432/qinglan ' }).reservationsDatabaseUrl).toBe('postgres://u:secret@db.internal:5432/qinglan');
  });
});
