/**
 * Timeouts and shutdown (issue 10; docs/decisions/012-edge-rules.md): a body trickled a byte at
 * a time is cut off by the request timeout; at close, requests pipelined behind an in-flight
 * one get 503 + Connection: close, and idle keep-alive sockets are closed cleanly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawConnect, statuses } from '../support/raw-http.ts';
import { startContent, startSite } from '../support/site.ts';

let content: { url: string; close(): Promise<void> };
beforeAll(async () => {
  content = await startContent();
});
afterAll(() => content?.close());

/** Polls (no fixed sleep) until `ok()` holds. */
async function until(ok: () => boolean): Promise<void> {
  while (!ok()) await new Promise((r) => setTimeout(r, 10));
}

const POST_HEAD = 'POST /_log/client-error HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 17\r\n\r\n';
const BODY = '{"message":"one"}';

describe('request timeout', () => {
  it('closes the socket of a POST body trickled one byte at a time, with a 408', async () => {
    const site = await startSite({ apiBaseUrl: content.url, env: { HTTP_REQUEST_TIMEOUT_MS: '600', HTTP_HEADERS_TIMEOUT_MS: '400' } });
    try {
      const raw = await rawConnect(site.url);
      raw.socket.write(POST_HEAD);
      let sent = 0;
      const trickle = setInterval(() => {
        // Never the whole body: only the timeout can end this request.
        if (sent < BODY.length - 1 && !raw.socket.destroyed) raw.socket.write(BODY[sent++]!);
      }, 100);
      const text = await raw.closed;
      clearInterval(trickle);
      expect(statuses(text)).toEqual([408]);
    } finally {
      await site.close();
    }
  });
});

describe('shutdown', () => {
  it('finishes in-flight requests and answers requests pipelined after close() with 503 + Connection: close', async () => {
    const site = await startSite({ apiBaseUrl: content.url });
    const raw = await rawConnect(site.url);
    // 1: complete; 2: in flight (body not all sent yet).
    raw.socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n${POST_HEAD}${BODY.slice(0, 5)}`);
    await until(() => statuses(raw.text()).length === 1);
    const closed = site.app.close();
    await until(() => !site.app.server.listening);
    // The rest of 2's body, then 3 pipelined behind it.
    raw.socket.write(`${BODY.slice(5)}GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    const text = await raw.closed;
    await closed;
    expect(statuses(text)).toEqual([200, 204, 503]);
    const last = text.slice(text.lastIndexOf('HTTP/1.1 503'));
    expect(last.toLowerCase()).toContain('connection: close');
  });

  it('closes an idle keep-alive socket cleanly (no reset) when the app closes', async () => {
    const site = await startSite({ apiBaseUrl: content.url });
    const raw = await rawConnect(site.url);
    const errors: Error[] = [];
    raw.socket.on('error', (err) => errors.push(err));
    raw.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await until(() => statuses(raw.text()).length === 1);
    await site.app.close();
    const text = await raw.closed;
    expect(statuses(text)).toEqual([200]);
    expect(errors).toEqual([]);
  });
});
