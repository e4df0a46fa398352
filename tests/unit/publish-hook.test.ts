/** The publish webhook's rules (docs/purge.md): verdicts, bodies, the replay memory, purge messages, epochs. */
import { describe, expect, it } from 'vitest';
import { PUBLISH_MAX_SKEW_S, signPublish } from '../../shared/publish-hook.ts';
import { parsePublishBody, parsePurgeMessage } from '../../server/purge/event.ts';
import { judgePublish, HOOK_STATUS } from '../../server/purge/receiver.ts';
import { memoryReplayMemory, REMEMBER_MS } from '../../server/purge/replay-memory.ts';
import { CacheEpochs } from '../../server/upstream/cache-epochs.ts';

const SECRET = 'unit-publish-secret-0123456789abcdef';
const NOW = Date.UTC(2026, 10, 24, 2, 30);

async function request(body: string, at = NOW, secret = SECRET) {
  const h = await signPublish(secret, body, at);
  return { body, timestamp: h['x-qinglan-timestamp'], signature: h['x-qinglan-signature'] };
}

describe('judgePublish', () => {
  const body = JSON.stringify({ id: 'e1', paths: ['/homeModule/getNotice'] });

  it('takes a signed, fresh, readable request once; the same request again is a replay', async () => {
    const memory = memoryReplayMemory(() => NOW);
    const req = await request(body);
    expect(await judgePublish(SECRET, req, NOW, memory)).toEqual({ outcome: 'accepted', event: { id: 'e1', paths: ['/homeModule/getNotice'] }, signature: req.signature!.slice(3) });
    expect(await judgePublish(SECRET, req, NOW + 1000, memory)).toEqual({ outcome: 'replay' });
    // The same event signed again a second later is another request (the CMS's retry).
    expect((await judgePublish(SECRET, await request(body, NOW + 1000), NOW + 1000, memory)).outcome).toBe('accepted');
  });

  it('checks the signature before the body, and the body before the replay memory', async () => {
    const memory = memoryReplayMemory(() => NOW);
    const judge = async (req: { body: string; timestamp?: string; signature?: string }) => (await judgePublish(SECRET, { timestamp: undefined, signature: undefined, ...req }, NOW, memory)).outcome;
    expect(await judge({ body })).toBe('missing');
    expect(await judge({ ...(await request(body)), signature: 'v1=zz' })).toBe('malformed');
    expect(await judge(await request(body, NOW, 'another-secret-of-the-right-length-000'))).toBe('forged');
    expect(await judge({ ...(await request(body)), body: body.replace('e1', 'e2') })).toBe('forged');
    expect(await judge(await request(body, NOW - (PUBLISH_MAX_SKEW_S + 1) * 1000))).toBe('stale');
    expect(await judge(await request('not json'))).toBe('invalid-json');
    expect(await judge(await request('{"id":"e3","paths":["/nope"]}'))).toBe('unknown-path');
  });

  it('maps every outcome to its status', () => {
    expect(HOOK_STATUS).toEqual({
      accepted: 202,
      missing: 401,
      malformed: 401,
      stale: 401,
      forged: 401,
      replay: 409,
      'invalid-json': 400,
      'invalid-body': 400,
      'unknown-path': 400,
      'too-large': 413,
      unavailable: 503,
    });
  });
});

describe('parsePublishBody', () => {
  it('takes {id, paths} of contract endpoints, each once', () => {
    expect(parsePublishBody('{"id":"e1","paths":["/homeModule/getNotice","/homeModule/getNotice","/homeModule/getFlowRate"]}')).toEqual({
      ok: true,
      event: { id: 'e1', paths: ['/homeModule/getNotice', '/homeModule/getFlowRate'] },
    });
    expect(parsePublishBody('{"id":"e1","paths":[]}')).toEqual({ ok: true, event: { id: 'e1', paths: [] } });
  });

  it.each([
    ['[]', 'invalid-body'],
    ['{"id":"e1"}', 'invalid-body'],
    ['{"id":"e1","paths":[],"secret":"x"}', 'invalid-body'],
    ['{"id":"with space","paths":[]}', 'invalid-body'],
    [JSON.stringify({ id: 'x'.repeat(129), paths: [] }), 'invalid-body'],
    [JSON.stringify({ id: 'e1', paths: Array(65).fill('/homeModule/getNotice') }), 'invalid-body'],
    ['{"id":"e1","paths":["/homeModule/getNotice","__proto__"]}', 'unknown-path'],
    ['{"id":"e1","paths":[[[[["/x"]]]]]}', 'invalid-json'],
    ['{"id":', 'invalid-json'],
    ['', 'invalid-json'],
  ])('refuses %s as %s', (raw, reason) => {
    expect(parsePublishBody(raw)).toEqual({ ok: false, reason });
  });
});

