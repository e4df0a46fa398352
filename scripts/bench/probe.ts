/**
 * Preloaded into the benchmarked site process (`node --expose-gc --import`): answers the
 * bench over the IPC channel with its memory, after a forced GC when asked. No HTTP route,
 * so the site under test is the production build unchanged.
 */
process.on('message', (msg: unknown) => {
  if (msg !== 'memory' && msg !== 'gc') return;
  if (msg === 'gc') (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  process.send?.({ rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, arrayBuffers: m.arrayBuffers });
});
// The IPC channel must not keep the site alive when the bench goes away.
process.channel?.unref();
