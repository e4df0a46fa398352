/**
 * Photos of the area for the template demos (carousel and image viewer): the files the
 * content service serves under /media/photos/, with captions in guide.json (`photos.<name>`)
 * and credits from the footer config (docs/product.md §7: photos are credited on the site).
 */
import { useRouteLoaderData } from 'react-router-dom';
import type { PhotoCredit } from '../../../shared/api/shell.ts';
import type { ShellData } from '../../../shared/state.ts';
import { useLocale } from '../../app-context.tsx';
import { ROOT_IDS } from '../../route-facts.ts';

export const DEMO_PHOTOS = [
  'eveningglow',
  'picosdeeuropa',
  'path',
  'coldripple',
  'mountainstream',
  'ridgesunset',
  'aitzgorri',
  'summer_1am',
  'darkesthour',
  'bythewater',
  'kingfisher',
  'fallenleaf',
] as const;
export type DemoPhoto = (typeof DEMO_PHOTOS)[number];

export const photoSrc = (name: DemoPhoto) => `/media/photos/${name}.jpg`;

/** Credit of each photo by URL, from the shell data already on the page (empty if absent). */
export function usePhotoCredits(): Map<string, PhotoCredit> {
  const locale = useLocale();
  const shell = useRouteLoaderData(ROOT_IDS[locale]) as ShellData | undefined;
  return new Map((shell?.footer.photoCredits ?? []).map((c) => [c.image, c]));
}
