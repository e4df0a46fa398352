/** Readiness logic (server/ops/readiness.ts): ready, degraded on stale copies, unavailable, draining. */
import { describe, expect, it } from 'vitest';
import { createReadiness } from '../../server/ops/readiness.ts';

const HOUR = 3_600_000;

function setup(opts: { redis?: boolean } = {}) {
  const state = { now: 0, upstreamUp: true, entries: 0, redisUp: true };
  const readiness = createReadiness({
    ...(opts.redis ? { sharedStateOk: () => state.redisUp } : {}),
    probe: async () => {
      if (!state.upstreamUp) throw new Error('API request failed: GET /x (unreachable)');
    },
    cachedEntries: () => state.entries,
    staleIfErrorMs: HOUR,
    memoMs: 1000,
    nowMs: () => state.now,
  });
  return { state, readiness };
}

describe('readiness', () => {
  it('is ready while the upstream answers', async () => {
    const { readiness } = setup();
    expect(await readiness.check()).toEqual({ code: 200, body: { status: 'ready', upstream: 'ok', checkedAt: '1970-01-01T00:00:00.000Z' } });
  });

  it('with REDIS_URL set, is 200 "degraded" while Redis is down and ready again once it is back', async () => {
    const { state, readiness } = setup({ redis: true });
    expect(await readiness.check()).toEqual({ code: 200, body: { status: 'ready', upstream: 'ok', redis: 'ok', checkedAt: '1970-01-01T00:00:00.000Z' } });
    state.redisUp = false;
    expect(await readiness.check()).toEqual({ code: 200, body: { status: 'degraded', upstream: 'ok', redis: 'down', checkedAt: '1970-01-01T00:00:00.000Z' } });
    state.redisUp = true;
    expect((await readiness.check()).body.status).toBe('ready');
  });

  it('stays 200 "degraded" while cached copies can serve, and 503 once they are too old', async () => {
    const { state, readiness } = setup();
    await readiness.check();
    state.entries = 12;
    state.upstreamUp = false;
    state.now = 1001;
    expect(await readiness.check()).toEqual({
      code: 200,
      body: { status: 'degraded', upstream: 'down', error: 'API request failed: GET /x (unreachable)', checkedAt: '1970-01-01T00:00:01.001Z' },
    });
    // A page's upstream call succeeded later: the window counts from then.
    state.now = 30 * 60_000;
    readiness.noteUpstreamOk();
    state.now = 30 * 60_000 + HOUR;
    expect((await readiness.check()).body.status).toBe('degraded');
    state.now = 30 * 60_000 + HOUR + 1001;
    expect((await readiness.check())).toMatchObject({ code: 503, body: { status: 'unavailable', upstream: 'down' } });
  });

  it('is 503 when the upstream fails and nothing is cached', async () => {
    const { state, readiness } = setup();
    await readiness.check();
    state.upstreamUp = false;
    state.now = 1001;
    expect(await readiness.check()).toMatchObject({ code: 503, body: { status: 'unavailable', upstream: 'down' } });
  });

  it('is 503 when the upstream was never reached, even with entries', async () => {
    const { state, readiness } = setup();
    state.upstreamUp = false;
    state.entries = 3;
    expect((await readiness.check()).code).toBe(503);
  });

  it('answers from one probe within the memo', async () => {
    let probes = 0;
    const readiness = createReadiness({ probe: async () => void probes++, cachedEntries: () => 0, staleIfErrorMs: HOUR, nowMs: () => 0 });
    await Promise.all([readiness.check(), readiness.check(), readiness.check()]);
    expect(probes).toBe(1);
  });

  it('turns 503 "draining" once draining starts, whatever the upstream', async () => {
    const { readiness } = setup();
    expect(readiness.draining).toBe(false);
    readiness.startDraining();
    expect(readiness.draining).toBe(true);
    expect(await readiness.check()).toEqual({ code: 503, body: { status: 'draining', upstream: 'ok', checkedAt: '1970-01-01T00:00:00.000Z' } });
  });
});
