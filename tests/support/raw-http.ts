/** Raw HTTP/1.1 over a socket, for what supertest cannot send (two Host headers, pipelining, trickled bodies). */
import { connect, type Socket } from 'node:net';

export interface RawExchange {
  socket: Socket;
  /** Everything received so far. */
  text(): string;
  /** Resolves when the server has closed the socket, with everything it sent. */
  closed: Promise<string>;
}

export function rawConnect(siteUrl: string): Promise<RawExchange> {
  const { hostname, port } = new URL(siteUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    const closed = new Promise<string>((res) => socket.once('close', () => res(received)));
    socket.once('error', () => {});
    socket.once('connect', () => resolve({ socket, text: () => received, closed }));
    socket.once('error', reject);
  });
}

/** Status codes of every response in a raw exchange, in order. */
export function statuses(raw: string): number[] {
  return [...raw.matchAll(/HTTP\/1\.1 (\d{3}) [A-Z]/g)].map((m) => Number(m[1]));
}
