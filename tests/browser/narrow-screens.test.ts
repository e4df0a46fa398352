/**
 * Phones (docs/product.md §5, §9): at 390 px nothing pushes the page wider than the screen —
 * not the error layout's header in either language, not any text size of the accessibility
 * toolbar up to its largest, 200 % — and high contrast leaves no dark or grey ink on its
 * black page. Every route in both languages is walked at every text size the toolbar offers.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ZOOM_STEPS } from '../../client/components/shell/a11y/settings.ts';
import { a11ySettings, keptPages, SAVE_DATA } from '../support/browser-env.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { PAGES_BOTH_LANGUAGES } from '../support/route-pages.ts';

const env = browserSuite();
// Every test here only reads what it loads: pages are kept per set of options (each load a
// fresh document; tests/support/browser-env.ts).
const pages = keptPages(env);

const PHONE = { width: 390, height: 844 };
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

// Every page of the route table, in both languages, at each text size the toolbar offers
// (WCAG 1.4.4, 1.4.10). One kept page loads each route once and steps the root font size as
// the toolbar does (client/components/shell/a11y/effects.ts), measuring after each step: a
// route costs one load, not one per size.
describe('every route at every offered text size at 390 px', () => {
  const setZoom = (page: Page, zoom: number) =>
    page.evaluate(async (size) => {
      document.documentElement.style.fontSize = size;
      // Two frames: layout, then what observers of it (sideways rows, maps) change in turn.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }, zoom === 1 ? '' : `${Math.round(zoom * 100)}%`);

  /**
   * Shown elements reaching past the screen's right edge, whether they widen the page or a card
   * cuts them off; left out: what a sideways scroller holds (carousels, tab rows), drawings
   * (a map's SVG runs under its frame's edge by design), hidden tips and screen-reader text.
   */
  const pastTheEdge = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          if (r.right <= innerWidth + 0.5 || r.width === 0 || r.left >= innerWidth) return false;
          if (el.closest('svg, .sr-only') || getComputedStyle(el).visibility === 'hidden') return false;
          for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) if (/auto|scroll/.test(getComputedStyle(p).overflowX)) return false;
          return true;
        })
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} "${(el.textContent ?? '').trim().slice(0, 30)}"`)
        .slice(0, 4),
    );

  it.each(PAGES_BOTH_LANGUAGES)('%s %s is no wider than the screen', async (locale, path) => {
    const page = await pages.open(path, { locale, viewport: PHONE, reducedMotion: 'reduce', init: [SAVE_DATA] });
    const seen: string[] = [];
    for (const zoom of ZOOM_STEPS) {
      await setZoom(page, zoom);
      seen.push(`${zoom * 100} %: ${await scrollWidth(page)} px [${(await pastTheEdge(page)).join(', ')}]`);
    }
    await setZoom(page, 1);
    expect(seen).toEqual(ZOOM_STEPS.map((zoom) => `${zoom * 100} %: ${PHONE.width} px []`));
  });
});

describe('live figures and map tips at 200 % on a phone', () => {
  it('the flow card keeps each figure on one line inside the card', async () => {
    const page = await pages.open('/en/tourist', { locale: 'en', viewport: PHONE, reducedMotion: 'reduce', init: [SAVE_DATA, a11ySettings({ zoom: 2 })] });
    const fit = await page.getByTestId('flow').evaluate((card) => {
      const box = card.getBoundingClientRect();
      return [...card.querySelectorAll('.flow-now__value, .flow-stats dd')].map((el) => {
        const r = el.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(el);
        return { text: el.textContent, lines: new Set([...range.getClientRects()].map((l) => Math.round(l.top))).size, inside: r.left >= box.left && r.right <= box.right };
      });
    });
    expect(fit.map((f) => [f.lines, f.inside])).toEqual(fit.map(() => [1, true]));
    expect(fit.length).toBe(3);
  });

  it.each([
    ['/en/explain', 'en'],
    ['/scenicArea', 'zh-CN'],
  ] as const)("%s: every pin's tip opens inside the map", async (path, locale) => {
    const page = await pages.open(path, { locale, viewport: PHONE, reducedMotion: 'reduce', init: [SAVE_DATA, a11ySettings({ zoom: 2 })] });
    const map = page.locator('.map-frame').first();
    await map.scrollIntoViewIfNeeded();
    // Each pin that links to its place, reached by keyboard: the tip shows on focus as on hover.
    const pins = map.locator('.map-places > li:has(> a)');
    const out: string[] = [];
    for (let i = 0; i < (await pins.count()); i++) {
      await pins.nth(i).locator('> a').focus();
      const tip = pins.nth(i).locator('.map-tip');
      await expect.poll(() => tip.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      const [t, f] = [(await tip.boundingBox())!, (await map.boundingBox())!];
      out.push(`${i + 1}: ${t.x >= f.x - 0.5 && t.x + t.width <= f.x + f.width + 0.5}`);
    }
    expect(out.length).toBeGreaterThan(3);
    expect(out).toEqual(out.map((_, i) => `${i + 1}: true`));
  });
});

describe('no horizontal overflow at 390 px', () => {
  it.each([
    ['/nope', 'zh-CN'],
    ['/en/nope', 'en'],
  ] as const)('error page %s', async (path, locale) => {
    const page = await pages.open(path, { locale, viewport: PHONE, init: [SAVE_DATA] });
    expect(await page.locator('main h1').textContent()).toBeTruthy();
    expect(await scrollWidth(page)).toBe(390);
  });

  it.each([
    ['/', 'zh-CN'],
    ['/en', 'en'],
    ['/en/hotel', 'en'],
  ] as const)('%s with text at 125 per cent and high contrast: the menu button stays on screen', async (path, locale) => {
    const page = await pages.open(path, { locale, viewport: PHONE, init: [SAVE_DATA, a11ySettings({ zoom: 1.25, contrast: true })] });
    expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('125%');
    expect(await scrollWidth(page)).toBe(390);
    const box = await page.locator('[data-testid="menu-button"]').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });
});

/** Elements reaching past the window's right edge, leaving out those a scroller clips (carousel slides). */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => {
        if (el.getBoundingClientRect().right <= innerWidth + 0.5) return false;
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) if (getComputedStyle(p).overflowX !== 'visible') return false;
        return true;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`),
  );

