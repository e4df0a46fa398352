/**
 * Image viewer settings (docs/behaviour.md §2 "Image viewer", §9). Every number of §9 lives here and
 * is asserted by tests/unit/image-viewer-options.test.ts. viewerjs takes most of them as options;
 * the timings it has built in (image load wait, tooltip, wheel throttle, swipe and
 * double-click) are the same values and are listed so the spec has one home in the code.
 */
import type Viewer from 'viewerjs';

export const VIEWER_CONSTANTS = {
  initialCoverage: 0.9,
  /** Slideshow interval (ms). */
  interval: 5000,
  minWidth: 200,
  minHeight: 100,
  /** Zoom step. */
  zoomRatio: 0.1,
  minZoomRatio: 0.01,
  maxZoomRatio: 100,
  zIndex: 2015,
  /** Wait for an image to load before showing the loading state (ms). */
  imageLoadWaitMs: 1000,
  /** How long the zoom percentage tooltip stays (ms). */
  tooltipMs: 1000,
  /** Wheel events closer than this are ignored (ms). */
  wheelThrottleMs: 50,
  /** One press of rotate left/right (degrees). */
  rotateStepDeg: 90,
  /** Swipe and double-click timing (ms). */
  gestureMs: 500,
} as const;

/** The toolbar of docs/behaviour.md §2, in its order. */
export const VIEWER_TOOLBAR = [
  'zoomIn',
  'zoomOut',
  'oneToOne',
  'reset',
  'prev',
  'play',
  'next',
  'rotateLeft',
  'rotateRight',
  'flipHorizontal',
  'flipVertical',
] as const;

type ViewerToolbarButton = (typeof VIEWER_TOOLBAR)[number];

/** Accessible labels of the toolbar buttons, in the page's language. */
export type ViewerLabels = Record<ViewerToolbarButton | 'close', string>;

/** The options handed to `new Viewer()`. The title is the photo's caption (its alt text) only: no pixel sizes. */
export function viewerOptions(): Viewer.Options {
  const c = VIEWER_CONSTANTS;
  return {
    inline: false,
    navbar: true,
    title: [1, (image: HTMLImageElement) => image.alt],
    toolbar: Object.fromEntries(VIEWER_TOOLBAR.map((b) => [b, { show: true, size: 'large' }])) as Viewer.ToolbarOptions,
    keyboard: true,
    button: true,
    backdrop: true,
    focus: true,
    loop: true,
    initialCoverage: c.initialCoverage,
    interval: c.interval,
    minWidth: c.minWidth,
    minHeight: c.minHeight,
    zoomRatio: c.zoomRatio,
    minZoomRatio: c.minZoomRatio,
    maxZoomRatio: c.maxZoomRatio,
    zIndex: c.zIndex,
    // The viewer must show the full-size photo (1600 px), never a srcset thumbnail: the
    // images it reads carry no srcset/sizes, and none are inherited.
    url: 'src',
    inheritedAttributes: ['crossOrigin', 'decoding', 'referrerPolicy'],
    // Closing is immediate: viewerjs' animated hide waits for two transitionend events and
    // can be left half-closed when one never comes (a photo still settling after next/zoom).
    transition: { show: true, hide: false, view: true, zoom: true, rotate: true, move: true, scale: true, play: true, tooltip: true },
    tooltip: true,
  };
}
