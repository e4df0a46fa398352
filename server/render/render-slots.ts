/**
 * At most `RENDER_CONCURRENCY` React renders run at once; the others wait their turn in order
 * of arrival (docs/decisions/039-render-slots.md). A render is one synchronous stretch of CPU
 * (the whole page, lazy parts included, before the shell is flushed); started all together,
 * they only take turns on the one event loop while every response's brotli stream stays open,
 * and V8 chases those encoders' memory. Measured on `/`, cache off, 50 connections, br: 52 ->
 * 76 req/s, p99 1.4-2.4 -> 0.8 s, CPU per page 28 -> 17 ms; without compression no change.
 * A slot covers the render alone: loaders and the lead photo's preview wait on I/O and hold none.
 */
import pLimit from 'p-limit';

export interface RenderSlots {
  /** Runs `render` in a slot, once one is free; resolves with its result. */
  run<T>(render: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/**
 * A turn starts in a task of its own. React's render runs in a microtask (`startWork` in
 * react-dom's Node server build), and p-limit hands a freed slot on in one too, so without this
 * a queue of renders ran back to back in one microtask checkpoint: the event loop neither
 * accepted connections nor read requests until the queue was empty. Under load the waiting
 * connections were accepted one per pass of the loop, a few per second: after 50 visitors left
 * at once, the next 50 waited up to 10 s to be heard (docs/decisions/039-render-slots.md).
 */
const aTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createRenderSlots(concurrency: number): RenderSlots {
  const limit = pLimit(concurrency);
  return {
    run: (render) => limit(() => aTurn().then(render)),
    get running() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}
