/**
 * Test runner config: one run, six projects, each run, timed and scheduled by name
 * (`npx vitest run --project unit`; tests/support/README.md):
 *  - unit     pure modules, in-process (tests/unit)
 *  - content  the embedded content service (content-service/tests)
 *  - http     the real app against a real upstream on loopback (tests/http)
 *  - browser  Debian Chromium against the real app (tests/browser)
 *  - process  what only a separate process shows: start modes, start-up refusals, the engine
 *             check, the content service's own main (tests/process)
 *  - deploy   nginx, Redis, the image's files, the Kubernetes manifests and the Prometheus rules and dashboard, as deployed (tests/deploy)
 * `npm test` builds first. The summary reporter prints each project's wall time, the slowest
 * files and the closing `N passed, N failed` line CI reads.
 */
import { configDefaults, defineConfig } from 'vitest/config';
import { iconSprite } from './scripts/vite/icon-sprite.ts';

/** Files whose tests start processes of their own (slow to boot, scheduled by name). */
const PROCESS = ['tests/process/**/*.test.ts', 'content-service/tests/main.test.ts'];
const project = (name: string, include: string[], extra: Record<string, unknown> = {}) => ({
  extends: true as const,
  test: { name, include, exclude: [...configDefaults.exclude, ...(name === 'process' ? [] : PROCESS)], ...extra },
});

export default defineConfig({
  // Components import the sprite URL (virtual:icon-sprite).
  plugins: [iconSprite()],
  test: {
    environment: 'node',
    testTimeout: 30_000,
    // Polls wait for an event, not a duration: give them room on a loaded 2-core machine.
    expect: { poll: { timeout: 10_000, interval: 50 } },
    hookTimeout: 90_000,
    pool: 'forks',
    // Two cores: browser suites each start a site and a Chromium; keep the machine breathing.
    maxWorkers: 2,
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      // Pure modules: one worker runs many files (no per-file process start).
      project('unit', ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'], { isolate: false }),
      project('content', ['content-service/tests/**/*.test.ts']),
      project('http', ['tests/http/**/*.test.ts']),
      project('browser', ['tests/browser/**/*.test.ts'], { globalSetup: ['tests/support/browser-global.ts'] }),
      project('process', PROCESS),
      project('deploy', ['tests/deploy/**/*.test.ts']),
    ],
  },
});
