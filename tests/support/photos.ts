/**
 * Browser-test helpers for when photos load (docs/decisions/036-slide-photos-wait.md,
 * 037-photos-wait-for-the-page.md).
 */
import type { Page } from 'playwright-core';

/** File name of a photo URL, whatever its width variant and query. */
export const photoName = (url: string): string => url.split('?')[0]!.split('/').pop()!;

/** The photos the page asks for, by file name, in the order asked (filled as requests go out). */
export function photoRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/media/photos/')) asked.push(photoName(r.url()));
  });
  return asked;
}

/**
 * Holds the page's load event back by holding the header logo's request (an image the load
 * waits for); call before `goto`. The returned function lets it through.
 */
export async function holdLoadEvent(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/logo.png', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
