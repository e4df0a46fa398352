/**
 * The Docker image boots (no container engine here): the runtime stage's COPY lines are read
 * from the Dockerfile and exactly that file set is assembled into a fresh directory, the deps
 * stage's production-only install is run there, and the content service and the site are
 * started from it as an unprivileged user, as `docker compose up` would run them.
 */
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { freePort } from '../support/ports.ts';
import { startProcess, waitForOk, type Proc } from '../support/processes.ts';

const ROOT = resolve(import.meta.dirname, '../..');

interface Stage {
  name: string;
  lines: string[];
}

/** Dockerfile stages with continuation lines joined and comments dropped. */
function parseStages(text: string): Stage[] {
  const lines = text.replace(/\\\n/g, ' ').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) stages.push({ name: from[1] ?? `stage${stages.length}`, lines: [] });
    else stages.at(-1)!.lines.push(line);
  }
  return stages;
}

/** `COPY [--from=x] src… dst` with paths as written. */
function copies(stage: Stage): { from: string | null; srcs: string[]; dst: string }[] {
  return stage.lines
    .filter((l) => /^COPY\s/i.test(l))
    .map((l) => {
      const words = l.split(/\s+/).slice(1);
      const from = words[0]!.startsWith('--from=') ? words.shift()!.slice('--from='.length) : null;
      const dst = words.pop()!;
      return { from, srcs: words, dst };
    });
}

const WORKDIR = '/app/';
/** A path inside a stage (`/app/x` or `./x` under WORKDIR /app) → relative to the stage root. */
const inApp = (p: string) => (p.startsWith(WORKDIR) ? p.slice(WORKDIR.length) : p.replace(/^\.\//, '')).replace(/\/$/, '');

const stages = parseStages(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'));
const runtime = stages.at(-1)!;
const deps = stages.find((s) => s.name === 'deps')!;
const env = Object.fromEntries(
  runtime.lines.filter((l) => /^ENV\s/i.test(l)).flatMap((l) => [...l.slice(4).matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1]!, m[2]!])),
);

let dir: string;
let app: string;
const procs: Proc[] = [];
let userSwitch: string[] = [];

/** The deps stage, faithfully: its context COPYs into a fresh root, then its RUN (offline-first). */
function installProductionDeps(): string {
  const root = join(dir, 'deps');
  for (const c of copies(deps)) {
    expect(c.from).toBeNull();
    for (const src of c.srcs) {
      const target = c.dst.endsWith('/') ? join(root, inApp(c.dst), src.split('/').pop()!) : join(root, inApp(c.dst));
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(join(ROOT, src), target);
    }
  }
  const run = deps.lines.filter((l) => /^RUN\s/i.test(l)).map((l) => l.slice(4).trim());
  expect(run).toHaveLength(1);
  const [npm, ...args] = run[0]!.split(/\s+/);
  expect([npm, args[0]]).toEqual(['npm', 'ci']);
  expect(args).toEqual(expect.arrayContaining(['--omit=dev', '--ignore-scripts']));
  execFileSync('npm', [...args, '--prefer-offline', '--loglevel=error'], { cwd: root, stdio: 'pipe' });
  return join(root, 'node_modules');
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ql-image-'));
  chmodSync(dir, 0o755);
  app = join(dir, 'app');
  mkdirSync(app);
  for (const c of copies(runtime)) {
    expect(c.srcs).toHaveLength(1);
    const src = inApp(c.srcs[0]!);
    const dst = join(app, inApp(c.dst));
    mkdirSync(dirname(dst), { recursive: true });
    if (c.from === 'deps') {
      expect(src).toBe('node_modules');
      renameSync(installProductionDeps(), dst);
    } else {
      expect(c.from).toBe('build');
      // The build stage's /app is the repository after `npm run build` (npm test builds first).
      cpSync(join(ROOT, src), dst, { recursive: true, verbatimSymlinks: true });
    }
  }
  // The image brings its own node binary; ours lives under /root, which `nobody` cannot enter.
  const node = join(dir, 'bin/node');
  mkdirSync(dirname(node));
  copyFileSync(process.execPath, node);
  chmodSync(node, 0o755);
  mkdirSync(join(app, 'data'));
  chmodSync(join(app, 'data'), 0o777);
  if (process.getuid?.() === 0) userSwitch = ['/usr/sbin/runuser', '-u', 'nobody', '--'];

  [contentPort, sitePort] = await Promise.all([freePort(), freePort()]);
  const base = { PATH: `${dirname(node)}:/usr/bin:/bin`, HOME: dir, ...env, CONTENT_DB_PATH: join(app, 'data/content.db'), LOG_LEVEL: 'warn' };
  const run = (args: string[], extra: Record<string, string>) => {
    const [cmd, ...rest] = [...userSwitch, node, ...args];
    const p = startProcess(cmd!, rest, { cwd: app, env: { ...base, ...extra } });
    procs.push(p);
    return p;
  };
  // As docker-compose.yml runs them: the content service on its own, the site pointed at it.
  const content = run(['content-service/src/main.js'], { CONTENT_HOST: '127.0.0.1', CONTENT_PORT: String(contentPort), RESERVATIONS_KEY: randomBytes(32).toString('base64') });
  await waitForOk(`http://127.0.0.1:${contentPort}/health`, content);
  const site = run(['server/main.js'], { HOST: '127.0.0.1', PORT: String(sitePort), API_BASE_URL: `http://127.0.0.1:${contentPort}`, SHUTDOWN_DRAIN_MS: '0', METRICS_PORT: '0' });
  siteUrl = `http://127.0.0.1:${sitePort}`;
  await waitForOk(`${siteUrl}/healthz`, site);
}, 240_000);

