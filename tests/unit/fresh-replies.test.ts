/**
 * Ticket availability through the site's Api (server/upstream/api.ts, FRESH): kept for
 * CACHE_TICKETS_TTL_MS in a cache of its own, then asked again, never served stale, neither
 * while refreshing nor when the upstream fails, and never put in the shared cache.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, freshCache } from '../../server/upstream/api.ts';
import { SwrCache } from '../../server/upstream/cache.ts';
import { UpstreamClient } from '../../server/upstream/client.ts';
import type { ApiEnvelope } from '../../shared/api/envelope.ts';

let server: Server;
let calls = 0;
let failing = false;
const availability = (remaining: number) => ({
  readAt: '2026-11-24T02:30:00.000Z', retentionDays: 30,
  days: [{ date: '2026-11-25', opens: '08:00', closes: '18:00', capacity: 10, remaining, closure: null, slots: [{ start: '10:00', end: '12:00', capacity: 10, remaining, state: 'open', closedReason: null }] }],
});

beforeAll(async () => {
  server = createServer((_req, res) => {
    calls++;
    if (failing) return res.writeHead(503).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 0, msg: 'success', data: availability(10 - calls) }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('fresh replies', () => {
  it('are asked again after their few seconds, and never served stale', async () => {
    let now = 0;
    const shared = new SwrCache<ApiEnvelope<unknown>>({ maxEntries: 10, staleWhileRevalidateMs: 60_000, staleIfErrorMs: 3_600_000 });
    const client = new UpstreamClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, timeoutMs: 2000, maxBodyBytes: 65536, connections: 2 });
    const api = new Api(client, shared, { ttlMs: 60_000, shellTtlMs: 60_000, liveTtlMs: 30_000, ticketsTtlMs: 3000 }, { fresh: freshCache({ now: () => now }) });
    const remaining = async () => (await api.get('/ticket/getAvailability', {}, 'en')).days[0]!.remaining;

    expect(await Promise.all([remaining(), remaining()])).toEqual([9, 9]); // one call for both
    now = 2999;
    expect([await remaining(), calls]).toEqual([9, 1]);
    now = 3000;
    expect([await remaining(), calls]).toEqual([8, 2]);
    failing = true;
    now = 6000;
    await expect(remaining()).rejects.toMatchObject({ reason: 'http', code: 503 });
    expect(shared.size).toBe(0);
    await client.close();
  });
});
