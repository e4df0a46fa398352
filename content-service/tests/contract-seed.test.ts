// @vitest-environment node
/** The contract against the repository's seed files (expectations derived from the files). */
import { SEED_DIR } from './helpers.ts';
import { contentSuite } from './suite-content.ts';
import { shellSuite } from './suite-shell.ts';

shellSuite('repo seed', SEED_DIR);
contentSuite('repo seed', SEED_DIR);
