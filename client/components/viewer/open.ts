/**
 * Opens the modal image viewer (docs/behaviour.md §2). viewerjs and its CSS are imported only when a
 * visitor first opens an image, so no page pays for them up front. The viewer reads a
 * detached list of <img> elements carrying the full-size photo URL (1600 px) and no srcset,
 * so it never shows a thumbnail variant. Failures only warn in the console: the caller's
 * link to the photo still works.
 */
import type Viewer from 'viewerjs';
import { VIEWER_TOOLBAR, viewerOptions, type ViewerLabels } from './options.ts';
import { prefersReducedMotion } from '../../hooks/useReducedMotion.ts';
import { closeOnBack } from './history.ts';

export interface ViewerImage {
  /** Full-size URL (the original `/media/photos/<name>.jpg`). */
  src: string;
  /** Title shown in the viewer (and the image's alt text). */
  title: string;
}

type ViewerCode = Promise<[typeof import('./lazy.ts'), unknown, unknown]>;
let loading: ViewerCode | null = null;

/** viewerjs, its stylesheets and our markup fixes (./a11y.ts), loaded once with the first photo opened. */
function loadViewer(): ViewerCode {
  loading ??= Promise.all([import('./lazy.ts'), import('viewerjs/dist/viewer.css'), import('./viewer-touch.css')]);
  // A failed load may be retried by the next click.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

const CLASS_OF: Record<string, string> = {
  zoomIn: 'zoom-in',
  zoomOut: 'zoom-out',
  oneToOne: 'one-to-one',
  reset: 'reset',
  prev: 'prev',
  play: 'play',
  next: 'next',
  rotateLeft: 'rotate-left',
  rotateRight: 'rotate-right',
  flipHorizontal: 'flip-horizontal',
  flipVertical: 'flip-vertical',
};

/** viewerjs renders unlabeled toolbar buttons: give each a name in the page's language. */
function labelControls(root: HTMLElement, labels: ViewerLabels): void {
  for (const name of VIEWER_TOOLBAR) {
    const el = root.querySelector(`.viewer-toolbar .viewer-${CLASS_OF[name]}`);
    if (el) {
      el.setAttribute('aria-label', labels[name]);
      el.setAttribute('title', labels[name]);
    }
  }
  const close = root.querySelector('.viewer-button');
  if (close) {
    close.setAttribute('aria-label', labels.close);
    close.setAttribute('title', labels.close);
    close.setAttribute('tabindex', '0');
    close.removeAttribute('aria-hidden');
  }
}

/**
 * Shows `images` starting at `index`. Resolves once the viewer is open; the viewer is
 * destroyed when it closes and focus returns to `returnFocus`.
 */
export async function openImageViewer(
  images: ViewerImage[],
  index: number,
  labels: ViewerLabels,
  returnFocus?: HTMLElement | null,
): Promise<Viewer> {
  const [{ Viewer: ViewerClass, accessibleViewerMarkup }] = await loadViewer();
  const list = document.createElement('ul');
  for (const im of images) {
    const li = document.createElement('li');
    const img = document.createElement('img');
    img.src = im.src;
    img.alt = im.title;
    li.appendChild(img);
    list.appendChild(li);
  }
  const reduceMotion = prefersReducedMotion();
  let back: { closed(): void } | null = null;
  return new Promise<Viewer>((resolve) => {
    const viewer: Viewer = new ViewerClass(list, {
      ...viewerOptions(),
      ...(reduceMotion ? { transition: false } : {}),
      initialViewIndex: Math.min(Math.max(0, index), images.length - 1),
      ready() {
        // viewerjs' typings omit the instance's root element, `viewer`, which its docs name.
        const root = (viewer as Viewer & { viewer?: HTMLElement }).viewer;
        if (root) {
          root.setAttribute('data-testid', 'image-viewer');
          // A deep backdrop (viewerjs' own is 50 % black): the photo, not the page behind it.
          root.style.backgroundColor = 'rgb(3 7 18 / 0.92)';
          labelControls(root, labels);
          accessibleViewerMarkup(root);
        }
      },
      shown() {
        resolve(viewer);
      },
      view(e) {
        const img = e.detail.image;
        img.addEventListener('error', () => console.warn(`[viewer] could not load ${img.src}`), { once: true });
      },
      hidden() {
        back?.closed();
        back = null;
        viewer.destroy();
        returnFocus?.focus();
      },
    });
    // The history entry goes in at once: a Back during the opening animation closes it too.
    back = closeOnBack(() => viewer.hide());
    viewer.show();
  });
}
