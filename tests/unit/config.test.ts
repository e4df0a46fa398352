import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { ConfigError } from '../../server/env-values.ts';
import { systemClock } from '../../shared/clock.ts';

describe('loadConfig', () => {
  it('has safe defaults with an empty environment', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.apiBaseUrl).toBeNull();
    expect(c.cache).toEqual({ maxEntries: 2000, maxBytes: 16_777_216, ttlMs: 60_000, shellTtlMs: 300_000, liveTtlMs: 30_000, ticketsTtlMs: 3000, staleWhileRevalidateMs: 60_000, staleIfErrorMs: 3_600_000 });
    expect(c.upstream.timeoutMs).toBe(4000);
  });

  it('keeps ticket availability a few seconds at most (CACHE_TICKETS_TTL_MS, 0–10000)', () => {
    expect(loadConfig({ CACHE_TICKETS_TTL_MS: '1500' }).cache.ticketsTtlMs).toBe(1500);
    expect(() => loadConfig({ CACHE_TICKETS_TTL_MS: '10001' })).toThrow(/CACHE_TICKETS_TTL_MS/);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ API_BASE_URL: 'not a url' }, 'API_BASE_URL'],
    [{ API_BASE_URL: 'ftp://cms.example' }, 'API_BASE_URL'],
    [{ CACHE_TTL_MS: '-5' }, 'CACHE_TTL_MS'],
    [{ CACHE_MAX_ENTRIES: '0' }, 'CACHE_MAX_ENTRIES'],
    [{ CACHE_MAX_BYTES: '1000' }, 'CACHE_MAX_BYTES'],
    [{ UPSTREAM_TIMEOUT_MS: '1.5' }, 'UPSTREAM_TIMEOUT_MS'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ PUBLIC_ORIGIN: '/relative' }, 'PUBLIC_ORIGIN'],
    [{ PUBLIC_ORIGIN: 'https://www.qinglan.example/site' }, 'PUBLIC_ORIGIN'],
    [{ PUBLIC_ORIGIN: 'https://www.qinglan.example?x=1' }, 'PUBLIC_ORIGIN'],
    [{ PUBLIC_ORIGIN: 'https://www.qinglan.example#top' }, 'PUBLIC_ORIGIN'],
    [{ PUBLIC_ORIGIN: 'https://user:pw@www.qinglan.example' }, 'PUBLIC_ORIGIN'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '127.0.0.1,not-an-ip' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY'],
    [{ HTTP_REQUEST_TIMEOUT_MS: '5000', HTTP_HEADERS_TIMEOUT_MS: '6000' }, 'HTTP_HEADERS_TIMEOUT_MS'],
    [{ CLOCK_NOW: '24 November 2026' }, 'CLOCK_NOW'],
    [{ CLOCK_NOW: '2026-11-24T10:30:00' }, 'CLOCK_NOW'],
    [{ REDIS_URL: 'http://redis:6379' }, 'REDIS_URL'],
    [{ REDIS_URL: 'redis:6379' }, 'REDIS_URL'],
    [{ REDIS_URL: 'valkey' }, 'REDIS_URL'],
    [{ REDIS_PREFIX: 'qinglan site' }, 'REDIS_PREFIX'],
    [{ REDIS_COMMAND_TIMEOUT_MS: '0' }, 'REDIS_COMMAND_TIMEOUT_MS'],
  ])('rejects %j naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^${name} `));
  });

  it('pins the clock to CLOCK_NOW, and runs on the system clock without it', () => {
    expect(loadConfig({ CLOCK_NOW: '2026-07-15T10:30:00+08:00' }).clock().toISOString()).toBe('2026-07-15T02:30:00.000Z');
    expect(loadConfig({ CLOCK_NOW: ' ' }).clock).toBe(systemClock);
    expect(loadConfig({}).clock).toBe(systemClock);
  });

  it('starts the internal listener on 127.0.0.1:9100 unless METRICS_PORT=0 turns it off', () => {
    expect(loadConfig({}).ops).toEqual({ host: '127.0.0.1', port: 9100 });
    expect(loadConfig({ METRICS_PORT: '9191', METRICS_HOST: '0.0.0.0' }).ops).toEqual({ host: '0.0.0.0', port: 9191 });
    expect(loadConfig({ METRICS_PORT: '0' }).ops).toEqual({ host: '127.0.0.1', port: null });
    expect(loadConfig({}).media).toEqual({ timeoutMs: 8000 });
  });

  it('explains the choices when TRUST_PROXY=true', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY must not be true: that would trust every hop, so any client could pick its own address with X-Forwarded-For; set the number of proxies in front of the site (e.g. 1 behind one nginx), or a comma list of their addresses/CIDRs (e.g. 127.0.0.1,10.0.0.0/8), or false',
    );
  });

  it('reads TRUST_PROXY as false, a hop count or an address list', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
  });

  it('takes PUBLIC_ORIGIN as an origin, else http://localhost:<PORT>', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://www.qinglan.example/' })).toMatchObject({ publicOrigin: 'https://www.qinglan.example', publicOriginIsDefault: false });
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://127.0.0.1:8080' }).publicOrigin).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ PORT: '4123' })).toMatchObject({ publicOrigin: 'http://localhost:4123', publicOriginIsDefault: true });
  });

  it('has safe HTTP timeouts by default', () => {
    expect(loadConfig({}).http).toEqual({ requestTimeoutMs: 60_000, headersTimeoutMs: 30_000, connectionTimeoutMs: 0, keepAliveTimeoutMs: 72_000 });
  });

  it('keeps shared state off without REDIS_URL, and takes redis:// or rediss:// with a prefix', () => {
    expect(loadConfig({}).redis).toEqual({ url: null, prefix: 'qinglan:', commandTimeoutMs: 500 });
    expect(loadConfig({ REDIS_URL: 'redis://valkey:6379/0' }).redis).toEqual({ url: 'redis://valkey:6379/0', prefix: 'qinglan:', commandTimeoutMs: 500 });
    expect(loadConfig({ REDIS_URL: 'rediss://:secret@cache.example:6380', REDIS_PREFIX: 'ql-staging:', REDIS_COMMAND_TIMEOUT_MS: '2000' }).redis).toEqual({
      url: 'rediss://:secret@cache.example:6380',
      prefix: 'ql-staging:',
      commandTimeoutMs: 2000,
    });
  });

  it('never repeats a REDIS_URL it refuses (it may hold a password)', () => {
    expect(() => loadConfig({ REDIS_URL: 'https://:secret-pw@cache.example' })).toThrow(/^REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(() => loadConfig({ REDIS_URL: 'https://:secret-pw@cache.example' })).not.toThrow(/secret-pw/);
  });

  it('trims a trailing slash from API_BASE_URL', () => {
    expect(loadConfig({ API_BASE_URL: 'http://127.0.0.1:3100/' }).apiBaseUrl).toBe('http://127.0.0.1:3100');
  });

  it('PUBLISH_WEBHOOK_SECRET: unset is no webhook; shorter than 32 characters is refused without repeating it', () => {
    expect(loadConfig({}).publishHook).toEqual({ secret: null });
    expect(loadConfig({ PUBLISH_WEBHOOK_SECRET: '  ' }).publishHook).toEqual({ secret: null });
    const secret = 'a'.repeat(32);
    expect(loadConfig({ PUBLISH_WEBHOOK_SECRET: secret }).publishHook).toEqual({ secret });
    expect(() => loadConfig({ PUBLISH_WEBHOOK_SECRET: 'short-secret-31-characters-long' })).toThrow(
      new ConfigError('PUBLISH_WEBHOOK_SECRET must be at least 32 characters (e.g. openssl rand -hex 32), got 31'),
    );
  });
});
