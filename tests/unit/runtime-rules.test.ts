/**
 * The client runtime's pure parts, without a browser: prefetch concurrency (at most 5),
 * the navigation verdicts, the loading bar's timings, and which rejections are reported.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError } from '../../client/runtime/chunkReload.ts';
import { isApiError } from '../../client/runtime/errorReporter.ts';
import { judgeNavigation, optsInToExternal } from '../../client/runtime/linkGuard.ts';
import { createLoadingBar, LOADING_BAR } from '../../client/runtime/loadingBar.ts';
import { createPrefetchQueue, MAX_CONCURRENT_PREFETCH } from '../../client/runtime/prefetch.ts';
import { REVEAL_DEFAULTS } from '../../client/runtime/reveal.ts';

describe('prefetch queue', () => {
  it('runs at most 5 at once, each key once, and all of them eventually', async () => {
    expect(MAX_CONCURRENT_PREFETCH).toBe(5);
    const q = createPrefetchQueue();
    const release: Array<() => void> = [];
    let ran = 0;
    for (let i = 0; i < 12; i++) {
      q.add(`k${i}`, () => new Promise<void>((r) => release.push(() => (ran++, r()))));
      q.add(`k${i}`, () => Promise.reject(new Error('duplicate ran')));
    }
    expect(q.active).toBe(5);
    while (release.length) {
      release.shift()!();
      await new Promise((r) => setTimeout(r, 0));
      expect(q.active).toBeLessThanOrEqual(5);
    }
    expect(ran).toBe(12);
    expect(q.peak).toBe(5);
    expect(q.active).toBe(0);
  });
});

describe('navigation verdicts', () => {
  const base = 'http://127.0.0.1:3000/hotel';
  it.each([
    ['/trends', false, 'allow'],
    ['?page=2', false, 'allow'],
    ['http://127.0.0.1:3000/x', false, 'allow'],
    ['https://example.org/', false, 'external'],
    ['//example.org/x', false, 'external'],
    ['http://127.0.0.1:4000/', false, 'external'],
    ['https://example.org/', true, 'allow'],
    ['javascript:alert(1)', true, 'dangerous'],
    [' JavaScript:alert(1)', false, 'dangerous'],
    ['java\tscript:alert(1)', false, 'dangerous'],
    ['data:text/html,<b>x</b>', true, 'dangerous'],
    ['VBScript:msgbox', false, 'dangerous'],
    ['tel:+868362880000', false, 'allow'],
    ['mailto:a@b.cn', false, 'allow'],
  ] as const)('%s (opt-in %s) → %s', (href, optIn, verdict) => {
    expect(judgeNavigation(href, base, optIn)).toBe(verdict);
  });

  it('knows the opt-ins', () => {
    const el = (attrs: Record<string, string>) => ({ hasAttribute: (n: string) => n in attrs, getAttribute: (n: string) => attrs[n] ?? null }) as unknown as Element;
    expect(optsInToExternal(el({ 'data-external': '' }))).toBe(true);
    expect(optsInToExternal(el({ 'data-external': 'false' }))).toBe(false);
    expect(optsInToExternal(el({ rel: 'noopener External' }))).toBe(true);
    expect(optsInToExternal(el({ rel: 'noopener' }))).toBe(false);
  });
});

describe('loading bar timings', () => {
  afterEach(() => vi.useRealTimers());

  it('has the spec constants', () => {
    expect(LOADING_BAR).toEqual({ height: 3, throttleMs: 200, durationMs: 2000, hideDelayMs: 500, resetDelayMs: 400 });
  });

  it('waits 200 ms before showing, hides 500 ms after finishing, resets 400 ms later', () => {
    vi.useFakeTimers();
    const bar = createLoadingBar();
    bar.start();
    expect(bar.state.phase).toBe('waiting');
    vi.advanceTimersByTime(199);
    expect(bar.state.phase).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(bar.state.phase).toBe('loading');
    bar.finish(false);
    expect(bar.state).toEqual({ phase: 'done', error: false });
    vi.advanceTimersByTime(499);
    expect(bar.state.phase).toBe('done');
    vi.advanceTimersByTime(1);
    expect(bar.state.phase).toBe('hiding');
    vi.advanceTimersByTime(399);
    expect(bar.state.phase).toBe('hiding');
    vi.advanceTimersByTime(1);
    expect(bar.state.phase).toBe('idle');
  });

  it('never shows a navigation quicker than the throttle, unless it failed (red)', () => {
    vi.useFakeTimers();
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(100);
    bar.finish(false);
    expect(bar.state.phase).toBe('idle');
    bar.start();
    vi.advanceTimersByTime(100);
    bar.finish(true);
    expect(bar.state).toEqual({ phase: 'done', error: true });
    // Finishing when nothing runs (an error page's first load) shows nothing.
    const idle = createLoadingBar();
    idle.finish(true);
    expect(idle.state.phase).toBe('idle');
  });
});

describe('error reporting filters', () => {
  it('skips API errors only', () => {
    expect(isApiError({ apiUrl: '/x' })).toBe(true);
    expect(isApiError({ data: { apiUrl: '/x' } })).toBe(true);
    expect(isApiError({ status: 500, kind: 'api', api: { url: '/x' } })).toBe(true);
    expect(isApiError({ status: 404, kind: 'not-found', api: null })).toBe(false);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError('x')).toBe(false);
  });

  it('recognises chunk-load errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});

describe('scroll reveal defaults', () => {
  it('are the spec values', () => {
    expect(REVEAL_DEFAULTS).toEqual({ offset: 120, delay: 0, duration: 400, easing: 'ease', throttle: 99, debounce: 50 });
  });
});
