/**
 * The cameras' live streams in Chromium (docs/cameras.md), each scene on a site of its own with
 * the clock pinned: on a summer morning a camera plays its HLS stream (frames advance, "Live" and
 * the area's time show, in the area's time zone whatever the visitor's), both as this Chromium
 * plays HLS itself and through hls.js over Media Source Extensions, as a browser without native
 * HLS does (H.264 in MPEG-TS, transmuxed); a stream cut while it plays falls back to the latest
 * snapshot with its time; on a summer night the cameras are off until sunrise and show the
 * evening's last snapshot.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isDark } from '../../shared/opening-hours.ts';
import { axeRun } from '../support/axe.ts';
import { browserSuite, pageOpener } from '../support/browser-suite.ts';

const YAK = '牦牛坪 · 夏季牧场';
/** The two ways a browser plays the stream: its own HLS, or hls.js (a browser that says it cannot play HLS). */
const PATHS = [['native HLS', false], ['hls.js over MSE', true]] as const;
/** Makes the page's browser one without native HLS, as Firefox is: the player then loads hls.js. */
const withoutNativeHls = (page: Page) =>
  page.evaluate(() => {
    const canPlay = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return /mpegurl/i.test(type) ? '' : canPlay.call(this, type);
    };
  });
/**
 * Waits longer than `poll`: a cut stream is given up after hls.js's retries, or by the player's
 * stall watch (8 s) once a native player has played out what it holds (up to 12 s: it cannot
 * seek in a live stream).
 */
const slowPoll = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 28_000, interval: 100 });

/** "HH:MM" of the first minute of daylight on an area date, by isDark (the rule the cameras follow). */
function sunrise(date: string): string {
  for (let t = Date.parse(`${date}T00:00:00+08:00`); ; t += 60_000) {
    if (!isDark(new Date(t))) return new Date(t + 8 * 3600_000).toISOString().slice(11, 16);
  }
}

/** axe's violations (WCAG 2.x A and AA) on the page, one line each. */
async function violations(page: Page): Promise<string[]> {
  const result = await axeRun(page);
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}`));
}

/** Media times of the next `count` frames the video presents (requestVideoFrameCallback). */
function nextFrames(page: Page, count: number): Promise<number[]> {
  return page.getByTestId('live-player').evaluate(
    (v: HTMLVideoElement, n) =>
      new Promise<number[]>((done) => {
        const times: number[] = [];
        const step: VideoFrameRequestCallback = (_now, meta) => {
          times.push(meta.mediaTime);
          if (times.length >= n) done(times);
          else v.requestVideoFrameCallback(step);
        };
        v.requestVideoFrameCallback(step);
      }),
    count,
  );
}

describe('a summer morning (15 July 10:30)', () => {
  const suite = browserSuite({ CLOCK_NOW: '2026-07-15T10:30:00+08:00' });
  const { open, poll } = pageOpener(suite);

  async function play(page: Page, mse: boolean) {
    if (mse) await withoutNativeHls(page);
    const card = page.locator('[data-live-state]', { hasText: YAK });
    expect(await card.getAttribute('data-live-state')).toBe('ready');
    await card.getByRole('button', { name: `观看直播 ${YAK}` }).click();
    await poll(() => card.getByTestId('live-player').evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(1);
    return card;
  }

  it.each(PATHS)('%s: plays the live stream, frames advance, with "Live" and the area time (not the visitor’s)', async (_path, mse) => {
    const errors: string[] = [];
    const page = await open('/live', undefined, { timezoneId: 'America/New_York', locale: 'zh-CN' });
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const card = await play(page, mse);
    expect(await card.getAttribute('data-live-state')).toBe('playing');
    const times = await nextFrames(page, 6);
    expect(times.every((t, i) => i === 0 || t > times[i - 1]!)).toBe(true);
    const video = card.getByTestId('live-player');
    expect(await video.getAttribute('aria-label')).toBe(`${YAK} 实时画面`);
    const source = mse ? /^blob:/ : /\/media\/live\/yak-meadow\/index\.m3u8$/;
    expect(await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight, v.currentSrc])).toEqual([640, 360, expect.stringMatching(source)]);
    expect(await card.getByTestId('live-badge').textContent()).toBe('直播中');
    // The pinned area clock, moving on with the time played: 10:30 in Qinglan, 22:30 in New York.
    const clock = card.getByTestId('live-clock');
    expect(await clock.textContent()).toMatch(/^北京时间 10:3[0-2]:\d\d$/);
    const first = await clock.textContent();
    await poll(() => clock.textContent()).not.toBe(first);
    expect(await card.getByTestId('snapshot-time').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it.each(PATHS)('%s: a stream cut while it plays falls back to the latest snapshot, with its time', async (_path, mse) => {
    const page = await open('/live');
    const card = await play(page, mse);
    await page.context().route('**/media/live/**', (route) => route.abort('internetdisconnected'));
    // The clock is pinned, so the playlist never grows: skip to the end of what hls.js holds (a native player ignores it).
    await card.getByTestId('live-player').evaluate((v: HTMLVideoElement) => {
      v.currentTime = v.buffered.end(v.buffered.length - 1) - 0.5;
    });
    await slowPoll(() => card.getAttribute('data-live-state')).toBe('unavailable');
    expect(await card.getByRole('status').textContent()).toContain('直播信号中断，显示最近快照');
    expect(await card.getByTestId('live-player').count()).toBe(0);
    // The summer morning's snapshot of the herd, taken at the pinned 10:30.
    expect(await card.locator('img').first().getAttribute('src')).toMatch(/^\/media\/photos\/(w\d+\/)?horses\.jpg$/);
    expect(await card.getByTestId('snapshot-time').textContent()).toBe('拍摄于 10:30');
    expect(await card.getByTestId('live-clock').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
  }, 45_000);
});

describe('a summer night (15 July 23:00)', () => {
  const suite = browserSuite({ CLOCK_NOW: '2026-07-15T23:00:00+08:00' });
  const { open } = pageOpener(suite);

  it('says the camera is off at night and when it comes back, over the evening’s last snapshot and its time', async () => {
    const page = await open('/live');
    const card = page.locator('[data-live-state]', { hasText: YAK });
    expect(await card.getAttribute('data-live-state')).toBe('night');
    expect(await card.getByTestId('live-message').textContent()).toBe(`摄像机夜间关闭，约 ${sunrise('2026-07-16')} 开播`);
    expect(await card.locator('img').first().getAttribute('src')).toMatch(/^\/media\/photos\/(w\d+\/)?goat\.jpg$/);
    const taken = (await card.getByTestId('snapshot-time').locator('time').getAttribute('datetime'))!;
    expect(taken.slice(0, 11)).toBe('2026-07-15T');
    expect([isDark(new Date(taken)), isDark(new Date(Date.parse(taken) + 300_000))]).toEqual([false, true]);
    expect(await card.getByTestId('snapshot-time').textContent()).toBe(`拍摄于 ${taken.slice(11, 16)}`);
    expect(await card.getByRole('button').count()).toBe(0);
    expect(await page.locator('[data-live-state="night"]').count()).toBe(6);
    expect(await violations(page)).toEqual([]);
  });
});
