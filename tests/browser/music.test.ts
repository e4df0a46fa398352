/**
 * Background music (docs/product.md §5): no audio element, no audio request and no
 * play() before a user gesture; the player chunk loads on the first click; playback goes on
 * across a client navigation with the same <audio>; pause stays reachable; the track and
 * volume are kept for the next visit, which starts paused.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, SAVE_DATA, startShellEnv, type ShellEnv } from '../support/browser-env.ts';

let env: ShellEnv;
beforeAll(async () => {
  env = await startShellEnv();
});
afterAll(async () => {
  await env?.close();
});

/** Test-only instrumentation: every Audio created and every play() call. */
const AUDIO_PROBE = `(() => {
  const w = window;
  w.__audios = [];
  w.__plays = 0;
  const Orig = w.Audio;
  w.Audio = function (...args) { const a = new Orig(...args); w.__audios.push(a); return a; };
  w.Audio.prototype = Orig.prototype;
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function () { w.__plays++; return play.apply(this, arguments); };
})();`;

type Probe = { audios: number; plays: number; paused: boolean | null; time: number; src: string | null };
const probe = (page: Page): Promise<Probe> =>
  page.evaluate(() => {
    const w = window as unknown as { __audios: HTMLAudioElement[]; __plays: number };
    const a = w.__audios[0];
    return { audios: w.__audios.length + document.querySelectorAll('audio').length, plays: w.__plays, paused: a ? a.paused : null, time: a ? a.currentTime : 0, src: a ? a.currentSrc : null };
  });

const dock = (page: Page) => page.locator('[data-testid="music"]');

describe('background music', () => {
  it('plays nothing before a click, then keeps playing across a client navigation', async () => {
    const requests: string[] = [];
    const { context, page } = await openPage(env, '/', { viewport: { width: 1440, height: 900 }, init: [SAVE_DATA, AUDIO_PROBE] });
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    // Give the page every chance to misbehave: scroll, click the page body, wait for idle.
    await page.mouse.wheel(0, 600);
    await page.waitForLoadState('networkidle');
    expect(await probe(page)).toMatchObject({ audios: 0, plays: 0 });
    expect(await dock(page).getAttribute('data-state')).toBe('idle');
    expect(requests.filter((p) => p.startsWith('/media/audio/') || /MusicPanel/.test(p))).toEqual([]);

    await page.locator('[data-testid="music-toggle"]').click();
    await page.locator('[data-testid="music"][data-state="playing"]').waitFor();
    expect(requests.some((p) => /\/assets\/MusicPanel-.*\.js$/.test(p))).toBe(true);
    const started = await probe(page);
    expect(started).toMatchObject({ audios: 1, paused: false });
    expect(started.src).toMatch(/\/media\/audio\/.+\.mp3$/);
    expect(await page.getAttribute('[data-testid="music-toggle"]', 'aria-label')).toBe('暂停背景音乐');

    // A client navigation (header menu link): same element, still playing, time goes on.
    await page.locator('[data-testid="main-nav"] button.nav-toggle', { hasText: '住宿餐饮' }).click();
    await page.locator('[data-testid="main-nav"] a[href="/hotel"]').click();
    await page.waitForURL(`${env.site.url}/hotel`);
    await page.locator('main h1').first().waitFor();
    const t0 = (await probe(page)).time;
    await expect.poll(async () => (await probe(page)).time, { timeout: 10_000 }).toBeGreaterThan(t0);
    expect(await probe(page)).toMatchObject({ audios: 1, paused: false, src: started.src });
    expect(await dock(page).getAttribute('data-state')).toBe('playing');

    // Pause is one click away, wherever the visitor is.
    await page.locator('[data-testid="music-toggle"]').click();
    await page.locator('[data-testid="music"][data-state="paused"]').waitFor();
    expect((await probe(page)).paused).toBe(true);
    await context.close();
  });

  it('keeps track and volume for the next visit, which starts paused', async () => {
    const { context, page } = await openPage(env, '/en', { viewport: { width: 1440, height: 900 }, locale: 'en', init: [SAVE_DATA, AUDIO_PROBE] });
    await page.locator('[data-testid="music-toggle"]').click();
    await page.locator('[data-testid="music"][data-state="playing"]').waitFor();
    await page.locator('[data-testid="music-expand"]').click();
    await page.locator('[data-testid="music-panel"]').waitFor();
    const first = (await probe(page)).src;
    await page.locator('[data-testid="music-next"]').click();
    // It was playing already: wait for the next track itself, not for the state.
    await expect.poll(async () => (await probe(page)).src).not.toBe(first);
    await page.locator('[data-testid="music"][data-state="playing"]').waitFor();
    const second = (await probe(page)).src;
    await page.locator('[data-testid="music-panel"] input[type="range"]').fill('30');
    await page.locator('[data-testid="music-toggle"]').click();
    await page.locator('[data-testid="music"][data-state="paused"]').waitFor();
    const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('ql-music'))) ?? '{}') as { url?: string; volume?: number };
    expect(saved.volume).toBe(0.3);
    expect(second).toContain(saved.url!);

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.waitForLoadState('networkidle');
    expect(await probe(page)).toMatchObject({ audios: 0, plays: 0 });
    await page.locator('[data-testid="music-toggle"]').click();
    await page.locator('[data-testid="music"][data-state="playing"]').waitFor();
    const resumed = await page.evaluate(() => {
      const a = (window as unknown as { __audios: HTMLAudioElement[] }).__audios[0]!;
      return { src: a.currentSrc, volume: a.volume };
    });
    expect(resumed).toEqual({ src: second, volume: 0.3 });
    await context.close();
  });
});

