/**
 * Debian's Prometheus for tests (package `prometheus`, 2.42; .ci/run installs it): `promtool`
 * runs, the shipped configuration and rule files read as data, and a real `prometheus` started
 * on a loopback port of its own with a temp storage folder (never 9090). A missing binary fails
 * the test with what to install, never a skip. docs/monitoring.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { freePort } from './ports.ts';
import { startProcess, waitForOk, type Proc } from './processes.ts';

const ROOT = resolve(import.meta.dirname, '../..');
export const PROMETHEUS_DIR = join(ROOT, 'deploy/prometheus');
const PROMTOOL = process.env.PROMTOOL_PATH ?? '/usr/bin/promtool';
const PROMETHEUS = process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus';

function need(binary: string): string {
  if (!existsSync(binary)) throw new Error(`${binary} is missing: apt-get install prometheus (Debian's package has promtool and prometheus), or set PROMTOOL_PATH / PROMETHEUS_PATH`);
  return binary;
}

/** Runs promtool with `args` in `cwd`; its exit code and everything it printed. */
export function promtool(args: string[], cwd = PROMETHEUS_DIR): { code: number | null; out: string } {
  const res = spawnSync(need(PROMTOOL), args, { cwd, encoding: 'utf8', timeout: 60_000 });
  return { code: res.status, out: `${res.stdout}${res.stderr}` };
}

export const readYaml = <T>(path: string): T => parse(readFileSync(path, 'utf8')) as T;

interface Rule {
  alert?: string;
  record?: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
export interface RuleFile {
  groups: { name: string; interval?: string; rules: Rule[] }[];
}

interface ScrapeConfig {
  job_name: string;
  static_configs?: { targets: string[] }[];
  kubernetes_sd_configs?: { role: string }[];
  relabel_configs?: { source_labels?: string[]; regex?: string; action?: string; target_label?: string }[];
  [key: string]: unknown;
}
export interface PrometheusConfig {
  global: Record<string, string>;
  rule_files: string[];
  scrape_configs: ScrapeConfig[];
}

export interface RunningPrometheus {
  url: string;
  proc: Proc;
  /** GET one JSON API answer's `data` (throws on a non-success status). */
  api<T>(path: string): Promise<T>;
  close(): Promise<void>;
}

/** Starts `prometheus` on a free loopback port with `configFile`, storing in `dir`; resolves once it is ready. */
export async function startPrometheus(configFile: string, dir: string): Promise<RunningPrometheus> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const proc = startProcess(
    need(PROMETHEUS),
    [`--config.file=${configFile}`, `--storage.tsdb.path=${join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`, '--log.level=warn'],
    { cwd: dir, env: { PATH: process.env.PATH, HOME: dir } },
  );
  await waitForOk(`${url}/-/ready`, proc);
  return {
    url,
    proc,
    async api<T>(path: string) {
      const body = (await (await fetch(`${url}/api/v1/${path}`)).json()) as { status: string; data: T; error?: string };
      if (body.status !== 'success') throw new Error(`prometheus ${path}: ${body.error}`);
      return body.data;
    },
    close: () => proc.kill(),
  };
}