let siteUrl = '';
let contentPort = 0;
let sitePort = 0;

afterAll(async () => {
  await Promise.all(procs.map((p) => p.kill()));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the Docker image', () => {
  it('runs as an unprivileged user', () => {
    // The image has `USER node`; here `nobody` stands in for it. Run as a normal user, the
    // test needs no switch: its processes are unprivileged already.
    expect(runtime.lines).toContain('USER node');
    const root = process.getuid!() === 0;
    expect(userSwitch).toEqual(root ? ['/usr/sbin/runuser', '-u', 'nobody', '--'] : []);
    // The content service created its database as that user.
    expect(statSync(join(app, 'data/content.db')).uid).toBe(root ? Number(execFileSync('id', ['-u', 'nobody']).toString().trim()) : process.getuid!());
  });

  it('serves pages, media and health from the assembled file set', async () => {
    for (const path of ['/', '/en/hotel', '/media/photos/w480/altai.jpg', '/healthz']) {
      const res = await fetch(siteUrl + path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      await res.arrayBuffer();
    }
    const photo = await fetch(`${siteUrl}/media/photos/w480/altai.jpg`);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
  });

  it('carries no build tools in node_modules', () => {
    const installed = readdirSync(join(app, 'node_modules'));
    for (const name of ['typescript', 'sharp', 'vite', 'vitest', '@img', '@types']) expect(installed).not.toContain(name);
    expect(existsSync(join(app, 'node_modules/fastify/package.json'))).toBe(true);
  });

  it('runs tini as PID 1', () => {
    expect(runtime.lines).toContain('ENTRYPOINT ["/usr/bin/tini", "--"]');
    expect(runtime.lines.some((l) => /^RUN apt-get update && apt-get install -y --no-install-recommends tini /.test(l))).toBe(true);
  });

  /** A health check command run as the container would: /app is the assembled file set, the image's ENV plus `env`. */
  function healthCheck(cmd: string[], env: Record<string, string>): number {
    const [first, ...rest] = [...userSwitch, ...cmd.map((w) => (w.startsWith(WORKDIR) ? join(app, w.slice(WORKDIR.length)) : w))];
    try {
      execFileSync(first!, rest, { env: { PATH: '/usr/bin:/bin', ...env }, stdio: 'pipe', timeout: 10_000 });
      return 0;
    } catch (err) {
      return (err as { status: number | null }).status ?? -1;
    }
  }

  it("checks each service's health without a second Node process, on that service's own port", () => {
    // The image's check: the site's /healthz on $PORT.
    const line = runtime.lines.find((l) => l.startsWith('HEALTHCHECK '))!;
    const siteCheck = JSON.parse(/ CMD (\[.*\])$/.exec(line)![1]!) as string[];
    expect(siteCheck).toEqual(['/app/deploy/healthcheck.sh']);
    expect(readFileSync(join(app, 'deploy/healthcheck.sh'), 'utf8').split('\n')[0]).toBe('#!/bin/bash');
    expect(healthCheck(siteCheck, { ...env, PORT: String(sitePort) })).toBe(0);
    // The content container's own check in docker-compose.yml: its CONTENT_PORT and /health.
    const compose = parseYaml(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8')) as { services: Record<string, { healthcheck?: { test: string[] }; environment?: Record<string, string> }> };
    const [kind, ...contentCheck] = compose.services.content!.healthcheck!.test;
    expect([kind, ...contentCheck]).toEqual(['CMD', '/app/deploy/healthcheck.sh', compose.services.content!.environment!.CONTENT_PORT, '/health']);
    expect(healthCheck([contentCheck[0]!, String(contentPort), contentCheck[2]!], env)).toBe(0);
    // Aimed at the wrong port, each fails: the site's check at the content service (no
    // /healthz there), the content check at the site (no /health), either at a closed port.
    expect(healthCheck(siteCheck, { ...env, PORT: String(contentPort) })).toBe(1);
    expect(healthCheck([contentCheck[0]!, String(sitePort), contentCheck[2]!], env)).toBe(1);
    expect(healthCheck(siteCheck, { ...env, PORT: '1' })).toBe(1);
  });
});