// At 150 % the logo keeps its shape (the search button leaves the bar for the drawer's form
// instead), the hero's dots stay in one row under its text, and the "today" cards, their
// forecast and the map teaser stay inside the page.
describe('the home page at 150 % text on a phone', () => {
  it.each([
    ['/', 'zh-CN'],
    ['/en', 'en-US'],
  ] as const)('%s fits the screen, the logo square, the hero dots in one row', async (path, locale) => {
    const page = await pages.open(path, { locale, viewport: PHONE, reducedMotion: 'reduce', init: [a11ySettings({ zoom: 1.5 })] });
    expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('150%');
    expect(await scrollWidth(page)).toBe(390);
    expect(await overflowing(page)).toEqual([]);

    const logo = (await page.locator('.brand__logo').boundingBox())!;
    expect([logo.width, logo.height]).toEqual([54, 54]);
    expect(await page.locator('.header-actions .popover--search').isVisible()).toBe(false);

    const hero = page.getByTestId('hero');
    const dotTops = await hero.locator('[data-carousel-dot]').evaluateAll((dots) => dots.map((d) => Math.round(d.getBoundingClientRect().top)));
    expect(dotTops.length).toBeGreaterThan(1);
    expect(new Set(dotTops).size).toBe(1);
    // Under the slide's button, not on it.
    const cta = (await hero.locator('.hero-slide__cta').first().boundingBox())!;
    expect(dotTops[0]!).toBeGreaterThanOrEqual(cta.y + cta.height);

    // The forecast's four days in two rows of two, each day's name inside its cell.
    const days = await page.locator('.today-forecast > li').evaluateAll((lis) =>
      lis.map((li) => {
        const cell = li.getBoundingClientRect();
        const name = li.querySelector('.forecast-day__date')!.getBoundingClientRect();
        return { top: Math.round(cell.top), inside: name.left >= cell.left - 0.5 && name.right <= cell.right + 0.5 };
      }),
    );
    expect(days.map((d) => d.inside)).toEqual([true, true, true, true]);
    expect(new Set(days.map((d) => d.top)).size).toBe(2);
  });

  it('at the default size the search button stays in the bar and the forecast is one row of four', async () => {
    const page = await pages.open('/', { locale: 'zh-CN', viewport: PHONE, reducedMotion: 'reduce', init: [a11ySettings({ zoom: 1 })] });
    expect(await page.locator('.header-actions .popover--search').isVisible()).toBe(true);
    const tops = await page.locator('.today-forecast > li').evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().top)));
    expect(tops).toHaveLength(4);
    expect(new Set(tops).size).toBe(1);
  });
});

