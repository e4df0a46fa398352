/**
 * Reloading the seed while the service runs (content-service/README.md "Publishing"): when a
 * seed file changed, the whole seed is read and checked first, then written in one synchronous
 * step (seed/write.ts's transaction, then the swap of what is kept in memory), so no request
 * sees half of it; a file that does not parse leaves the old data serving and is logged. The
 * endpoints the changed files feed (changed-endpoints.ts) go to the publish webhook (hook.ts).
 * Reloads run one at a time; a change that arrives during one is picked up by the next.
 */
import type { EndpointPath } from '../../../shared/api/endpoints.ts';
import type { SeedResult } from '../seed/write.ts';
import { changedEndpoints } from './changed-endpoints.ts';
import type { Publisher } from './hook.ts';
import { changedFiles, hashSeedFiles, type SeedHashes } from './seed-files.ts';

export interface ReloadOutcome {
  /** Seed files added, removed or changed since the last reading. */
  files: string[];
  /** Whether the database was written (false: nothing changed, or the new seed was refused). */
  seeded: boolean;
  /** The publish event's id and paths, when the webhook was called. */
  published: { id: string; paths: EndpointPath[] } | null;
}

interface Log {
  debug(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface SeedReloadDeps {
  seedDir: string;
  /** Reads, checks and writes the whole seed; throws, changing nothing, on a bad file. */
  load: () => SeedResult;
  /** Work after a write that may wait (the QR files). */
  afterSeed?: () => Promise<void>;
  publisher: Publisher | null;
  log: Log;
}

export interface SeedReload {
  /** Reads the seed folder again; reseeds and publishes if a file changed. */
  reload(): Promise<ReloadOutcome>;
}

/** `hashes`: the files as the start-up seed read them. */
export function createSeedReload(deps: SeedReloadDeps, hashes: SeedHashes): SeedReload {
  let known = hashes;
  let queue: Promise<ReloadOutcome> = Promise.resolve({ files: [], seeded: false, published: null });

  async function once(): Promise<ReloadOutcome> {
    const now = hashSeedFiles(deps.seedDir);
    const files = changedFiles(known, now);
    if (!files.length) {
      deps.log.debug({ seedDir: deps.seedDir }, 'content seed folder read again; no file changed');
      return { files, seeded: false, published: null };
    }
    let result: SeedResult;
    try {
      result = deps.load();
    } catch (err) {
      // The old hashes stay, so the corrected file is seen as a change against the data served.
      deps.log.error({ files, err: (err as Error).message }, 'content seed changed but was refused; the previous data still serves');
      return { files, seeded: false, published: null };
    }
    known = now;
    deps.log.info({ files, seeded: result.seeded, checksum: result.checksum.slice(0, 12) }, 'content seed reloaded');
    if (!result.seeded) return { files, seeded: false, published: null };
    await deps.afterSeed?.();
    if (!deps.publisher) return { files, seeded: true, published: null };
    const paths = changedEndpoints(files);
    return { files, seeded: true, published: { id: deps.publisher.publish(paths), paths } };
  }

  return {
    reload() {
      queue = queue.then(once, once);
      return queue;
    },
  };
}
