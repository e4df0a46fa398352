/**
 * `work`'s outcome, or `late()`'s once `ms` have passed (a `late` that throws rejects): the one
 * bound on a wait the server cannot let hang (a photo preview, a readiness probe, a Redis read).
 * The timer is cleared either way, so nothing keeps the process or the loop busy.
 */
export function orAfter<T>(work: Promise<T>, ms: number, late: () => T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<T>((resolve, reject) => {
    timer = setTimeout(() => {
      try {
        resolve(late());
      } catch (err) {
        reject(err);
      }
    }, ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
