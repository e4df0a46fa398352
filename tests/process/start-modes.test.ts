/**
 * The README's two ways to run: with no configuration the site starts the embedded content
 * service in-process and renders from it; with API_BASE_URL it uses a standalone service.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEV_PREAMBLE_URL } from '../../server/render/template.ts';
import { TEST_NOW } from '../support/clock.ts';
import { freePort } from '../support/ports.ts';
import { URGENT_TITLE } from '../support/urgent-notice.ts';
import { addUrgentNotice, copySeed } from '../support/urgent-seed.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const seedShell = JSON.parse(readFileSync(join(ROOT, 'content-service/seed/shell.json'), 'utf8'));
const children: ChildProcess[] = [];

const output = new Map<ChildProcess, string>();

function run(script: string, env: Record<string, string>): ChildProcess {
  const clean = { ...process.env };
  delete clean.API_BASE_URL;
  // No internal listener: parallel runs would all want port 9100.
  const child = spawn(process.execPath, [script], { cwd: ROOT, env: { ...clean, LOG_LEVEL: 'warn', METRICS_PORT: '0', ...env }, stdio: 'pipe' });
  children.push(child);
  output.set(child, '');
  const keep = (d: Buffer) => output.set(child, (output.get(child) ?? '') + d.toString());
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return child;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  // Generous: a loaded CI machine (browser suites in parallel) starts processes slowly.
  for (let i = 0; i < 400; i++) {
    if (child.exitCode !== null) throw new Error(`process exited ${child.exitCode}: ${output.get(child)}`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never answered; output: ${output.get(child)}`);
}


afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
});

describe('start modes', { timeout: 90_000 }, () => {
  it('with no configuration, renders the home page from the in-process content service', async () => {
    const port = await freePort();
    const site = run('server/main.js', { PORT: String(port), HOST: '127.0.0.1', CONTENT_DB_PATH: join(mkdtempSync(join(tmpdir(), 'ql-')), 'c.db') });
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/healthz`, site);
    const zh = await (await fetch(`${base}/`)).text();
    expect(zh).toContain(seedShell.homeModule.intro.title['zh-CN']);
    const en = await (await fetch(`${base}/en`)).text();
    expect(en).toContain(seedShell.homeModule.intro.title.en);
    const photo = await fetch(`${base}/media/photos/w480/altai.jpg`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(photo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('with no configuration, a closure saved in the embedded seed is on every page at once: reseeded, published to the site, its caches purged', async () => {
    const seed = copySeed();
    const port = await freePort();
    const site = run('server/main.js', {
      PORT: String(port), HOST: '127.0.0.1', CLOCK_NOW: TEST_NOW.toISOString(), CONTENT_SEED_DIR: seed,
      CONTENT_DB_PATH: join(mkdtempSync(join(tmpdir(), 'ql-')), 'c.db'),
    });
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/healthz`, site);
    const pages = ['/', '/en/hotel', '/tickets'];
    const title = (path: string) => (path.startsWith('/en') ? URGENT_TITLE.en : URGENT_TITLE['zh-CN']);
    // Rendered and held in the page cache (10 s) and the upstream cache (30 s for notices) before the change.
    for (const path of pages) for (let i = 0; i < 2; i++) expect(await (await fetch(base + path)).text()).not.toContain(title(path));
    addUrgentNotice(seed);
    const seen = new Set<string>();
    // Bounded: the watcher waits 300 ms after the last write; without the publish, the caches would hold the old pages for 10 s and more.
    for (let i = 0; i < 50 && seen.size < pages.length; i++) {
      for (const path of pages) if ((await (await fetch(base + path)).text()).includes(title(path))) seen.add(path);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect([...seen].sort()).toEqual([...pages].sort());
  });

  it('`npm run dev` renders both languages through Vite in middleware mode', async () => {
    const port = await freePort();
    const hmr = await freePort();
    const site = run('server/dev.ts', { PORT: String(port), HOST: '127.0.0.1', VITE_HMR_PORT: String(hmr), CONTENT_DB_PATH: join(mkdtempSync(join(tmpdir(), 'ql-')), 'c.db') });
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/healthz`, site);
    const zh = await fetch(`${base}/`);
    expect(zh.status).toBe(200);
    expect(await zh.text()).toContain(seedShell.homeModule.intro.title['zh-CN']);
    const en = await fetch(`${base}/en/hotel`);
    expect(en.status).toBe(200);
    expect(await en.text()).toContain(`<script type="module" src="${DEV_PREAMBLE_URL}"`);
    const boot = await fetch(`${base}${DEV_PREAMBLE_URL}`);
    expect(await boot.text()).toContain("import('/@vite/client')");
  });

  it('with API_BASE_URL, uses a content service started on its own', async () => {
    const cport = await freePort();
    const content = run('content-service/src/main.js', { CONTENT_PORT: String(cport), CONTENT_DB_PATH: join(mkdtempSync(join(tmpdir(), 'ql-')), 'c.db') });
    await waitFor(`http://127.0.0.1:${cport}/health`, content);
    const port = await freePort();
    const site = run('server/main.js', { PORT: String(port), HOST: '127.0.0.1', API_BASE_URL: `http://127.0.0.1:${cport}` });
    await waitFor(`http://127.0.0.1:${port}/readyz`, site);
    const res = await fetch(`http://127.0.0.1:${port}/en`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(seedShell.homeModule.intro.title.en);
  });
});
