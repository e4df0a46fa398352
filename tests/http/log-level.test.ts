/**
 * The run-time log level (server/ops/log-level.ts, docs/decisions/048-kubernetes.md): set on the
 * internal listener, followed by the requests that arrive after it, shown in /metrics.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildInternalApp } from '../../server/ops/internal.ts';
import { startContent, startSite, type Site } from '../support/site.ts';

let content: { url: string; close(): Promise<void> };
let site: Site;
let internal: FastifyInstance;
let internalUrl: string;
const logs: { reqId?: string; level: number; msg: string }[] = [];

beforeAll(async () => {
  content = await startContent();
  site = await startSite({ apiBaseUrl: content.url, logStream: { write: (l) => void logs.push(JSON.parse(l)) } });
  internal = buildInternalApp(site);
  internalUrl = await internal.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await internal.close();
  await site.close();
  await content.close();
});

const put = (body: string, type: string) => fetch(`${internalUrl}/log-level`, { method: 'PUT', headers: { 'content-type': type }, body });
/** The request's own log lines (Fastify's "incoming request" and "request completed" are at info). */
async function linesOfOneRequest(): Promise<string[]> {
  const res = await fetch(`${site.url}/healthz`);
  await res.arrayBuffer();
  const id = res.headers.get('x-request-id');
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return logs.filter((l) => l.reqId === id).map((l) => l.msg);
}
const levelSeries = async () => {
  const text = await (await fetch(`${internalUrl}/metrics`)).text();
  return text.split('\n').filter((l) => l.startsWith('site_log_level{'));
};

describe('log level at run time', () => {
  it('reads the level in force and shows it in /metrics', async () => {
    expect(await (await fetch(`${internalUrl}/log-level`)).json()).toEqual({ level: 'info' });
    expect(await levelSeries()).toEqual([
      'site_log_level{level="fatal"} 0',
      'site_log_level{level="error"} 0',
      'site_log_level{level="warn"} 0',
      'site_log_level{level="info"} 1',
      'site_log_level{level="debug"} 0',
      'site_log_level{level="trace"} 0',
      'site_log_level{level="silent"} 0',
    ]);
    expect(await linesOfOneRequest()).toEqual(['incoming request', 'request completed']);
  });

  it('lowers and raises the level of a running site: the next requests follow', async () => {
    const lowered = await put('{"level":"warn"}', 'application/json');
    expect({ status: lowered.status, body: await lowered.json() }).toEqual({ status: 200, body: { level: 'warn', previous: 'info' } });
    expect(await linesOfOneRequest()).toEqual([]);
    expect((await levelSeries()).filter((l) => l.endsWith(' 1'))).toEqual(['site_log_level{level="warn"} 1']);
    // The change itself is logged at warn.
    expect(logs.filter((l) => l.msg === 'log level changed at run time')).toHaveLength(1);

    // Plain text works too.
    const raised = await put('info\n', 'text/plain');
    expect({ status: raised.status, body: await raised.json() }).toEqual({ status: 200, body: { level: 'info', previous: 'warn' } });
    expect(await linesOfOneRequest()).toEqual(['incoming request', 'request completed']);
    expect(await (await fetch(`${internalUrl}/log-level`)).json()).toEqual({ level: 'info' });
  });

  it("refuses anything but pino's levels with 400 and keeps the level", async () => {
    for (const [body, type] of [
      ['{"level":"verbose"}', 'application/json'],
      ['{"level":30}', 'application/json'],
      ['{}', 'application/json'],
      ['', 'text/plain'],
      ['INFO', 'text/plain'],
    ] as const) {
      const res = await put(body, type);
      expect({ body, status: res.status, reply: await res.json() }).toEqual({
        body,
        status: 400,
        reply: { error: 'level must be one of fatal, error, warn, info, debug, trace, silent' },
      });
    }
    expect(await (await fetch(`${internalUrl}/log-level`)).json()).toEqual({ level: 'info' });
  });
});
