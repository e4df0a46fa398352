/**
 * Test runner config: unit, HTTP and browser tests in one run (`npm test` builds first).
 * The summary reporter prints the closing `N passed, N failed` line CI reads.
 */
import { defineConfig } from 'vitest/config';
import { iconSprite } from './scripts/vite/icon-sprite.ts';

export default defineConfig({
  // Components import the sprite URL (virtual:icon-sprite).
  plugins: [iconSprite()],
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx', 'content-service/tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // Polls wait for an event, not a duration: give them room on a loaded 2-core machine.
    expect: { poll: { timeout: 10_000, interval: 50 } },
    hookTimeout: 90_000,
    pool: 'forks',
    // Two cores: browser suites each start a site and a Chromium; keep the machine breathing.
    maxWorkers: 2,
    reporters: ['default', './tests/support/summary-reporter.ts'],
  },
});
