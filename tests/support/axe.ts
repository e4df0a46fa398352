/**
 * axe-core on a page, the one way the browser tests run it (docs/product.md §5, §9).
 * - Legacy mode: one `axe.run` in the page. The default mode runs each frame apart and then
 *   opens a blank page to merge the results, which tripled the cost of every analysis here
 *   (about 1.7 s against 0.6 s on the home page). It skips cross-origin frames, so the page
 *   must have none: `axeRun` fails when a page has a frame, rather than leave it unchecked.
 * - Only the violations carry every node; passes and the rest keep one node each (axe's
 *   `resultTypes`), which is all the tests read of them.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function axeRun(page: Page, options: { tags?: string[]; exclude?: string } = {}): Promise<AxeResults> {
  expect(page.frames().map((f) => f.url()), 'a frame legacy mode would not check').toEqual([page.url()]);
  const builder = new AxeBuilder({ page }).options({ runOnly: { type: 'tag', values: options.tags ?? WCAG_AA }, resultTypes: ['violations'] }).setLegacyMode();
  if (options.exclude) builder.exclude(options.exclude);
  return builder.analyze();
}
