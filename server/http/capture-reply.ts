/**
 * A stand-in for Fastify's reply that buffers what a handler sends instead of writing it to
 * a socket, so the microcache (microcache.ts) can run the unchanged render path once and
 * serve the bytes to every visitor. It implements the part of FastifyReply our page and data
 * handlers use; its `raw` never closes, so a render is not aborted when the first visitor
 * leaves (the others still wait for it).
 */
import { EventEmitter } from 'node:events';
import type { FastifyReply } from 'fastify';

export interface Captured {
  status: number;
  /** Lower-case header names. */
  headers: Record<string, string>;
  body: Buffer;
}

type HeaderValue = string | number | string[];

function isReadable(x: unknown): x is NodeJS.ReadableStream {
  return typeof x === 'object' && x !== null && typeof (x as { pipe?: unknown }).pipe === 'function';
}

const captures = new WeakSet<object>();

/** Whether `reply` is a capturing stand-in: its body is kept whole, never compressed on the way (stream-encoding.ts). */
export const isCapture = (reply: FastifyReply): boolean => captures.has(reply);

/** Runs `handler` against a capturing reply; resolves with what it sent. */
export function capture(real: FastifyReply, handler: (reply: FastifyReply) => Promise<unknown>): Promise<Captured> {
  return new Promise<Captured>((resolve, reject) => {
    const headers: Record<string, string> = {};
    let status = 200;
    let sent = false;
    const raw = Object.assign(new EventEmitter(), { writableFinished: false, headersSent: false });
    const finish = (body: Buffer) => {
      raw.writableFinished = true;
      resolve({ status, headers, body });
    };

    const reply = {
      raw,
      request: real.request,
      log: real.log,
      get statusCode() {
        return status;
      },
      set statusCode(code: number) {
        status = code;
      },
      get sent() {
        return sent;
      },
      code(code: number) {
        status = code;
        return reply;
      },
      status(code: number) {
        status = code;
        return reply;
      },
      header(name: string, value: HeaderValue) {
        headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
        return reply;
      },
      headers(values: Record<string, HeaderValue>) {
        for (const [k, v] of Object.entries(values)) reply.header(k, v);
        return reply;
      },
      getHeader: (name: string) => headers[name.toLowerCase()],
      getHeaders: () => ({ ...headers }),
      hasHeader: (name: string) => name.toLowerCase() in headers,
      removeHeader(name: string) {
        delete headers[name.toLowerCase()];
        return reply;
      },
      type(contentType: string) {
        return reply.header('content-type', contentType);
      },
      redirect(location: string, code = 302) {
        return reply.code(code).header('location', location).send();
      },
      send(payload?: unknown) {
        if (sent) return reply;
        sent = true;
        if (isReadable(payload)) {
          const chunks: Buffer[] = [];
          payload.on('data', (c: Buffer | string) => chunks.push(typeof c === 'string' ? Buffer.from(c) : c));
          payload.once('end', () => finish(Buffer.concat(chunks)));
          payload.once('error', reject);
        } else if (payload === undefined || payload === null) {
          finish(Buffer.alloc(0));
        } else if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
          finish(Buffer.from(payload));
        } else {
          // Plain objects, as Fastify serialises them without a route schema.
          headers['content-type'] ??= 'application/json; charset=utf-8';
          finish(Buffer.from(JSON.stringify(payload)));
        }
        return reply;
      },
    };
    captures.add(reply);
    // The stand-in covers what our handlers call (above), not all of FastifyReply's surface.
    handler(reply as unknown as FastifyReply).then(
      () => {
        if (!sent) reject(new Error('handler finished without sending a reply'));
      },
      reject,
    );
  });
}
