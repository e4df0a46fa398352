/**
 * deploy/prometheus/ as shipped, checked by Debian's promtool (docs/monitoring.md): the compose
 * configuration and its rule files load (`promtool check config`, `check rules`), every alert
 * group's unit tests pass (`promtool test rules deploy/prometheus/tests/*.test.yml`, each alert
 * seen firing and not firing), every alert carries `for`, a severity, a summary, a description
 * and a runbook section that exists, and the Kubernetes example selects the pods by the labels
 * and port names deploy/kubernetes/ gives them. Each check is also shown failing on a broken
 * copy in a temp folder: a metric name with a typo, PromQL that does not parse, a misspelt key.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseAllDocuments, stringify } from 'yaml';
import { PROMETHEUS_DIR, promtool, readYaml, type PrometheusConfig, type RuleFile } from '../support/prometheus.ts';

const KUBERNETES_DIR = resolve(import.meta.dirname, '../../deploy/kubernetes');
/** The part of a workload manifest the scrape jobs select on. */
interface KubeObject {
  kind: string;
  spec: { template: { metadata: { labels: Record<string, string> }; spec: { containers: { ports?: { name?: string }[] }[] } } };
}
const MONITORING_DOC = readFileSync(resolve(import.meta.dirname, '../../docs/monitoring.md'), 'utf8');
const TESTS = readdirSync(join(PROMETHEUS_DIR, 'tests')).filter((f) => f.endsWith('.test.yml')).sort();
const alerts = readYaml<RuleFile>(join(PROMETHEUS_DIR, 'alerts.rules.yml'));
const temps: string[] = [];
afterAll(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A copy of deploy/prometheus/ in a temp folder, with `edit` applied to one file's text. */
function brokenCopy(file: string, edit: (text: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), 'prometheus-broken-'));
  temps.push(dir);
  cpSync(PROMETHEUS_DIR, dir, { recursive: true });
  const before = readFileSync(join(dir, file), 'utf8');
  const after = edit(before);
  expect(after).not.toBe(before);
  writeFileSync(join(dir, file), after);
  return dir;
}

interface AlertCase {
  alertname: string;
  exp_alerts?: unknown[];
}
const casesIn = (file: string): AlertCase[] =>
  readYaml<{ tests: { alert_rule_test?: AlertCase[] }[] }>(join(PROMETHEUS_DIR, 'tests', file)).tests.flatMap((t) => t.alert_rule_test ?? []);

describe('promtool on deploy/prometheus/', () => {
  it('check config: the compose configuration and both rule files load', () => {
    const { code, out } = promtool(['check', 'config', 'prometheus.yml']);
    expect({ code, out }).toMatchObject({ code: 0, out: expect.stringContaining('SUCCESS: 2 rule files found') });
    expect(out).toContain('SUCCESS: prometheus.yml is valid prometheus config file syntax');
  });

  it('check rules: every recording and alert rule parses', () => {
    const { code, out } = promtool(['check', 'rules', 'recording.rules.yml', 'alerts.rules.yml']);
    expect({ code, out }).toMatchObject({ code: 0 });
    expect(out.match(/SUCCESS: \d+ rules found/g)).toEqual(['SUCCESS: 14 rules found', 'SUCCESS: 14 rules found']);
  });

  it('test rules: one file per alert group, all passing', () => {
    expect(TESTS).toEqual(alerts.groups.map((g) => `${g.name.replace(/^qinglan-/, '')}.test.yml`).sort());
    const { code, out } = promtool(['test', 'rules', ...TESTS.map((f) => `tests/${f}`)]);
    expect({ code, out }).toMatchObject({ code: 0 });
    expect(out.match(/SUCCESS/g)).toHaveLength(TESTS.length);
  });
});

describe('the alerts', () => {
  const all = alerts.groups.flatMap((g) => g.rules.map((r) => ({ group: g.name, ...r })));

  it('are the ones ops are told about', () => {
    expect(all.map((r) => r.alert)).toEqual([
      'ReplicaDown', 'SiteDown', 'ContentServiceDown',
      'ReadinessDegraded', 'ReplicaUnavailable',
      'UpstreamFailing', 'UpstreamBreakerOpen',
      'HighErrorRatio', 'HighPageLatency', 'PageCacheHitRatioCollapse',
      'RedisUnreachable',
      'ReservationRefusalsHigh', 'ReservationConflictsRising', 'TicketDeskUnavailable',
    ]);
  });

  it.each(all.map((r) => [r.alert!, r] as const))('%s: for, severity, summary, description, a runbook section; tested firing and not firing', (name, rule) => {
    expect(rule.for).toMatch(/^\d+[smh]$/);
    expect(['critical', 'warning']).toContain(rule.labels?.severity);
    expect(Object.keys(rule.annotations ?? {}).sort()).toEqual(['description', 'runbook', 'summary']);
    expect(rule.annotations!.runbook).toBe(`docs/monitoring.md#${name.toLowerCase()}`);
    expect(MONITORING_DOC).toMatch(new RegExp(`^### ${name}$`, 'm'));
    const cases = casesIn(`${rule.group.replace(/^qinglan-/, '')}.test.yml`).filter((c) => c.alertname === name);
    expect(cases.some((c) => (c.exp_alerts ?? []).length > 0)).toBe(true);
    expect(cases.some((c) => (c.exp_alerts ?? []).length === 0)).toBe(true);
  });
});

