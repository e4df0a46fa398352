/**
 * Child processes for tests that run the site the way ops do (separate processes on loopback):
 * each in its own process group, so `npm run …` wrappers die with what they started.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface Proc {
  child: ChildProcess;
  /** Everything it printed so far (for failure messages). */
  output: () => string;
  /** False once it exited or could not start (e.g. the binary is missing). */
  running: () => boolean;
  /** SIGKILL the whole process group; resolves once the leader has exited. */
  kill: () => Promise<void>;
}

export function startProcess(command: string, args: string[], opts: { cwd: string; env: Record<string, string | undefined> }): Proc {
  const child = spawn(command, args, { cwd: opts.cwd, env: opts.env, stdio: 'pipe', detached: true });
  let out = '';
  const keep = (d: Buffer) => (out += d.toString());
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let spawnFailed = false;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', (err) => {
      spawnFailed = true;
      out += `\n${command}: ${err.message}`;
      resolve();
    });
  });
  return {
    child,
    output: () => out,
    running: () => !spawnFailed && child.exitCode === null && child.signalCode === null,
    kill: async () => {
      if (!spawnFailed && child.exitCode === null && child.signalCode === null && child.pid) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
      await exited;
    },
  };
}

/** Polls `url` until it answers 2xx; fails fast when the process exits. */
export async function waitForOk(url: string, proc: Proc, attempts = 400): Promise<void> {
  for (let i = 0; i < attempts; i++) {
    if (!proc.running()) throw new Error(`process ended (exit ${proc.child.exitCode}) before ${url} answered: ${proc.output()}`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never answered; output: ${proc.output()}`);
}
