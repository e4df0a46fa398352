/**
 * A lean client: the home page's first-load JavaScript (gzip) is measured (report in
 * /tmp/shots/first-load.json) and never contains the on-demand chunks (music player,
 * accessibility toolbar, image viewer). Screenshots for people: `npm run screenshots`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVE_DATA, startShellEnv, type ShellEnv } from '../support/browser-env.ts';

const SHOTS = '/tmp/shots';
let env: ShellEnv;
beforeAll(async () => {
  env = await startShellEnv();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await env?.close();
});

describe('first-load JavaScript of the home page', () => {
  it('is measured, and holds none of the on-demand chunks', async () => {
    const context = await env.browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    // Prefetch and the build check off: what is left is what the first screen needs.
    await context.addInitScript(SAVE_DATA);
    const page = await context.newPage();
    const scripts: Array<{ url: string; raw: number; gzip: number }> = [];
    const pending: Promise<void>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script' || !res.url().startsWith(env.site.url)) return;
      pending.push(
        res.body().then((b) => {
          scripts.push({ url: new URL(res.url()).pathname, raw: b.length, gzip: gzipSync(b, { level: 9 }).length });
        }),
      );
    });
    await page.goto(`${env.site.url}/`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const total = scripts.reduce((n, s) => n + s.gzip, 0);
    const report = { page: '/', totalGzipBytes: total, totalGzipKiB: +(total / 1024).toFixed(1), scripts: scripts.sort((a, b) => b.gzip - a.gzip) };
    writeFileSync(`${SHOTS}/first-load.json`, JSON.stringify(report, null, 2));
    console.log(`home first-load JS: ${report.totalGzipKiB} KiB gzip in ${scripts.length} files`);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /\/(MusicPanel|engine|A11yPanel|effects|viewer|Viewer)[-.]/.test(s.url))).toEqual([]);
    await context.close();
  });
});
