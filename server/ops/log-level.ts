/**
 * The log level of a running replica (docs/decisions/048-kubernetes.md): read and set on the
 * internal listener, no restart, and shown in /metrics as `site_log_level{level}` (1 for the
 * level in force, 0 for the others). Fastify makes each request's logger as a child of the
 * app's logger when the request arrives, without a level of its own (no route sets `logLevel`),
 * so a child takes the parent's level at that moment: requests that arrive after the change
 * follow it, a request already in flight keeps the level it started with.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import { LOG_LEVELS, type Config } from '../config.ts';

type Level = Config['logLevel'];

/** `{"level":"debug"}` or the bare word; null for anything that is not one of pino's levels. */
function parseLogLevel(body: unknown): Level | null {
  const raw = typeof body === 'string' ? body : typeof body === 'object' && body !== null ? (body as { level?: unknown }).level : null;
  const level = typeof raw === 'string' ? raw.trim() : '';
  return (LOG_LEVELS as readonly string[]).includes(level) ? (level as Level) : null;
}

const GAUGE = 'site_log_level';

export function registerLogLevel(internal: FastifyInstance, log: FastifyBaseLogger, registry: Registry): void {
  // One gauge per registry, read from the logger at each scrape (a second internal app for the
  // same site, as tests build, takes the gauge over).
  registry.removeSingleMetric(GAUGE);
  new Gauge({
    name: GAUGE,
    help: 'Log level in force in this replica (value 1; the other levels 0); set with PUT /log-level on the internal listener',
    labelNames: ['level'],
    registers: [registry],
    collect() {
      for (const level of LOG_LEVELS) this.set({ level }, level === log.level ? 1 : 0);
    },
  });
  internal.get('/log-level', async (_req, reply) => reply.header('cache-control', 'no-store').send({ level: log.level }));
  internal.put('/log-level', async (req, reply) => {
    const level = parseLogLevel(req.body);
    if (level === null) return reply.code(400).send({ error: `level must be one of ${LOG_LEVELS.join(', ')}` });
    const previous = log.level;
    log.level = level;
    // At warn, so the change itself is on record unless the new level hides warnings.
    log.warn({ previous, level }, 'log level changed at run time');
    return reply.header('cache-control', 'no-store').send({ level, previous });
  });
}
