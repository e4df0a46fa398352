/**
 * A controllable upstream on loopback for fault tests: by default it proxies to a real
 * content service; per API path it can answer code -1, a 5xx, non-JSON, hang, or drop the
 * connection. Counts calls per path.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Behaviour =
  | { kind: 'proxy' }
  | { kind: 'json'; body: unknown; status?: number }
  | { kind: 'raw'; body: string; status?: number; contentType?: string }
  | { kind: 'hang' }
  | { kind: 'drop' }
  | { kind: 'delay'; ms: number };

export interface FakeUpstream {
  url: string;
  /** Calls per API path (without query). */
  calls: Map<string, number>;
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
  const hanging = new Set<ServerResponse>();

  const proxy = async (req: IncomingMessage, res: ServerResponse) => {
    if (!target) {
      res.writeHead(404).end();
      return;
    }
    const r = await fetch(target + req.url, { headers: { 'accept-language': String(req.headers['accept-language'] ?? '') } });
    const body = Buffer.from(await r.arrayBuffer());
    res.writeHead(r.status, { 'content-type': r.headers.get('content-type') ?? 'application/json' }).end(body);
  };

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    calls.set(path, (calls.get(path) ?? 0) + 1);
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
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      case 'drop':
        req.socket.destroy();
        return;
      case 'delay':
        setTimeout(() => proxy(req, res).catch(() => res.destroy()), b.ms);
        return;
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    set: (path, behaviour) => behaviours.set(path, behaviour),
    setDefault: (behaviour) => {
      fallback = behaviour;
    },
    reset: () => {
      behaviours.clear();
      fallback = { kind: 'proxy' };
      calls.clear();
    },
    close: () =>
      new Promise<void>((r) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
