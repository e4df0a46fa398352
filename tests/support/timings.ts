/**
 * The run's timings, printed by the summary reporter on every run so drift is seen before it
 * is a problem: each project's wall time (its first file's start to its last file's end),
 * files and tests, and the ten slowest files by wall time (start to end, hooks included).
 * Wall time, not CPU: what CI's time limit counts.
 */
import type { TestModule } from 'vitest/node';

const SLOWEST = 10;

export class RunTimings {
  private readonly started = new Map<TestModule, number>();
  private readonly ended = new Map<TestModule, number>();

  start(m: TestModule, at = performance.now()): void {
    this.started.set(m, at);
  }

  end(m: TestModule, at = performance.now()): void {
    this.ended.set(m, at);
  }

  /** The report's lines (empty when no file ran). */
  lines(modules: ReadonlyArray<TestModule>, root: string): string[] {
    const spans = modules
      .map((m) => ({ m, from: this.started.get(m), to: this.ended.get(m) }))
      .filter((s): s is { m: TestModule; from: number; to: number } => s.from !== undefined && s.to !== undefined);
    if (!spans.length) return [];
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const byProject = new Map<string, typeof spans>();
    for (const span of spans) {
      const name = span.m.project.name || 'default';
      byProject.set(name, [...(byProject.get(name) ?? []), span]);
    }
    const out = ['', 'Timings (wall time)'];
    for (const [name, list] of [...byProject].sort(([a], [b]) => a.localeCompare(b))) {
      const wall = Math.max(...list.map((x) => x.to)) - Math.min(...list.map((x) => x.from));
      const tests = list.reduce((n, x) => n + [...x.m.children.allTests()].length, 0);
      out.push(`  project ${name.padEnd(8)} ${s(wall).padStart(8)}  ${String(list.length).padStart(3)} files  ${String(tests).padStart(4)} tests`);
    }
    out.push(`  slowest ${SLOWEST} files:`);
    for (const x of [...spans].sort((a, b) => b.to - b.from - (a.to - a.from)).slice(0, SLOWEST)) {
      out.push(`    ${s(x.to - x.from).padStart(8)}  ${x.m.project.name || 'default'}  ${x.m.moduleId.replace(`${root}/`, '')}`);
    }
    return out;
  }
}
