/**
 * The load generator of `npm run bench` and `npm run test:hostile`, in its own process so it does not share a CPU
 * budget with the server it measures. Usage: node load.ts '<json options>'; prints one JSON
 * result line.
 */
import autocannon from 'autocannon';

interface Options {
  url: string;
  connections: number;
  /** Seconds; or `amount` requests in total. */
  duration?: number;
  amount?: number;
  headers?: Record<string, string>;
  /** Seconds before a request counts as a timeout. */
  timeout?: number;
  /** Paths each connection cycles through instead of the URL's own. */
  paths?: string[];
}

const opts = JSON.parse(process.argv[2]!) as Options;

/**
 * autocannon appends every body chunk to a string (`body += chunk`), decoding it as UTF-8. A
 * 134 KB Chinese page whose TCP segments happened to end inside a multi-byte character sent
 * that decoding down V8's slow path and held the generator, not the server, to a third of the
 * rate (the home page with the bench's pinned clock: 2.4k req/s from a raw socket replaying the
 * exact bytes, against 7k for the same page a minute later). Nothing here reads bodies, so the
 * client's queue drops them (setupClient runs after the queue is made and before the parser's
 * body callback, which calls it, is set); byte counts come from the socket, as before.
 */
const discardBodies = (client: unknown) => {
  (client as { pipelinedRequests: { addBody(data: Buffer): void } }).pipelinedRequests.addBody = () => {};
};

const result = await autocannon({
  setupClient: discardBodies,
  url: opts.url,
  connections: opts.connections,
  ...(opts.amount ? { amount: opts.amount } : { duration: opts.duration ?? 10 }),
  headers: opts.headers ?? {},
  timeout: opts.timeout ?? 10,
  ...(opts.paths ? { requests: opts.paths.map((path) => ({ method: 'GET' as const, path })) } : {}),
});
const ok = result['2xx'];
console.log(
  JSON.stringify({
    ok,
    rps: ok / (result.duration || 1),
    p50: result.latency.p50,
    p99: result.latency.p99,
    timeouts: result.timeouts,
    // autocannon counts a timeout as an error too.
    errors: result.errors - result.timeouts + result.non2xx,
    bytesPerRequest: ok ? result.throughput.total / (ok + result.non2xx) : 0,
    // Requests with no HTTP reply at all (socket errors and timeouts).
    noReply: result.errors,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])),
  }),
);
