/**
 * Debian's real Prometheus against the site as ops run it (docs/monitoring.md §How the rules are
 * proved): a standalone content service and three site replicas (`node server/main.js`, needs
 * `npm run build`) on loopback, each replica's internal listener on a METRICS_PORT of its own.
 * Prometheus runs with a configuration made from deploy/prometheus/prometheus.yml (same jobs,
 * these targets, 1 s scrape and evaluation) and the real rule files with one change: every `for`
 * is 1 s, so an alert fires within seconds. The test waits until every target is up, SIGKILLs one
 * replica, and waits until that replica's ReplicaDown fires, and no other replica's. Polls, no
 * sleeps; each wait is bounded.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { freePort } from '../support/ports.ts';
import { startProcess, waitForOk, type Proc } from '../support/processes.ts';
import { PROMETHEUS_DIR, readYaml, startPrometheus, type PrometheusConfig, type RuleFile, type RunningPrometheus } from '../support/prometheus.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const NOW = '2026-07-15T10:30:00+08:00';
const REPLICAS = 3;

const dir = mkdtempSync(join(tmpdir(), 'prometheus-live-'));
const procs: Proc[] = [];
let prometheus: RunningPrometheus | null = null;
let contentTarget = '';
const replicas: { proc: Proc; site: string; metrics: string }[] = [];
const baseEnv = { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR, LOG_LEVEL: 'warn', CLOCK_NOW: NOW, NODE_ENV: 'production' };

async function startContent(): Promise<string> {
  const port = await freePort();
  const proc = startProcess(process.execPath, ['content-service/src/main.js'], {
    cwd: ROOT,
    env: {
      ...baseEnv,
      CONTENT_HOST: '127.0.0.1',
      CONTENT_PORT: String(port),
      CONTENT_DB_PATH: join(dir, 'content.db'),
      RESERVATIONS_DB_PATH: join(dir, 'reservations.db'),
      RESERVATIONS_KEY: randomBytes(32).toString('base64'),
    },
  });
  procs.push(proc);
  await waitForOk(`http://127.0.0.1:${port}/health`, proc);
  return `127.0.0.1:${port}`;
}

async function startReplica(content: string): Promise<(typeof replicas)[number]> {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const site = `http://127.0.0.1:${port}`;
  const proc = startProcess(process.execPath, ['server/main.js'], {
    cwd: ROOT,
    env: { ...baseEnv, HOST: '127.0.0.1', PORT: String(port), PUBLIC_ORIGIN: site, API_BASE_URL: `http://${content}`, METRICS_HOST: '127.0.0.1', METRICS_PORT: String(metricsPort) },
  });
  procs.push(proc);
  await waitForOk(`${site}/readyz`, proc);
  return { proc, site, metrics: `127.0.0.1:${metricsPort}` };
}

/**
 * The shipped configuration with these targets and 1 s intervals, and copies of its rule files
 * whose every `for` is 1 s (expressions, labels and annotations untouched). Returns its path.
 */
function liveConfig(): string {
  const config = readYaml<PrometheusConfig>(join(PROMETHEUS_DIR, 'prometheus.yml'));
  const targets: Record<string, string[]> = { 'qinglan-site': replicas.map((r) => r.metrics), 'qinglan-content': [contentTarget] };
  expect(config.scrape_configs.map((s) => s.job_name).sort()).toEqual(Object.keys(targets).sort());
  for (const file of config.rule_files) {
    const rules = readYaml<RuleFile>(join(PROMETHEUS_DIR, file));
    for (const rule of rules.groups.flatMap((g) => g.rules)) if (rule.for) rule.for = '1s';
    writeFileSync(join(dir, file), stringify(rules));
  }
  const live = {
    ...config,
    global: { ...config.global, scrape_interval: '1s', scrape_timeout: '1s', evaluation_interval: '1s' },
    scrape_configs: config.scrape_configs.map((s) => ({ ...s, static_configs: [{ targets: targets[s.job_name]! }] })),
  };
  writeFileSync(join(dir, 'prometheus.yml'), stringify(live));
  return join(dir, 'prometheus.yml');
}

interface Target {
  labels: { job: string; instance: string };
  health: 'up' | 'down' | 'unknown';
}
interface Alert {
  labels: Record<string, string>;
  state: 'pending' | 'firing';
}

// Start within 40 s (content service, three replicas at once, Prometheus); the test itself ~10 s.
beforeAll(async () => {
  contentTarget = await startContent();
  replicas.push(...(await Promise.all(Array.from({ length: REPLICAS }, () => startReplica(contentTarget)))));
  prometheus = await startPrometheus(liveConfig(), dir);
}, 40_000);
afterAll(async () => {
  await prometheus?.close();
  await Promise.all(procs.map((p) => p.kill()));
  rmSync(dir, { recursive: true, force: true });
}, 15_000);

const health = async () =>
  (await prometheus!.api<{ activeTargets: Target[] }>('targets')).activeTargets.map((t) => `${t.labels.job} ${t.labels.instance} ${t.health}`).sort();
const alerts = async (name: string) =>
  (await prometheus!.api<{ alerts: Alert[] }>('alerts')).alerts.filter((a) => a.labels.alertname === name).map((a) => `${a.labels.instance} ${a.state}`);

describe('Prometheus scraping three replicas and the content service', () => {
  it('sees every target up; a replica killed with SIGKILL fires its ReplicaDown, and only its own', { timeout: 30_000 }, async () => {
    const all = [...replicas.map((r) => `qinglan-site ${r.metrics}`), `qinglan-content ${contentTarget}`];
    const t0 = performance.now();
    await expect.poll(health, { timeout: 10_000, interval: 200 }).toEqual(all.map((t) => `${t} up`).sort());
    const upAfter = performance.now() - t0;
    // The gauges the alerts read are there (the replica's readiness, as scraped).
    const ready = await prometheus!.api<{ result: { metric: { instance: string } }[] }>(`query?query=${encodeURIComponent('site_readiness_state{state="ready"} == 1')}`);
    expect(ready.result.map((r) => r.metric.instance).sort()).toEqual(replicas.map((r) => r.metrics).sort());
    expect(await alerts('ReplicaDown')).toEqual([]);

    const [victim] = replicas;
    await victim!.proc.kill();
    const t1 = performance.now();
    await expect.poll(() => alerts('ReplicaDown'), { timeout: 15_000, interval: 200 }).toEqual([`${victim!.metrics} firing`]);
    // For the report: how long Prometheus took (not asserted: it depends on the machine's load).
    console.log(`[prometheus-live] every target up ${Math.round(upAfter)} ms after Prometheus was ready; ReplicaDown firing ${Math.round(performance.now() - t1)} ms after the SIGKILL`);
    expect(await health()).toEqual(all.map((t) => `${t} ${t.endsWith(victim!.metrics) ? 'down' : 'up'}`).sort());
    expect(await alerts('SiteDown')).toEqual([]);
    expect(await alerts('ContentServiceDown')).toEqual([]);
  });
});
