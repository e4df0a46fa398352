/**
 * deploy/grafana/qinglan.json (docs/monitoring.md): every panel's PromQL parses in Debian's
 * promtool (written, with the dashboard's variables given values, as recording rules into a temp
 * file for `promtool check rules`), and names only series that exist: what a running replica
 * (with REDIS_URL) and the content service export, the recording rules of deploy/prometheus/, or
 * Prometheus's own `up`. Both checks are shown failing on a broken panel.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { buildInternalApp } from '../../server/ops/internal.ts';
import { PROMETHEUS_DIR, promtool, readYaml, type RuleFile } from '../support/prometheus.ts';
import { upstreamSuite } from '../support/upstream-suite.ts';

interface Panel {
  id: number;
  type: string;
  title: string;
  datasource?: { type: string; uid: string };
  gridPos: { x: number; y: number; w: number; h: number };
  targets?: { refId: string; expr: string; datasource: { uid: string } }[];
}
interface Dashboard {
  __inputs: { name: string; pluginId: string }[];
  panels: Panel[];
  templating: { list: { name: string; query: { query: string } }[] };
}

const dashboard = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../deploy/grafana/qinglan.json'), 'utf8')) as Dashboard;
const panels = dashboard.panels.filter((p) => p.type !== 'row');
/** The dashboard's variables as a query would see them with every replica chosen. */
const VALUES: Record<string, string> = { $__rate_interval: '1m', $instance: '.*' };
const withValues = (expr: string) => expr.replace(/\$__rate_interval|\$instance/g, (v) => VALUES[v]!);

/** Every query of the dashboard: the panels' targets and the variables' (`label_values(<selector>, label)` → the selector). */
const queries = (d: Dashboard): { where: string; expr: string }[] => [
  ...d.panels.flatMap((p) => (p.targets ?? []).map((t) => ({ where: `${p.title} ${t.refId}`, expr: withValues(t.expr) }))),
  ...d.templating.list.map((v) => ({ where: `variable ${v.name}`, expr: /^label_values\((.+),\s*\w+\)$/.exec(v.query.query)![1]! })),
];

/** The series names a PromQL expression reads: identifiers left once label matchers, ranges, groupings, functions and keywords are taken out. */
function seriesIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const keywords = new Set(['and', 'or', 'unless', 'bool', 'offset']);
  // A name followed by `(` is a function or an aggregation; numbers (1e3) are no names.
  return [...bare.matchAll(/(\d[\w.]*)|([a-zA-Z_:][a-zA-Z0-9_:]*)(\s*\()?/g)].filter((m) => m[2] && !m[3] && !keywords.has(m[2]) && !/^(inf|nan)$/i.test(m[2])).map((m) => m[2]!);
}