describe('background music and other players', () => {
  it('pauses when an audio guide starts: never two tracks at once', async () => {
    const { context, page } = await openPage(env, '/explain', { viewport: { width: 1440, height: 900 }, init: [SAVE_DATA, AUDIO_PROBE] });
    await page.locator('[data-testid="music-toggle"]').click();
    await page.locator('[data-testid="music"][data-state="playing"]').waitFor();
    expect((await probe(page)).paused).toBe(false);

    const guide = page.locator('main audio').first();
    await guide.evaluate((el: HTMLAudioElement) => void el.play().catch(() => {}));
    await page.locator('[data-testid="music"][data-state="paused"]').waitFor();
    expect((await probe(page)).paused).toBe(true);
    expect(await guide.evaluate((el: HTMLAudioElement) => el.paused)).toBe(false);
    await context.close();
  });
});

describe('the music button on a phone', () => {
  it('sits in the header, covering none of the page', async () => {
    const { context, page } = await openPage(env, '/en', { locale: 'en', viewport: { width: 390, height: 844 }, init: [SAVE_DATA] });
    expect(await page.locator('[data-testid="site-header"] [data-testid="music-toggle"]').count()).toBe(1);
    await page.locator('[data-testid="music-toggle"]').click();
    await page.locator('[data-testid="music"][data-state="playing"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await context.close();
  });
});

describe('the music panel and the accessibility panel', () => {
  it('at 1440 px, opening one closes the other: one open header panel at a time', async () => {
    const { context, page } = await openPage(env, '/en', { locale: 'en', viewport: { width: 1440, height: 900 }, init: [SAVE_DATA, AUDIO_PROBE] });
    const musicPanel = page.locator('[data-testid="music-panel"]');
    const a11yPanel = page.locator('[data-testid="a11y-panel"]');
    await page.locator('[data-testid="music-toggle"]').click();
    await page.locator('[data-testid="music"][data-state="playing"]').waitFor();
    await page.locator('[data-testid="music-expand"]').click();
    await musicPanel.waitFor();

    await page.locator('[data-testid="a11y-button"]').click();
    await a11yPanel.waitFor();
    await musicPanel.waitFor({ state: 'detached' });
    expect(await page.locator('[data-testid="music-expand"]').getAttribute('aria-expanded')).toBe('false');
    // Closing the panel leaves the music playing.
    expect(await dock(page).getAttribute('data-state')).toBe('playing');

    await page.locator('[data-testid="music-expand"]').click();
    await musicPanel.waitFor();
    await a11yPanel.waitFor({ state: 'detached' });
    expect(await page.locator('[data-testid="a11y-button"]').getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('[data-testid="music-expand"]').getAttribute('aria-expanded')).toBe('true');
    await context.close();
  });
});
