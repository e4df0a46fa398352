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

export function createRenderSlots(concurrency: number): RenderSlots {
  const limit = pLimit(concurrency);
  return {
    run: (render) => limit(render),
    get running() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}
