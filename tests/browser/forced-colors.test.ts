/**
 * Keyboard focus and "this one" marks in Windows contrast themes (docs/product.md §5 "Focus and
 * forced colours"). Chromium's forced-colours emulation applies the forced palette as Windows
 * does: box-shadows are dropped and backgrounds, borders and text take the system colours.
 * - A card whose title link is stretched over it draws its keyboard focus ring as an outline
 *   around the card (client/styles/components/card-link.css), in both colour modes.
 * - The chosen or current item of each control takes the system's selection colours
 *   (client/styles/forced-colors.css).
 * - A frame drawn as a ring (a box-shadow) becomes a border in the text colour, and a level
 *   drawn as a fill keeps the selection colour on a bordered track (the same file).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keptPages, openPage, SAVE_DATA } from '../support/browser-env.ts';
import { browserSuite } from '../support/browser-suite.ts';

const env = browserSuite();

const DESKTOP = { width: 1440, height: 900 };

/** Focuses `link` as a keyboard does (Tab onto it), so :focus-visible applies. */
async function tabOnto(page: Page, link: string): Promise<void> {
  const target = page.locator(link).first();
  await target.scrollIntoViewIfNeeded();
  await target.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await target.evaluate((el) => el === document.activeElement && el.matches(':focus-visible'))).toBe(true);
}

/** The outline of the element that draws a card's ring, before and while its link has keyboard focus. */
async function ringOf(page: Page, link: string, ring: string): Promise<{ before: string; focused: string; linkOutline: string }> {
  const outline = () =>
    page.locator(link).first().evaluate((el, ringSelector) => {
      const card = el.closest('article')!;
      const drawn = ringSelector === 'article' ? card : card.querySelector(ringSelector)!;
      const s = getComputedStyle(drawn);
      return s.outlineStyle === 'none' ? 'none' : `${s.outlineStyle} ${s.outlineWidth}`;
    }, ring);
  const before = await outline();
  await tabOnto(page, link);
  const focused = await outline();
  const linkOutline = await page.locator(link).first().evaluate((el) => getComputedStyle(el).outlineStyle);
  return { before, focused, linkOutline };
}

const CARDS = [
  ['/', '.spot-card__link', '.spot-card__ring', 'solid 4px'],
  ['/hotel', '.teaser__link', 'article', 'solid 2px'],
  ['/trends', '[data-testid="list-items"] h2 a', 'article', 'solid 2px'],
  ['/search?q=%E6%B9%96', 'main article h3 a', 'article', 'solid 2px'],
  ['/en/theme/grid', 'main article h2 a', 'article', 'solid 2px'],
  ['/en/theme/list', 'main article h2 a', 'article', 'solid 2px'],
] as const;

describe('a card with a stretched title link', () => {
  it.each(CARDS.flatMap(([path, link, ring, drawn]) => (['none', 'active'] as const).map((forced) => [path, forced, link, ring, drawn] as const)))(
    '%s (forced colours: %s) outlines the card while its link has keyboard focus',
    async (path, forced, link, ring, drawn) => {
      expect(await readIn(forced, path, (page) => ringOf(page, link, ring))).toEqual({ before: 'none', focused: drawn, linkOutline: 'none' });
    },
  );
});

/** System colours (`css` sets background-color and color) as this browser resolves them. */
const systemColours = (page: Page, css: string) =>
  page.evaluate((declarations) => {
    const probe = document.createElement('span');
    probe.style.cssText = `forced-color-adjust:none;${declarations}`;
    document.body.append(probe);
    const s = getComputedStyle(probe);
    const colours = { background: s.backgroundColor, color: s.color };
    probe.remove();
    return colours;
  }, css);

/** The system's selection colours. */
const selectionColours = (page: Page) => systemColours(page, 'background-color:Highlight;color:HighlightText');

/** Kept pages, one per forced-colours setting (each read a fresh document; tests/support/browser-env.ts). */
const pages = keptPages(env);

/** What `read` finds on `path`, in forced colours or not. */
async function readIn<T>(forced: 'none' | 'active', path: string, read: (page: Page) => Promise<T>): Promise<T> {
  return read(await pages.open(path, { viewport: DESKTOP, forcedColors: forced, init: [SAVE_DATA] }));
}

/** The same in a context of its own, for a test that stores a setting (the toolbar, the colour mode). */
async function readInOwn<T>(forced: 'none' | 'active', path: string, read: (page: Page) => Promise<T>): Promise<T> {
  const { context, page } = await openPage(env, path, { viewport: DESKTOP, forcedColors: forced, init: [SAVE_DATA] });
  try {
    return await read(page);
  } finally {
    await context.close();
  }
}

const paint = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => {
    const s = getComputedStyle(el);
    return { background: s.backgroundColor, color: s.color };
  });

/** In forced colours, `chosen` is painted in the selection colours and `other` is not. */
async function expectChosenPainted(page: Page, chosen: string, other: string): Promise<void> {
  const selection = await selectionColours(page);
  expect(await paint(page, chosen)).toEqual(selection);
  expect((await paint(page, other)).background).not.toBe(selection.background);
}

