// @vitest-environment node
/** The contract against a small complete fixture seed (every endpoint has data here). */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURE_SEED } from './helpers.ts';
import { contentSuite } from './suite-content.ts';
import { shellSuite } from './suite-shell.ts';

// The fixture's QR file must not land in the real media folder.
const media = mkdtempSync(join(tmpdir(), 'content-fixture-media-'));
shellSuite('fixture seed', FIXTURE_SEED, media);
contentSuite('fixture seed', FIXTURE_SEED, media);
