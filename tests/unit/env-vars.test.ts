/**
 * The variables the site and the content service read (server/env-vars.ts, CONTENT_ENV_VARS;
 * the config loaders read through these lists) are each documented in README.md's
 * "Configuration", the table ops set the manifests from (docs/decisions/048-kubernetes.md).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_ENV_VARS } from '../../server/env-vars.ts';
import { CONTENT_ENV_VARS } from '../../content-service/src/config.ts';

const readme = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8');
const configuration = readme.slice(readme.indexOf('\n## Configuration'), readme.indexOf('\n## ', readme.indexOf('\n## Configuration') + 1));

describe('environment variables', () => {
  it('every one the site or the content service reads is in README "Configuration"', () => {
    const undocumented = [...new Set([...SITE_ENV_VARS, ...CONTENT_ENV_VARS])].filter((name) => !configuration.includes(`\`${name}\``));
    expect(configuration.length).toBeGreaterThan(1000);
    expect(undocumented).toEqual([]);
  });
});
