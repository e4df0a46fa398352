/** The image viewer's settings are docs/behaviour.md §9's constants, one by one. */
import { describe, expect, it } from 'vitest';
import { VIEWER_CONSTANTS, VIEWER_TOOLBAR, viewerOptions } from '../../client/components/viewer/options.ts';

describe('image viewer options (docs/behaviour.md §2, §9)', () => {
  it('holds every constant of docs/behaviour.md §9', () => {
    expect(VIEWER_CONSTANTS).toEqual({
      initialCoverage: 0.9,
      interval: 5000,
      minWidth: 200,
      minHeight: 100,
      zoomRatio: 0.1,
      minZoomRatio: 0.01,
      maxZoomRatio: 100,
      zIndex: 2015,
      imageLoadWaitMs: 1000,
      tooltipMs: 1000,
      wheelThrottleMs: 50,
      rotateStepDeg: 90,
      gestureMs: 500,
    });
  });

  it('passes the constants to viewerjs', () => {
    const o = viewerOptions();
    expect(o.initialCoverage).toBe(0.9);
    expect(o.interval).toBe(5000);
    expect(o.minWidth).toBe(200);
    expect(o.minHeight).toBe(100);
    expect(o.zoomRatio).toBe(0.1);
    expect(o.minZoomRatio).toBe(0.01);
    expect(o.maxZoomRatio).toBe(100);
    expect(o.zIndex).toBe(2015);
  });

  it('is a modal with navbar, title, keyboard and the full toolbar in order', () => {
    const o = viewerOptions();
    expect(o.inline).toBe(false);
    expect(o.navbar).toBe(true);
    // The caption only, never viewerjs' default "caption (1600 × 1067)".
    const [shown, render] = o.title as unknown as [number, (image: HTMLImageElement) => string];
    expect(shown).toBe(1);
    expect(render({ alt: 'Rowing boats' } as HTMLImageElement)).toBe('Rowing boats');
    expect(o.keyboard).toBe(true);
    expect(VIEWER_TOOLBAR).toEqual(['zoomIn', 'zoomOut', 'oneToOne', 'reset', 'prev', 'play', 'next', 'rotateLeft', 'rotateRight', 'flipHorizontal', 'flipVertical']);
    expect(Object.keys(o.toolbar as object)).toEqual([...VIEWER_TOOLBAR]);
    for (const b of VIEWER_TOOLBAR) expect((o.toolbar as Record<string, { show: boolean }>)[b]!.show).toBe(true);
  });

  it('closes without an animation (so Escape always closes it)', () => {
    expect(viewerOptions().transition).toMatchObject({ show: true, hide: false });
  });

  it('shows the full-size photo: no srcset or sizes are inherited from thumbnails', () => {
    const o = viewerOptions();
    expect(o.url).toBe('src');
    expect(o.inheritedAttributes).not.toContain('srcset');
    expect(o.inheritedAttributes).not.toContain('sizes');
  });

  it('matches the timings viewerjs has built in (wheel throttle, tooltip, image load wait)', async () => {
    // These three are not options in viewerjs; guard against a library update changing them.
    const { readFileSync } = await import('node:fs');
    const { createRequire } = await import('node:module');
    const src = readFileSync(createRequire(import.meta.url).resolve('viewerjs/dist/viewer.esm.js'), 'utf8');
    expect(src).toMatch(/_this4\.wheeling = false;\s*\}, 50\);/);
    expect(src).toMatch(/tooltipBox\.setAttribute\('aria-hidden', true\);[\s\S]{0,400}\}, 1000\);/);
    expect(src).toContain('interval: 5000');
  });
});
