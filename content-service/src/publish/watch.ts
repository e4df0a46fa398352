/**
 * Notices writes to the seed folder (fs.watch, recursive) and reloads once they have settled:
 * an editor's save or a deploy's copy is many events, so a reload waits `debounceMs` after the
 * last one. Ops can also send SIGHUP (standalone.ts). Events carry no trust: the reload reads
 * and compares the files itself (reload.ts).
 */
import { watch, type FSWatcher } from 'node:fs';

/** After the last event in the folder (ms). */
const SEED_DEBOUNCE_MS = 300;
/** The seed's JSON files (publish/seed-files.ts reads the top level, articles/ and plan/). */
const SEED_FILE = /^(?:(?:articles|plan)\/)?[^/]+\.json$/;

export interface SeedWatch {
  close(): void;
}

export function watchSeedDir(seedDir: string, onSettled: () => void, debounceMs = SEED_DEBOUNCE_MS, onError?: (err: Error) => void): SeedWatch {
  let timer: NodeJS.Timeout | undefined;
  let watcher: FSWatcher | null = null;
  try {
    watcher = watch(seedDir, { recursive: true, persistent: false }, (_event, file) => {
      // Only seed files count: a database kept in the folder would otherwise wake the reload
      // with every write, its own included (a refused seed's rollback, again and again).
      if (file !== null && !SEED_FILE.test(file.replaceAll('\\', '/'))) return;
      clearTimeout(timer);
      timer = setTimeout(onSettled, debounceMs);
    });
    watcher.on('error', (err) => onError?.(err));
  } catch (err) {
    // A folder that cannot be watched still serves; SIGHUP reloads it.
    onError?.(err as Error);
  }
  return {
    close() {
      clearTimeout(timer);
      watcher?.close();
    },
  };
}
