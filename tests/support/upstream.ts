/**
 * A controllable upstream on loopback for fault tests: by default it proxies to a real
 * content service; per API path it can answer code -1, a 5xx, non-JSON, hang, drop the
 * connection (before or after the headers), trickle a body past any deadline, hold a reply
 * until the test opens a gate, or pass the real reply through an edit. Counts calls per path
 * and keeps the request headers of the last call to each.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Behaviour =
  | { kind: 'proxy' }
  | { kind: 'json'; body: unknown; status?: number }
  | { kind: 'raw'; body: string; status?: number; contentType?: string }
  | { kind: 'hang' }
  | { kind: 'drop' }
  | { kind: 'delay'; ms: number }
  /** Held until `open` settles, then proxied: lets a test decide when a reply arrives. */
  | { kind: 'gate'; open: Promise<void> }
  /** Headers and a start of JSON at once, then one space per `intervalMs`, never finishing. */
  | { kind: 'drip'; intervalMs: number }
  /** Headers and half a JSON body, then the connection is reset. */
  | { kind: 'reset-mid-body' }
  /** The real reply's JSON, changed by `edit`; a string result is sent as the body as is. */
  | { kind: 'edit'; edit: (reply: any) => unknown };

export interface FakeUpstream {
  url: string;
  /** Calls per API path (without query). */
  calls: Map<string, number>;
  /** Request headers of the last call, per API path (without query). */
  lastHeaders: Map<string, IncomingHttpHeaders>;
  set(path: string, behaviour: Behaviour): void;
  /** Applies to every path without its own behaviour. */
  setDefault(behaviour: Behaviour): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeUpstream(target: string | null): Promise<FakeUpstream> {
  const behaviours = new Map<string, Behaviour>();
  let fallback: Behaviour = { kind: 'proxy' };
  const calls = new Map<string, number>();
  const lastHeaders = new Map<string, IncomingHttpHeaders>();
  const hanging = new Set<ServerResponse>();
  const hold = (res: ServerResponse) => {
    hanging.add(res);
    res.on('close', () => hanging.delete(res));
  };

  const fetchTarget = (req: IncomingMessage) => fetch(target + String(req.url), { headers: { 'accept-language': String(req.headers['accept-language'] ?? '') } });
  const edited = async (req: IncomingMessage, res: ServerResponse, edit: (reply: any) => unknown) => {
    const out = edit(await (await fetchTarget(req)).json());
    res.writeHead(200, { 'content-type': 'application/json' }).end(typeof out === 'string' ? out : JSON.stringify(out));
  };

  const proxy = async (req: IncomingMessage, res: ServerResponse) => {
    if (!target) {
      res.writeHead(404).end();
      return;
    }
    const r = await fetchTarget(req);
    const body = Buffer.from(await r.arrayBuffer());
    res.writeHead(r.status, { 'content-type': r.headers.get('content-type') ?? 'application/json' }).end(body);
  };

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    calls.set(path, (calls.get(path) ?? 0) + 1);
    lastHeaders.set(path, req.headers);
    const b = behaviours.get(path) ?? fallback;
    switch (b.kind) {
      case 'proxy':
        proxy(req, res).catch(() => res.destroy());
        return;
      case 'json':
        res.writeHead(b.status ?? 200, { 'content-type': 'application/json' }).end(JSON.stringify(b.body));
        return;
      case 'raw':
        res.writeHead(b.status ?? 200, { 'content-type': b.contentType ?? 'text/html' }).end(b.body);
        return;
      case 'hang':
        hold(res);
        return;
      case 'drip': {
        hold(res);
        res.writeHead(200, { 'content-type': 'application/json' }).write('{"code":0,"msg":"');
        const timer = setInterval(() => res.write(' '), b.intervalMs);
        res.on('close', () => clearInterval(timer));
        return;
      }
      case 'reset-mid-body':
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
        res.write('{"code":0,"data":{"records":[', () => req.socket.destroy());
        return;
      case 'edit':
        if (!target) res.writeHead(404).end();
        else edited(req, res, b.edit).catch(() => res.destroy());
        return;
      case 'drop':
        req.socket.destroy();
        return;
      case 'delay':
        setTimeout(() => proxy(req, res).catch(() => res.destroy()), b.ms);
        return;
      case 'gate':
        hold(res);
        b.open.then(() => proxy(req, res)).catch(() => res.destroy());
        return;
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    lastHeaders,
    set: (path, behaviour) => behaviours.set(path, behaviour),
    setDefault: (behaviour) => {
      fallback = behaviour;
    },
    reset: () => {
      behaviours.clear();
      fallback = { kind: 'proxy' };
      calls.clear();
      lastHeaders.clear();
    },
    close: () =>
      new Promise<void>((r) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
