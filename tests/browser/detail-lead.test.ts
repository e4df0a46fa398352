/**
 * Detail pages of items without a true photo open on their words (decision 018, docs/product.md
 * §4): on a 390 px phone the first screen shows the title and the key facts, with no picture's
 * place above them (no photo, no decorative stand-in box), for every detail type.
 */
import { describe, expect, it } from 'vitest';
import { seed } from '../support/seed.ts';
import { browserSuite, pageOpener } from '../support/browser-suite.ts';

const suite = browserSuite();
const { open } = pageOpener(suite);
const PHONE = { width: 390, height: 844 };

/** The first item of a seed file with no photo at all. */
const photoless = (file: string) => seed(file).find((a) => !a.cover && !(a.images as unknown[] | undefined)?.length)!.id as number;
const themeId = seed('subjects.json').find((s) => !s.cover)!.id as number;

describe('a detail page without a photo leads with its title and facts', () => {
  it.each([
    `/theme?id=${themeId}`,
    `/en/theme?id=${themeId}`,
    `/hotel/detail?id=${photoless('articles/hotel.json')}`,
    `/en/hotel/detail?id=${photoless('articles/hotel.json')}`,
    `/restaurants/detail?id=${photoless('articles/restaurant.json')}`,
    `/shop/detail?id=${photoless('articles/shop.json')}`,
    `/poi/detail?id=${photoless('articles/poi.json')}`,
    `/en/article?id=${photoless('articles/landscape.json')}`,
  ])('%s at 390 px', async (path) => {
    const page = await open(path, PHONE);
    const first = await page.evaluate(() => {
      const h1 = document.querySelector('main h1')!;
      const facts = document.querySelector('main [data-testid="key-facts"]')!;
      // Anything pictorial before the facts that is larger than an icon: a photo, a drawn tile,
      // an aria-hidden box (the stand-in the page used to open with).
      const before = [...document.querySelectorAll('main :is(img, picture, svg, [aria-hidden="true"], [data-kind], .kind-tile, [data-testid="gallery"])')].filter(
        (el) => el.compareDocumentPosition(facts) & Node.DOCUMENT_POSITION_FOLLOWING && el.getBoundingClientRect().height > 48,
      );
      return {
        title: h1.getBoundingClientRect().bottom <= innerHeight,
        facts: facts.getBoundingClientRect().top < innerHeight,
        pictures: before.map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`),
      };
    });
    expect(first).toEqual({ title: true, facts: true, pictures: [] });
  });
});