describe('parsePurgeMessage (read back from Redis: untrusted)', () => {
  const good = { id: 'e1', paths: ['/homeModule/getNotice'], epochs: { '/homeModule/getNotice': 4 }, origin: 'a1b2-c3' };

  it('takes what a replica sends', () => {
    expect(parsePurgeMessage(JSON.stringify(good))).toEqual(good);
    expect(parsePurgeMessage(JSON.stringify({ ...good, paths: [], epochs: { '*': 2 } }))).toEqual({ ...good, paths: [], epochs: { '*': 2 } });
  });

  it.each([
    ['an unknown path', { ...good, paths: ['/x'] }],
    ['an epoch of an unknown path', { ...good, epochs: { '/x': 1 } }],
    ['a negative epoch', { ...good, epochs: { '*': -1 } }],
    ['an epoch past the safe integers', { ...good, epochs: { '*': 2 ** 60 } }],
    ['a fractional epoch', { ...good, epochs: { '*': 1.5 } }],
    ['no origin', { ...good, origin: undefined }],
    ['an extra field', { ...good, purgeAll: true }],
  ])('refuses %s', (_name, message) => {
    expect(parsePurgeMessage(JSON.stringify(message))).toBeNull();
  });

  it('refuses what is not JSON or too large', () => {
    expect(parsePurgeMessage('{"id":')).toBeNull();
    expect(parsePurgeMessage(JSON.stringify({ ...good, id: 'x'.repeat(20_000) }))).toBeNull();
  });
});

describe('memoryReplayMemory', () => {
  it('remembers a signature for twice the timestamp window, then forgets it', async () => {
    let now = NOW;
    const memory = memoryReplayMemory(() => now);
    expect(await memory.take('a')).toBe('new');
    now += REMEMBER_MS - 1;
    expect(await memory.take('a')).toBe('seen');
    now += 1;
    expect(await memory.take('a')).toBe('new');
    expect(REMEMBER_MS).toBe(600_000);
  });

  it('is bounded: full of live signatures it refuses a new one rather than forget one early', async () => {
    let now = NOW;
    const memory = memoryReplayMemory(() => now, 2);
    expect([await memory.take('a'), await memory.take('b'), await memory.take('c')]).toEqual(['new', 'new', 'full']);
    expect(await memory.take('a')).toBe('seen');
    now += REMEMBER_MS;
    expect(await memory.take('c')).toBe('new');
  });

  it('gives a signature back when its purge could not be sent', async () => {
    const memory = memoryReplayMemory(() => NOW);
    await memory.take('a');
    await memory.forget('a');
    expect(await memory.take('a')).toBe('new');
  });
});

describe('CacheEpochs', () => {
  it('keys a path by the purge-everything epoch and its own; only ever raised', () => {
    const epochs = new CacheEpochs();
    expect(epochs.of('/homeModule/getNotice')).toBe('0.0');
    epochs.raise({ '/homeModule/getNotice': 2 });
    expect(epochs.of('/homeModule/getNotice')).toBe('0.2');
    expect(epochs.of('/menu/getMenu')).toBe('0.0');
    epochs.raise({ '*': 1, '/homeModule/getNotice': 1 });
    expect(epochs.of('/homeModule/getNotice')).toBe('1.2');
    expect(epochs.of('/menu/getMenu')).toBe('1.0');
  });
});
