/**
 * Calls the site's publish webhook (shared/publish-hook.ts; content-service/README.md
 * "Publishing") after the data changed: one signed POST per event with a unique id, retried a
 * bounded number of times with doubling waits on a failure or a timeout. It runs beside the
 * requests it never delays (fire and forget); `idle()` waits for the calls under way (tests,
 * close). The secret is never logged.
 */
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../shared/clock.ts';
import { signPublish, type PublishEvent } from '../../../shared/publish-hook.ts';

export interface PublishHookOptions {
  /** The webhook's URL; a function when it is known only later (the embedding site's port). */
  url: string | (() => string);
  secret: string;
  /** Tries per event, the first included (default 4). */
  attempts?: number;
  /** Wait before the first retry, doubled for each next one (default 500 ms: 0.5 + 1 + 2 s). */
  backoffMs?: number;
  /** Per try (default 3000 ms). */
  timeoutMs?: number;
}

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface Publisher {
  /** Sends one event naming `paths` (in the background); returns its id. */
  publish(paths: string[]): string;
  /** Resolves when every call under way has ended (sent, or given up). */
  idle(): Promise<void>;
  /** Stops retrying: waits in progress end at once, nothing new is sent. */
  stop(): void;
}

export function createPublisher(opts: PublishHookOptions, now: Clock, log: Log): Publisher {
  const attempts = opts.attempts ?? 4;
  const backoffMs = opts.backoffMs ?? 500;
  const timeoutMs = opts.timeoutMs ?? 3000;
  const running = new Set<Promise<void>>();
  const stopper = new AbortController();

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        stopper.signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      stopper.signal.addEventListener('abort', done);
    });

  async function send(event: PublishEvent): Promise<void> {
    const body = JSON.stringify(event);
    for (let attempt = 1; attempt <= attempts && !stopper.signal.aborted; attempt++) {
      const url = typeof opts.url === 'function' ? opts.url() : opts.url;
      let problem: string;
      try {
        // Signed per try: a retry after a long wait still falls inside the receiver's window.
        const headers = await signPublish(opts.secret, body, now().getTime());
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body,
          signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), stopper.signal]),
        });
        await res.body?.cancel();
        if (res.ok) {
          log.info({ id: event.id, paths: event.paths, attempt, status: res.status }, 'publish webhook called');
          return;
        }
        problem = `HTTP ${res.status}`;
      } catch (err) {
        // fetch's own message is "fetch failed"; the reason is its cause's (ECONNREFUSED, bad port).
        const cause = (err as { cause?: { code?: string; message?: string } }).cause;
        problem = (err as Error).name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : (cause?.code ?? cause?.message ?? (err as Error).message);
      }
      const last = attempt === attempts || stopper.signal.aborted;
      (last ? log.error : log.warn).call(log, { id: event.id, attempt, attempts, problem }, last ? 'publish webhook failed; giving up' : 'publish webhook failed; will retry');
      if (!last) await pause(backoffMs * 2 ** (attempt - 1));
    }
  }

  return {
    publish(paths) {
      const event: PublishEvent = { id: randomUUID(), paths };
      const call = send(event).finally(() => running.delete(call));
      running.add(call);
      return event.id;
    },
    async idle() {
      while (running.size) await Promise.all([...running]);
    },
    stop() {
      stopper.abort();
    },
  };
}