/** Series names a /metrics text exports (`# TYPE` lines: a histogram as its _bucket, _count and _sum). */
function exported(text: string): string[] {
  return [...text.matchAll(/^# TYPE (\S+) (\w+)$/gm)].flatMap(([, name, type]) =>
    type === 'histogram' ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : type === 'summary' ? [name!, `${name}_count`, `${name}_sum`] : [name!],
  );
}

const recorded = ['recording.rules.yml'].flatMap((f) => readYaml<RuleFile>(join(PROMETHEUS_DIR, f)).groups.flatMap((g) => g.rules.map((r) => r.record!)));

/** promtool's verdict on the queries written as recording rules in a temp file. */
function checkParses(qs: { where: string; expr: string }[]): { code: number | null; out: string } {
  const dir = mkdtempSync(join(tmpdir(), 'grafana-promql-'));
  try {
    const rules = { groups: [{ name: 'dashboard', rules: qs.map((q, i) => ({ record: `dashboard:query_${i}`, expr: q.expr })) }] };
    writeFileSync(join(dir, 'dashboard.rules.yml'), stringify(rules));
    return promtool(['check', 'rules', 'dashboard.rules.yml'], dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `where: name` for each series a query reads that is not in `known`. */
const unknownSeries = (qs: { where: string; expr: string }[], known: Set<string>) => qs.flatMap((q) => seriesIn(q.expr).filter((n) => !known.has(n)).map((n) => `${q.where}: ${n}`));

const scenario = upstreamSuite({ redis: true });
let known: Set<string>;

beforeAll(async () => {
  const site = await scenario.site({ env: { REDIS_URL: scenario.redis.url } });
  // One page, so the upstream endpoints and their breakers have series too.
  expect((await fetch(`${site.url}/en/trends`)).status).toBe(200);
  const siteText = (await buildInternalApp(site).inject({ method: 'GET', url: '/metrics' })).body;
  const contentText = await (await fetch(`${scenario.content.url}/metrics`)).text();
  known = new Set([...exported(siteText), ...exported(contentText), ...recorded, 'up']);
});

describe('the Grafana dashboard', () => {
  it('has the panels ops need, each on the imported Prometheus, side by side without overlap', () => {
    expect(dashboard.__inputs).toEqual([expect.objectContaining({ name: 'DS_PROMETHEUS', pluginId: 'prometheus' })]);
    expect(panels.map((p) => p.title)).toEqual([
      'Requests by status', '5xx ratio', 'Page p99 latency', 'Busiest routes',
      'Page cache hit ratio', 'Page cache events',
      'Upstream failures by endpoint', 'Upstream calls by outcome', 'Upstream p99 by endpoint', 'Breakers not closed',
      'Targets up', 'Readiness', 'Redis', 'Render slots', 'Memory',
      'Reservation forms by outcome', 'Reservations refused', 'Desk answers (content service)', 'Builds running',
    ]);
    for (const p of panels) {
      expect([p.title, p.datasource?.uid, ...(p.targets ?? []).map((t) => t.datasource.uid)]).toEqual([p.title, '${DS_PROMETHEUS}', ...(p.targets ?? []).map(() => '${DS_PROMETHEUS}')]);
      expect(p.gridPos.x + p.gridPos.w).toBeLessThanOrEqual(24);
    }
    const cells = dashboard.panels.flatMap((p) => Array.from({ length: p.gridPos.h * p.gridPos.w }, (_, i) => `${p.gridPos.x + (i % p.gridPos.w)},${p.gridPos.y + Math.floor(i / p.gridPos.w)}`));
    expect(new Set(cells).size).toBe(cells.length);
  });

  it("every query parses in promtool", () => {
    const qs = queries(dashboard);
    const { code, out } = checkParses(qs);
    expect({ code, out }).toEqual({ code: 0, out: `Checking dashboard.rules.yml\n  SUCCESS: ${qs.length} rules found\n\n` });
  });

  it('every series a query reads is exported by the site or the content service, or recorded', () => {
    const qs = queries(dashboard);
    expect(qs.filter((q) => seriesIn(q.expr).length === 0)).toEqual([]);
    expect(unknownSeries(qs, known)).toEqual([]);
  });

  it('both checks fail on a broken panel: a misspelt series, PromQL that does not parse', () => {
    const broken = [{ where: 'Broken A', expr: 'sum(rate(http_request_duration_second_count[1m]))' }];
    expect(unknownSeries(broken, known)).toEqual(['Broken A: http_request_duration_second_count']);
    const { code, out } = checkParses([{ where: 'Broken B', expr: 'sum by (status) (rate(http_request_duration_seconds_count[1m])' }]);
    expect(code).toBe(1);
    expect(out).toMatch(/FAILED:[\s\S]*parse error/);
  });

  it('reads series names out of PromQL as Prometheus does', () => {
    expect(seriesIn('topk(5, histogram_quantile(0.99, sum by (endpoint, le) (rate(upstream_request_duration_seconds_bucket{job="a",x=~"b|c"}[1m]))))')).toEqual(['upstream_request_duration_seconds_bucket']);
    expect(seriesIn('job:a:ratio > 0 and on (job) b_total offset 5m or 1e3 * up')).toEqual(['job:a:ratio', 'b_total', 'up']);
  });
});