// The toolbar's largest steps on a phone (WCAG 1.4.4, 1.4.10): one page of each kind that
// pushed the page wider before, in the language whose words did it. Long English words break
// instead of overflowing; grids have a column no wider than the screen; a photo row gives its
// words a line of their own; the header's icon buttons keep their pixel size at 200 %.
describe('every kind of page at 175 and 200 % text on a phone', () => {
  it.each([
    ['/', 'zh-CN', 1.75],
    ['/', 'zh-CN', 2],
    ['/en', 'en-US', 2],
    ['/en/ability', 'en-US', 2],
    ['/en/scenicArea', 'en-US', 2],
    ['/explain', 'zh-CN', 2],
    ['/en/explain', 'en-US', 2],
    ['/tourist', 'zh-CN', 2],
    ['/en/tourist', 'en-US', 2],
    ['/en/theme/list', 'en-US', 2],
    ['/en/theme?id=2', 'en-US', 2],
    ['/hotel/detail?id=1003', 'zh-CN', 2],
    ['/en/hotel/detail?id=1003', 'en-US', 2],
    ['/en/search', 'en-US', 2],
    ['/en/nope', 'en-US', 2],
  ] as const)('%s (%s) at %s× fits the screen and keeps the menu button on it', async (path, locale, zoom) => {
    const page = await pages.open(path, { locale, viewport: PHONE, reducedMotion: 'reduce', init: [a11ySettings({ zoom })] });
    expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe(`${zoom * 100}%`);
    expect(await overflowing(page)).toEqual([]);
    expect(await scrollWidth(page)).toBe(390);
    const menu = page.getByTestId(path === '/en/nope' ? 'lang-switch' : 'menu-button');
    const box = (await menu.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });

  it.each([
    ['/', 'zh-CN'],
    ['/en', 'en-US'],
  ] as const)('the drawer of %s at 200 %% holds its search form, colour modes and buttons', async (path, locale) => {
    const page = await pages.open(path, { locale, viewport: PHONE, reducedMotion: 'reduce', init: [a11ySettings({ zoom: 2 })] });
    await page.getByTestId('menu-button').click();
    const drawer = page.locator('dialog[open]');
    await drawer.waitFor();
    // Measured once its slide-in has finished (a frame even under reduced motion).
    await drawer.evaluate((d) => Promise.all(d.getAnimations({ subtree: true }).map((a) => a.finished)));
    const fit = await drawer.evaluate((d) => ({
      sideways: d.scrollWidth - d.clientWidth,
      outside: [...d.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5).map((e) => e.className),
    }));
    expect(fit).toEqual({ sideways: 0, outside: [] });
    // The search button under the box, not squeezed to a letter a line beside it.
    const form = drawer.locator('form[role="search"]');
    const input = (await form.locator('input').boundingBox())!;
    const button = (await form.locator('button[type="submit"]').boundingBox())!;
    expect(button.y).toBeGreaterThanOrEqual(input.y + input.height);
  });
});

describe('high contrast', () => {
  it('turns headings and subtitles white on the black page', async () => {
    const page = await pages.open('/en/hotel', { locale: 'en', colorScheme: 'light', viewport: PHONE, init: [SAVE_DATA, a11ySettings({ zoom: 1, contrast: true })] });
    const ink = await page.evaluate(() => {
      const color = (sel: string) => getComputedStyle(document.querySelector(sel)!).color;
      return { body: getComputedStyle(document.body).backgroundColor, h1: color('main h1'), lead: color('main h1 + p') };
    });
    expect(ink).toEqual({ body: 'rgb(0, 0, 0)', h1: 'rgb(255, 255, 255)', lead: 'rgb(255, 255, 255)' });
  });
});

describe('sideways rows on a phone', () => {
  it('scroll the chosen tab into view and fade the edges that have more', async () => {
    const page = await pages.open('/en/article/grid?type=explain', { locale: 'en', viewport: PHONE, init: [SAVE_DATA] });
    const row = page.locator('ul.tabs');
    await expect.poll(() => row.evaluate((el) => [el.hasAttribute('data-more-start'), el.hasAttribute('data-more-end')])).toEqual([true, true]);
    const fits = await row.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const a = el.querySelector('[aria-current="page"]')!.getBoundingClientRect();
      return { text: el.querySelector('[aria-current="page"]')!.textContent, inside: a.left >= r.left && a.right <= r.right };
    });
    expect(fits).toEqual({ text: 'Audio guides', inside: true });
    // Scrolled to its start, only the far edge still fades.
    await row.evaluate((el) => el.scrollTo({ left: 0 }));
    await expect.poll(() => row.evaluate((el) => [el.hasAttribute('data-more-start'), el.hasAttribute('data-more-end')])).toEqual([false, true]);
  });
});

describe('the shell at the end of a phone page', () => {
  const shellTel = (page: Page) =>
    page.evaluate(() => [...document.querySelectorAll('.today-band a[href^="tel:"], footer.site-footer a[href^="tel:"]')].map((a) => a.getAttribute('href')));

  it('gives each number once and the QR codes one row', async () => {
    const page = await pages.open('/en/hotel', { locale: 'en', viewport: PHONE, init: [SAVE_DATA] });
    expect(await shellTel(page)).toEqual(['tel:08362880000', 'tel:08362880110', 'tel:08362880315']);
    const tops = await page.locator('.today-band .qr__img').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(tops.length).toBe(3);
    expect(new Set(tops).size).toBe(1);
    expect(await page.locator('.today-band .qr__desc').first().isVisible()).toBe(false);
  });

  it('on /tourist leaves consult and QR codes to the page', async () => {
    const page = await pages.open('/en/tourist', { locale: 'en', viewport: PHONE, init: [SAVE_DATA] });
    expect(await shellTel(page)).toEqual([]);
    expect(await page.locator('.today-band [data-testid="weather"]').count()).toBe(1);
    expect(await page.locator('.today-band [data-testid="qr-codes"]').count()).toBe(0);
  });
});
