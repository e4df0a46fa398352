/**
 * Standalone content service: `npm run content` (env CONTENT_PORT, CONTENT_HOST,
 * CONTENT_DB_PATH, CONTENT_SEED_DIR, PUBLISH_HOOK_URL, PUBLISH_WEBHOOK_SECRET, CLOCK_NOW, LOG_LEVEL; see README.md), loaded by main.js once the Node
 * version gate has passed.
 */
import { ConfigError, readContentEnv } from './config.ts';
import { DatabaseOpenError } from './db/schema.ts';
import { startContentService } from './index.ts';

let env;
try {
  env = readContentEnv();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(`content service: ${err.message}`);
  process.exit(1);
}

const { logLevel, ...options } = env;
const service = await startContentService({ ...options, logger: { level: logLevel } }).catch((err: unknown) => {
  // A taken port, a database path that cannot be created or a broken seed file: one clear line, no stack.
  const variable = err instanceof DatabaseOpenError ? 'CONTENT_DB_PATH: ' : '';
  console.error(`content service: could not start: ${variable}${(err as Error).message}`);
  process.exit(1);
});
console.log(`content service listening on ${service.url}`);

// Ops: `kill -HUP <pid>` reloads the seed folder now (it is also watched: README.md "Publishing").
process.on('SIGHUP', () => {
  service.reload().then(
    (r) => console.log(`content seed reload: ${r.files.length ? `${r.files.join(', ')} changed; ${r.seeded ? 'reseeded' : 'not reseeded'}${r.published ? `; published ${r.published.id}` : ''}` : 'no change'}`),
    (err: unknown) => console.error(`content seed reload failed: ${(err as Error).message}`),
  );
});

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    // Finish requests in flight, close the database, then exit.
    service.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
}
