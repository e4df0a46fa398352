/**
 * Network hints (docs/behaviour.md §9): build checks wait on very slow connections and prefetching is
 * skipped on data-saver or 2g. navigator.connection is Chromium-only; elsewhere: not slow.
 */
interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

function connection(): NetworkInformationLike | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

/** Data-saver on, or an effective type of 2g / slow-2g. */
export function isSlowConnection(): boolean {
  const c = connection();
  if (!c) return false;
  return c.saveData === true || c.effectiveType === '2g' || c.effectiveType === 'slow-2g';
}
