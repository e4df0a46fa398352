/**
 * `npm run measure:lighthouse`: Lighthouse's own mobile performance audit (its default config:
 * phone screen, 150 ms RTT and 1.6 Mbps and a 4x slower CPU, simulated) of the key pages, in
 * Debian Chromium against the built site on loopback. A fresh browser profile per run; prints
 * the median run (by score) of MEASURE_RUNS per page, and this machine's benchmark index,
 * which the simulated CPU slowdown is relative to. Needs `npm run build`. Figures are
 * indicative: run it on a quiet machine (docs/decisions/029-critical-css.md).
 * MEASURE_PAGES=comma-separated paths, MEASURE_RUNS=runs per page (default 3), MEASURE_REPORTS=a
 * directory to write each run's full report to (Lighthouse's JSON, which its viewer opens).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/browser.ts';
import { startStack } from '../tests/support/site.ts';
import { MEASURE_PAGES as PAGES } from './measure/pages.ts';

const RUNS = Number(process.env.MEASURE_RUNS ?? 3);
const REPORTS = process.env.MEASURE_REPORTS;

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  benchmarkIndex: number;
}

async function audit(url: string, name: string): Promise<Run> {
  // The browser asks for the page's own language: a first visit to / from an English browser
  // is sent to /en (the root redirect, docs/behaviour.md §4), which would measure another page.
  // chrome-launcher (Lighthouse's own launcher) gives each run a fresh profile and removes it on kill.
  const chromium = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', `--accept-lang=${/^\/en(\/|$)/.test(new URL(url).pathname) ? 'en' : 'zh-CN,zh'}`, ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (REPORTS) await writeFile(join(REPORTS, `${name}.json`), String(result.report));
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: lhr.categories.performance?.score ?? Number.NaN,
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      si: value('speed-index'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chromium.kill();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): that run is taken again, twice at most. */
async function auditWithRetry(url: string, name: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, name);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`${url}: ${(error as Error).message}; running it again`);
    }
  }
}

const s = (v: number) => `${(v / 1000).toFixed(2)} s`;

if (REPORTS) await mkdir(REPORTS, { recursive: true });
const site = await startStack();
try {
  console.log(`Lighthouse mobile (default config, simulated throttling), median of ${RUNS} by score`);
  console.log(['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index', 'scores of all runs', 'benchmark index'].join('\t'));
  for (const path of PAGES) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetry(site.url + path, `${path.replace(/[^\w]+/g, '_')}-${i + 1}`));
    const sorted = [...runs].sort((a, b) => a.score - b.score);
    const m = sorted[Math.floor(sorted.length / 2)]!;
    console.log(
      [path, m.score.toFixed(2), s(m.fcp), s(m.lcp), `${Math.round(m.tbt)} ms`, m.cls.toFixed(3), s(m.si), runs.map((r) => r.score.toFixed(2)).join(' '), Math.round(m.benchmarkIndex)].join('\t'),
    );
  }
} finally {
  await site.close();
}