describe('the Kubernetes example (deploy/prometheus/kubernetes.yml)', () => {
  const k8s = readYaml<PrometheusConfig>(join(PROMETHEUS_DIR, 'kubernetes.yml'));
  const compose = readYaml<PrometheusConfig>(join(PROMETHEUS_DIR, 'prometheus.yml'));

  /** Would this job keep a target with these discovery labels? Its `keep` steps, as Prometheus applies them (anchored regex on the `;`-joined values). */
  const keeps = (job: string, meta: Record<string, string>) =>
    k8s.scrape_configs
      .find((s) => s.job_name === job)!
      .relabel_configs!.filter((r) => r.action === 'keep')
      .every((r) => new RegExp(`^(?:${r.regex})$`).test(r.source_labels!.map((l) => meta[l] ?? '').join(';')));
  const pod = (component: string, port: string) => ({
    __meta_kubernetes_pod_label_app_kubernetes_io_name: 'qinglan',
    __meta_kubernetes_pod_label_app_kubernetes_io_component: component,
    __meta_kubernetes_pod_container_port_name: port,
  });

  it('has the jobs and rule files of the compose configuration, found as pods', () => {
    expect(k8s.scrape_configs.map((s) => s.job_name)).toEqual(compose.scrape_configs.map((s) => s.job_name));
    expect(k8s.rule_files).toEqual(compose.rule_files);
    expect(k8s.scrape_configs.map((s) => s.kubernetes_sd_configs)).toEqual([[{ role: 'pod' }], [{ role: 'pod' }]]);
  });

  it("keeps a site pod's metrics port and a content pod's content port, nothing else", () => {
    expect(keeps('qinglan-site', pod('site', 'metrics'))).toBe(true);
    expect(keeps('qinglan-site', pod('site', 'http'))).toBe(false);
    expect(keeps('qinglan-site', pod('content', 'metrics'))).toBe(false);
    expect(keeps('qinglan-site', { ...pod('site', 'metrics'), __meta_kubernetes_pod_label_app_kubernetes_io_name: 'other' })).toBe(false);
    expect(keeps('qinglan-content', pod('content', 'content'))).toBe(true);
    expect(keeps('qinglan-content', pod('content', 'http'))).toBe(false);
    expect(keeps('qinglan-content', pod('site', 'http'))).toBe(false);
  });

  it('finds the pods deploy/kubernetes/ runs: each job keeps exactly one of their named ports', () => {
    const templates = readdirSync(KUBERNETES_DIR)
      .filter((f) => f.endsWith('.yaml'))
      .flatMap((f) => parseAllDocuments(readFileSync(join(KUBERNETES_DIR, f), 'utf8')).map((d) => d.toJS() as KubeObject))
      .filter((o) => o?.kind === 'Deployment' || o?.kind === 'StatefulSet')
      .map((o) => o.spec.template);
    const targets = templates.flatMap((t) =>
      t.spec.containers.flatMap((c) =>
        (c.ports ?? []).map((p) => ({
          __meta_kubernetes_pod_label_app_kubernetes_io_name: t.metadata.labels['app.kubernetes.io/name'] ?? '',
          __meta_kubernetes_pod_label_app_kubernetes_io_component: t.metadata.labels['app.kubernetes.io/component'] ?? '',
          __meta_kubernetes_pod_container_port_name: p.name ?? '',
        })),
      ),
    );
    for (const job of ['qinglan-site', 'qinglan-content']) expect(targets.filter((t) => keeps(job, t)), job).toHaveLength(1);
  });

  it('loads in promtool once discovery is swapped for a static target (Debian builds Prometheus without Kubernetes discovery)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'prometheus-k8s-'));
    temps.push(dir);
    cpSync(PROMETHEUS_DIR, dir, { recursive: true });
    const statics = { ...k8s, scrape_configs: k8s.scrape_configs.map(({ kubernetes_sd_configs: _sd, ...job }) => ({ ...job, static_configs: [{ targets: ['127.0.0.1:9'] }] })) };
    writeFileSync(join(dir, 'kubernetes.yml'), stringify(statics));
    const { code, out } = promtool(['check', 'config', 'kubernetes.yml'], dir);
    expect({ code, out }).toMatchObject({ code: 0, out: expect.stringContaining('SUCCESS: kubernetes.yml is valid prometheus config file syntax') });
  });
});

describe('each check fails when its subject is broken', () => {
  it('test rules: ReplicaDown reading a misspelt metric (upp) never fires, and promtool says so', () => {
    const dir = brokenCopy('alerts.rules.yml', (t) => t.replace('expr: up{job="qinglan-site"} == 0', 'expr: upp{job="qinglan-site"} == 0'));
    const { code, out } = promtool(['test', 'rules', 'tests/targets.test.yml'], dir);
    expect(code).toBe(1);
    expect(out).toContain('FAILED');
    expect(out).toMatch(/alertname: ReplicaDown, time: 3m/);
  });

  it('check rules: PromQL that does not parse', () => {
    const dir = brokenCopy('recording.rules.yml', (t) => t.replace('sum by (job) (rate(http_request_duration_seconds_count[5m]))', 'sum by (job) (rate(http_request_duration_seconds_count[5m])'));
    const { code, out } = promtool(['check', 'rules', 'recording.rules.yml'], dir);
    expect(code).toBe(1);
    expect(out).toMatch(/FAILED:[\s\S]*parse error/);
  });

  it('check config: a misspelt key', () => {
    const dir = brokenCopy('prometheus.yml', (t) => t.replace('  scrape_interval: 15s', '  scrape_intervall: 15s'));
    const { code, out } = promtool(['check', 'config', 'prometheus.yml'], dir);
    expect(code).toBe(1);
    expect(out).toContain('field scrape_intervall not found');
  });
});
