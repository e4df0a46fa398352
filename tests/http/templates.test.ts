/**
 * Template pages (/template/…): noindex demos in both languages.
 * Through the real app and the embedded content service (startStack, at TEST_NOW); expected
 * text comes from the seed files, so a writer's change to the seed cannot make these pass by accident.
 */
import { describe, expect, it } from 'vitest';
import { at, LOCALES } from '../support/seed.ts';
import { stackSuite } from '../support/stack-suite.ts';

const { get } = stackSuite();

describe('template pages', () => {
  it.each(LOCALES.flatMap((l) => ['/template/color', '/template/i18', '/template/swiper', '/template/preview-images'].map((p) => [l, p] as const)))('%s %s is noindex and shows its demo', async (l, p) => {
    const res = await get(at(l, p));
    expect(res.status).toBe(200);
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
    const marks: Record<string, string> = {
      '/template/color': '#74bd55',
      '/template/i18': 'guide:i18n.visitors',
      '/template/swiper': 'aria-roledescription=',
      '/template/preview-images': '/media/photos/eveningglow.jpg',
    };
    expect(res.text).toContain(marks[p]);
  });
});
