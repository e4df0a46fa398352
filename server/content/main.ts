/** Standalone content service: `npm run content` (env CONTENT_PORT, CONTENT_HOST, CONTENT_DB_PATH). */
import { ConfigError, readContentEnv } from './config.ts';
import { startContentService } from './service.ts';

let env;
try {
  env = readContentEnv();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(`content service: ${err.message}`);
  process.exit(1);
}

const service = await startContentService({ ...env, logger: { level: process.env.LOG_LEVEL ?? 'info' } }).catch(
  (err: unknown) => {
    // A taken port or a broken seed file: one clear line, no stack.
    console.error(`content service: could not start: ${(err as Error).message}`);
    process.exit(1);
  },
);
console.log(`content service listening on ${service.url}`);

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
