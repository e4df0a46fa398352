/**
 * The production topology on loopback: the standalone content service (`npm run content`),
 * two (or three) site replicas from the build (`node server/main.js`), and Debian's nginx running
 * deploy/nginx.conf in front, the replicas sharing one redis-server (REDIS_URL) as compose's
 * share valkey. Replica B runs from a copy of the repo whose build has one
 * extra hashed asset, as during a rolling update.
 */
import { cpSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { freePort } from '../support/ports.ts';
import { startProcess, waitForOk, type Proc } from '../support/processes.ts';
import { startRedis } from '../support/redis.ts';
import { writeLoopbackNginx } from './nginx-config.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** Only replica B's build has it (hash-like suffix, like Vite's output). */
export const ONLY_ON_B = '/assets/only-on-b-Xq7fT2aK.js';
export const ONLY_ON_B_BODY = 'console.log("build B");\n';

export interface EdgeStack {
  url: string;
  siteA: string;
  siteB: string;
  /** Each replica's internal listener (METRICS_PORT): /metrics and the readiness detail. */
  metricsA: string;
  metricsB: string;
  /** Every replica's site port and internal listener, in order (A, B, then C when asked for). */
  sites: string[];
  metrics: string[];
  replicaB: Proc;
  close(): Promise<void>;
}

/** A runnable copy of the repo (sources copied, node_modules linked) with its own dist/. */
function copyForReplicaB(dir: string): string {
  const root = join(dir, 'replica-b');
  const skip = new Set(['node_modules', '.git', 'dist']);
  cpSync(ROOT, root, { recursive: true, filter: (src) => !skip.has(relative(ROOT, src).split('/')[0] ?? '') });
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'));
  cpSync(join(ROOT, 'dist'), join(root, 'dist'), { recursive: true });
  writeFileSync(join(root, 'dist/client', ONLY_ON_B), ONLY_ON_B_BODY);
  return root;
}

export interface EdgeStackOptions {
  /** 2 (default) or 3: the third runs from the repo's own build, as A. */
  replicas?: 2 | 3;
  /** More variables for every replica (e.g. PUBLISH_WEBHOOK_SECRET). */
  env?: Record<string, string>;
  /** What the replicas call as their upstream, given the content service's URL (default: it). */
  upstream?: (contentUrl: string) => Promise<string>;
}

export async function startEdgeStack(opts: EdgeStackOptions = {}): Promise<EdgeStack> {
  const dir = mkdtempSync(join(tmpdir(), 'ql-edge-'));
  const procs: Proc[] = [];
  const stops: (() => Promise<void>)[] = [];
  const close = async () => {
    await Promise.all([...procs.map((p) => p.kill()), ...stops.map((stop) => stop())]);
  };
  try {
    const base = { ...process.env };
    delete base.API_BASE_URL;
    delete base.PUBLIC_ORIGIN;
    const redis = await startRedis();
    stops.push(redis.stop);
    const [contentPort, portA, portB, portC, listenPort, metricsPortA, metricsPortB, metricsPortC] = await Promise.all([
      freePort(), freePort(), freePort(), freePort(), freePort(), freePort(), freePort(), freePort(),
    ]);

    const content = startProcess('npm', ['run', 'content'], {
      cwd: ROOT,
      env: { ...base, CONTENT_PORT: String(contentPort), CONTENT_HOST: '127.0.0.1', CONTENT_DB_PATH: join(dir, 'content.db'), LOG_LEVEL: 'warn' },
    });
    procs.push(content);
    await waitForOk(`http://127.0.0.1:${contentPort}/health`, content);
    const apiBaseUrl = opts.upstream ? await opts.upstream(`http://127.0.0.1:${contentPort}`) : `http://127.0.0.1:${contentPort}`;

    // One proxy (nginx) in front: TRUST_PROXY=1 (docs/decisions/012-edge-rules.md).
    const replica = (cwd: string, port: number, metricsPort: number) =>
      startProcess(process.execPath, ['server/main.js'], {
        cwd,
        env: { ...base, PORT: String(port), METRICS_PORT: String(metricsPort), HOST: '127.0.0.1', API_BASE_URL: apiBaseUrl, PUBLIC_ORIGIN: 'http://127.0.0.1', TRUST_PROXY: '1', LOG_LEVEL: 'warn', REDIS_URL: redis.url, ...opts.env },
      });
    const ports = opts.replicas === 3 ? [portA, portB, portC] : [portA, portB];
    const metricsPorts = [metricsPortA, metricsPortB, metricsPortC].slice(0, ports.length);
    const started = ports.map((port, i) => replica(i === 1 ? copyForReplicaB(dir) : ROOT, port, metricsPorts[i]!));
    procs.push(...started);
    const sites = ports.map((port) => `http://127.0.0.1:${port}`);
    await Promise.all(sites.map((site, i) => waitForOk(`${site}/readyz`, started[i]!)));
    const [siteA, siteB] = sites as [string, string];

    const conf = writeLoopbackNginx(join(ROOT, 'deploy/nginx.conf'), { sitePorts: ports, contentPort, listenPort, dir });
    const nginx = startProcess(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { cwd: dir, env: base });
    procs.push(nginx);
    const url = `http://127.0.0.1:${listenPort}`;
    await waitForOk(`${url}/healthz`, nginx);
    const metrics = metricsPorts.map((port) => `http://127.0.0.1:${port}`);
    return { url, siteA, siteB, metricsA: metrics[0]!, metricsB: metrics[1]!, sites, metrics, replicaB: started[1]!, close };
  } catch (err) {
    await close();
    throw err;
  }
}

export interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request with exactly the given headers (fetch would add Accept-Encoding and decode). */
export function raw(url: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Raw> {
  return new Promise((resolvePromise, reject) => {
    const req = request(url, { method: opts.method ?? 'GET', headers: opts.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** Sum of one counter's samples carrying `label` over the replicas' internal /metrics. */
async function counterSum(metricsListeners: string[], name: string, label: string): Promise<number> {
  let total = 0;
  const sample = new RegExp(`^${name}\\{([^}]*)\\} (\\d+)$`);
  for (const base of metricsListeners) {
    const text = await (await fetch(`${base}/metrics`)).text();
    for (const line of text.split('\n')) {
      const m = sample.exec(line);
      if (m && m[1]!.split(',').includes(label)) total += Number(m[2]);
    }
  }
  return total;
}

/** Requests the replicas answered for a route label (`http_request_duration_seconds_count`). */
export const requestCount = (metricsListeners: string[], route: string) => counterSum(metricsListeners, 'http_request_duration_seconds_count', `route="${route}"`);

/** Calls the replicas made to one upstream endpoint (`upstream_requests_total`, every outcome). */
export const upstreamCalls = (metricsListeners: string[], endpoint: string) => counterSum(metricsListeners, 'upstream_requests_total', `endpoint="${endpoint}"`);
