/**
 * A real redis-server for tests (Debian's package; .ci/run installs it): its own port on
 * 127.0.0.1, no persistence, started as a child process and ready once it answers PING.
 * A missing binary fails the test with a message saying what to install, never a skip.
 */
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { freePort } from './ports.ts';
import { startProcess } from './processes.ts';

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

export interface RedisServer {
  url: string;
  port: number;
  /** Kills the server (SIGKILL), as a crashed Redis would go. */
  stop(): Promise<void>;
  /** Stops the process (SIGSTOP): connections stay open and nothing answers, a hung Redis. Returns the resume. */
  freeze(): () => void;
}

/** One PING over a raw socket: true on +PONG. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(1000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => {
      resolve(d.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      resolve(false);
      socket.destroy();
    });
  });
}

export async function startRedis(): Promise<RedisServer> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(`redis-server not found at ${REDIS_SERVER}: install Debian's redis-server package (apt-get install redis-server; .ci/run does) or set REDIS_SERVER_PATH`);
  }
  const port = await freePort();
  const proc = startProcess(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', tmpdir()], { cwd: tmpdir(), env: {} });
  // Ready once it logs so, then confirmed by PING (a port taken meanwhile would not answer +PONG from us).
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (proc.output().includes('Ready to accept connections')) resolve();
    };
    proc.child.stdout?.on('data', check);
    proc.child.once('exit', () => reject(new Error(`redis-server exited before it was ready: ${proc.output()}`)));
    check();
  });
  if (!(await ping(port))) {
    await proc.kill();
    throw new Error(`redis-server on port ${port} does not answer PING: ${proc.output()}`);
  }
  const pid = proc.child.pid!;
  const freeze = () => {
    process.kill(pid, 'SIGSTOP');
    return () => void process.kill(pid, 'SIGCONT');
  };
  return { url: `redis://127.0.0.1:${port}`, port, stop: () => proc.kill(), freeze };
}
