/**
 * What the production image runs the site with (the Dockerfile CMD's node flags and its ENV
 * MALLOC_* settings), read from the Dockerfile so the bench and the memory measurement run the
 * site as production does and cannot drift from it (docs/decisions/032-cheaper-render-and-memory.md).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dockerfile = readFileSync(join(resolve(import.meta.dirname, '../..'), 'Dockerfile'), 'utf8');
const imageEnv = (name: string) => new RegExp(`^ENV .*\\b${name}=(\\S+)`, 'm').exec(dockerfile)?.[1];

/** The node flags of the site's CMD (`--max-old-space-size=…` and the like). */
export const IMAGE_NODE_FLAGS = (JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[]).filter((a) => a.startsWith('--'));

/** glibc malloc settings of the image (or of this shell, which wins). */
export const IMAGE_MALLOC: Record<string, string> = Object.fromEntries(
  ['MALLOC_ARENA_MAX', 'MALLOC_MMAP_THRESHOLD_', 'MALLOC_TRIM_THRESHOLD_'].flatMap((k) => {
    const v = process.env[k] ?? imageEnv(k);
    return v ? [[k, v]] : [];
  }),
);
