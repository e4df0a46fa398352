/**
 * Prints each project's wall time and the slowest files (./timings.ts), then the run's real
 * totals as the last line: `N passed, N failed` (and skipped), the plain closing line CI reads.
 */
import type { Reporter, TestModule, Vitest } from 'vitest/node';
import { RunTimings } from './timings.ts';

export default class SummaryReporter implements Reporter {
  private readonly timings = new RunTimings();
  private root = process.cwd();

  onInit(vitest: Vitest): void {
    this.root = vitest.config.root;
  }

  onTestModuleStart(m: TestModule): void {
    this.timings.start(m);
  }

  onTestModuleEnd(m: TestModule): void {
    this.timings.end(m);
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const m of modules) {
      let testsFailed = 0;
      for (const t of m.children.allTests()) {
        const state = t.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') testsFailed++;
        else skipped++;
      }
      failed += testsFailed;
      // A file that failed outside its tests is a failure: it did not load, or a beforeAll hook
      // threw (e.g. redis-server missing) and left its tests skipped.
      if (m.state() === 'failed' && testsFailed === 0) failed++;
    }
    failed += unhandledErrors.length;
    for (const line of this.timings.lines(modules, this.root)) process.stdout.write(`${line}\n`);
    process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
  }
}
