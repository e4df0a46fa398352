/** The per-endpoint circuit breaker (docs/decisions/010-upstream-circuit-breaker.md), on an injected clock. */
import { describe, expect, it } from 'vitest';
import { BreakerOpenError, Breakers, type BreakerState } from '../../server/upstream/breaker.ts';

class Down extends Error {}
class Answered extends Error {}

function setup() {
  let t = 1000;
  const changes: string[] = [];
  const breakers = new Breakers({
    failureThreshold: 3,
    openMs: 5000,
    now: () => t,
    onStateChange: (key, from, to) => changes.push(`${key} ${from}→${to}`),
  });
  let calls = 0;
  const isFailure = (err: unknown) => err instanceof Down;
  const run = (outcome: 'ok' | 'down' | 'answered', key = '/a') =>
    breakers.run(
      key,
      async () => {
        calls++;
        if (outcome === 'down') throw new Down();
        if (outcome === 'answered') throw new Answered();
        return 'value';
      },
      isFailure,
    );
  return { breakers, changes, run, calls: () => calls, advance: (ms: number) => (t += ms) };
}

const outcome = (p: Promise<unknown>) => p.then(
  () => 'ok',
  (e: unknown) => (e instanceof BreakerOpenError ? 'refused' : e instanceof Down ? 'down' : 'answered'),
);

describe('Breakers', () => {
  it('a refusal carries the last real failure, so a page can say what really went wrong', async () => {
    const b = setup();
    for (let i = 0; i < 3; i++) await outcome(b.run('down'));
    const refused = await b.run('ok').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BreakerOpenError);
    expect((refused as BreakerOpenError).last).toBeInstanceOf(Down);
    expect((await b.run('ok', '/b').then(() => null)) ?? 'no refusal for another endpoint').toBe('no refusal for another endpoint');
  });

  it('opens after the threshold of consecutive failures and then refuses without calling', async () => {
    const b = setup();
    expect(await outcome(b.run('down'))).toBe('down');
    expect(await outcome(b.run('down'))).toBe('down');
    expect(b.breakers.state('/a')).toBe<BreakerState>('closed');
    expect(await outcome(b.run('down'))).toBe('down');
    expect(b.breakers.state('/a')).toBe<BreakerState>('open');
    expect(await outcome(b.run('ok'))).toBe('refused');
    expect(await outcome(b.run('ok'))).toBe('refused');
    expect(b.calls()).toBe(3);
    expect(b.changes).toEqual(['/a closed→open']);
  });

  it('a success or an answer (code -1) in between resets the count', async () => {
    const b = setup();
    await outcome(b.run('down'));
    await outcome(b.run('down'));
    expect(await outcome(b.run('answered'))).toBe('answered');
    await outcome(b.run('down'));
    await outcome(b.run('down'));
    await outcome(b.run('ok'));
    await outcome(b.run('down'));
    await outcome(b.run('down'));
    expect(b.breakers.state('/a')).toBe<BreakerState>('closed');
  });

  it('keeps endpoints apart', async () => {
    const b = setup();
    for (let i = 0; i < 3; i++) await outcome(b.run('down', '/a'));
    expect(await outcome(b.run('ok', '/b'))).toBe('ok');
    expect(b.breakers.state('/b')).toBe<BreakerState>('closed');
  });

  it('after openMs lets one probe through: success closes, and only one probe runs at a time', async () => {
    const b = setup();
    for (let i = 0; i < 3; i++) await outcome(b.run('down'));
    b.advance(4999);
    expect(await outcome(b.run('ok'))).toBe('refused');
    b.advance(1);
    const probe = b.run('ok');
    expect(b.breakers.state('/a')).toBe<BreakerState>('half-open');
    expect(await outcome(b.run('ok'))).toBe('refused');
    expect(await outcome(probe)).toBe('ok');
    expect(b.breakers.state('/a')).toBe<BreakerState>('closed');
    expect(await outcome(b.run('ok'))).toBe('ok');
    expect(b.calls()).toBe(5);
    expect(b.changes).toEqual(['/a closed→open', '/a open→half-open', '/a half-open→closed']);
  });

  it('a failed probe opens it again for a full openMs', async () => {
    const b = setup();
    for (let i = 0; i < 3; i++) await outcome(b.run('down'));
    b.advance(5000);
    expect(await outcome(b.run('down'))).toBe('down');
    expect(b.breakers.state('/a')).toBe<BreakerState>('open');
    b.advance(4999);
    expect(await outcome(b.run('ok'))).toBe('refused');
    b.advance(1);
    expect(await outcome(b.run('ok'))).toBe('ok');
    expect(b.changes).toEqual(['/a closed→open', '/a open→half-open', '/a half-open→open', '/a open→half-open', '/a half-open→closed']);
  });
  it('snapshot: each endpoint called, with the state the next call finds (open reads half-open once openMs passed)', async () => {
    const b = setup();
    expect(b.breakers.snapshot()).toEqual([]);
    await outcome(b.run('ok', '/b'));
    for (let i = 0; i < 3; i++) await outcome(b.run('down'));
    expect(b.breakers.snapshot()).toEqual([['/b', 'closed'], ['/a', 'open']]);
    b.advance(4999);
    expect(b.breakers.snapshot()).toEqual([['/b', 'closed'], ['/a', 'open']]);
    b.advance(1);
    // Nothing called it since: no transition happened, yet a call would now go through.
    expect(b.changes).toEqual(['/a closed→open']);
    expect(b.breakers.snapshot()).toEqual([['/b', 'closed'], ['/a', 'half-open']]);
  });
});
