/** Readiness logic (server/ops/readiness.ts): ready, degraded on stale copies, unavailable, draining. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReadiness } from '../../server/ops/readiness.ts';

const HOUR = 3_600_000;

function setup(opts: { redis?: boolean } = {}) {
  const state = { now: 0, upstreamUp: true, entries: 0, redisUp: true, sharedRecent: false, sharedAsks: 0 };
  const sharedCopiesRecent = async () => (state.sharedAsks++, state.sharedRecent);
  const readiness = createReadiness({
    ...(opts.redis ? { sharedStateOk: () => state.redisUp, sharedCopiesRecent } : {}),
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

  it('check(reuseMs) answers from the last probe while it is younger than reuseMs (the scrape), then probes again', async () => {
    const { state, readiness } = setup();
    await readiness.check();
    state.upstreamUp = false;
    state.now = 9999;
    expect((await readiness.check(10_000)).body).toEqual({ status: 'ready', upstream: 'ok', checkedAt: '1970-01-01T00:00:00.000Z' });
    // The 1 s memo of /readyz itself is long past: a probe's check goes to the upstream.
    expect((await readiness.check()).body.status).toBe('unavailable');
    state.upstreamUp = true;
    state.now = 19_999;
    expect((await readiness.check(10_000)).body.status).toBe('unavailable');
    state.now = 20_000;
    expect((await readiness.check(10_000)).body).toEqual({ status: 'ready', upstream: 'ok', checkedAt: '1970-01-01T00:00:20.000Z' });
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

  it('with REDIS_URL, a replica whose own memory cannot serve is 200 "degraded" while Redis has recent copies, 503 once not', async () => {
    // Restarted during the outage: never reached the upstream, nothing in its own memory.
    const { state, readiness } = setup({ redis: true });
    state.upstreamUp = false;
    state.sharedRecent = true;
    expect(await readiness.check()).toEqual({
      code: 200,
      body: { status: 'degraded', upstream: 'down', redis: 'ok', copies: 'shared', error: 'API request failed: GET /x (unreachable)', checkedAt: '1970-01-01T00:00:00.000Z' },
    });
    // Within the memo: the same answer, Redis not asked again.
    expect((await readiness.check()).body.status).toBe('degraded');
    expect(state.sharedAsks).toBe(1);
    state.sharedRecent = false;
    state.now = 1001;
    expect(await readiness.check()).toMatchObject({ code: 503, body: { status: 'unavailable', upstream: 'down', redis: 'ok' } });
    expect(state.sharedAsks).toBe(2);
  });

  it('asks Redis only when the upstream fails and this replica\'s own copies cannot serve', async () => {
    const { state, readiness } = setup({ redis: true });
    expect((await readiness.check()).body.status).toBe('ready');
    state.entries = 5;
    state.upstreamUp = false;
    state.now = 1001;
    expect((await readiness.check()).body).toEqual({ status: 'degraded', upstream: 'down', redis: 'ok', error: 'API request failed: GET /x (unreachable)', checkedAt: '1970-01-01T00:00:01.001Z' });
    expect(state.sharedAsks).toBe(0);
  });

  describe('a probe that does not answer', () => {
    afterEach(() => void vi.useRealTimers());

    it('counts as down after probeTimeoutMs, so a hanging CMS cannot outlast the orchestrator\'s probe timeout', async () => {
      vi.useFakeTimers();
      const readiness = createReadiness({ probe: () => new Promise(() => {}), cachedEntries: () => 0, staleIfErrorMs: HOUR, probeTimeoutMs: 1500, nowMs: () => 0 });
      const answer = readiness.check();
      await vi.advanceTimersByTimeAsync(1500);
      expect(await answer).toEqual({ code: 503, body: { status: 'unavailable', upstream: 'down', error: 'upstream did not answer within 1500 ms', checkedAt: '1970-01-01T00:00:00.000Z' } });
    });
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