describe('in forced colours, the chosen item of a control', () => {
  it.each([
    ['/hotel', 'the filter chip', '.chip[aria-current="true"]', '.chip:not([aria-current])'],
    ['/en/theme/list', 'the list layout', '.layout-switch > a[aria-current="page"]', '.layout-switch > a:not([aria-current])'],
    ['/tourist', "the menu's current section", '.main-nav .nav-item.is-active > .nav-row > .nav-link', '.main-nav .nav-item:not(.is-active) > .nav-row > .nav-link'],
    ['/en/trends', 'the current page number', '[data-testid="pagination"] [aria-current="page"]', '[data-testid="pagination"] a.pagination__link:not([rel])'],
  ])('%s: %s takes the selection colours, the others do not', async (path, _what, chosen, other) => {
    await readIn('active', path, (page) => expectChosenPainted(page, chosen, other));
  });

  it('the pressed toolbar toggle takes the selection colours', async () => {
    await readInOwn('active', '/', async (page) => {
      await page.getByTestId('a11y-button').click();
      await page.getByTestId('a11y-guide').click();
      expect(await page.getByTestId('a11y-guide').getAttribute('aria-pressed')).toBe('true');
      await expectChosenPainted(page, '[data-testid="a11y-guide"]', '[data-testid="a11y-cursor"]');
    });
  });

  it('the chosen colour mode takes the selection colours', async () => {
    await readInOwn('active', '/', async (page) => {
      await page.getByTestId('color-mode-button').click();
      await page.getByTestId('color-mode-dark').check();
      const option = (mode: string) => `.mode-radios__option:has([data-testid="color-mode-${mode}"])`;
      await expectChosenPainted(page, option('dark'), option('light'));
    });
  });
});

/** The left border of the first `selector` on `path`, as `<style> <width> <colour>`, and the text colour. */
const leftBorder = (forced: 'none' | 'active', path: string, selector: string) =>
  readIn(forced, path, async (page) => ({
    border: await page.locator(selector).first().evaluate((el) => {
      const s = getComputedStyle(el);
      return `${s.borderLeftStyle} ${s.borderLeftWidth} ${s.borderLeftColor}`;
    }),
    text: (await systemColours(page, 'color:CanvasText')).color,
  }));

/** No border in normal colours; exactly 1 px in the text colour in forced colours. */
async function expectFramedInForcedColoursOnly(path: string, selector: string): Promise<void> {
  expect((await leftBorder('none', path, selector)).border).toMatch(/^(none|solid) 0px /);
  const forced = await leftBorder('active', path, selector);
  expect(forced.border).toBe(`solid 1px ${forced.text}`);
}

describe('in forced colours, what a box-shadow drew stays drawn', () => {
  it.each([
    ['/hotel', 'a teaser card', '.teaser'],
    ['/', "a panel of today's strip", '.today-panel'],
    ['/', 'an area tile', '.area-tile'],
    ['/scenicArea', 'a scenic spot', '.spot-panel'],
    ['/conditions', 'a facility card (ring-1 in markup)', 'main .ring-1'],
    ['/hotel', 'the map frame', '.map-frame'],
    ['/', 'the phone menu', 'dialog.drawer'],
    ['/hotel', "a compact card's kind tile", '.kind-tile'],
  ])('%s: %s has a 1 px border in the text colour, and none in normal colours', async (path, _what, selector) => {
    await expectFramedInForcedColoursOnly(path, selector);
  });

  it("/scenicArea: the map's pins and legend swatches keep the drawing's colours", async () => {
    const fills = (forced: 'none' | 'active') =>
      readIn(forced, '/scenicArea', async (page) => {
        const background = (selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).backgroundColor);
        return { pin: await background('.map-pin'), swatch: await background('.map-swatch') };
      });
    const normal = await fills('none');
    expect(normal.pin).not.toBe('rgba(0, 0, 0, 0)');
    expect(await fills('active')).toEqual(normal);
  });

  it.each([
    ['/', "today's visitor bar", '.today-bar'],
    ['/conditions', 'a car park bar', '.meter-track'],
    ['/tourist', 'the visitor meter', '.meter'],
  ])('%s: the fill of %s takes the selection colour on a bordered track', async (path, _what, track) => {
    await readIn('active', path, async (page) => {
      const selection = await selectionColours(page);
      const drawn = await page.locator(track).first().evaluate((el) => ({
        track: getComputedStyle(el).borderLeftWidth,
        fill: getComputedStyle(el.firstElementChild!).backgroundColor,
        width: el.firstElementChild!.getBoundingClientRect().width,
      }));
      expect(drawn).toEqual({ track: '1px', fill: selection.background, width: expect.any(Number) });
      expect(drawn.width).toBeGreaterThan(0);
      expect(await paint(page, '.loading-bar__fill')).toMatchObject({ background: selection.background });
    });
  });
});
