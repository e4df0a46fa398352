/**
 * A page's lead photo: the picture it paints first and largest (its LCP on a phone), whose
 * small preview the server writes into the page (docs/decisions/035-lead-photo-preview.md).
 * The home hero's first banner is the only one today; the other pages are led by text.
 */
import type { HomeBanner } from './api/content.ts';
import type { HomeData } from './page-data.ts';
import type { RouteId } from './routes.ts';

/** The class of the lead photo's <img>: the inlined rule paints the preview behind it. */
export const LEAD_PHOTO_CLASS = 'lead-photo';

/** The banner the home hero shows first. */
export const leadBanner = (banners: readonly HomeBanner[]): HomeBanner | undefined => banners[0];

/** The lead photo's URL for a page of this route with this loader data, or null. */
export function leadPhoto(route: RouteId | null, data: unknown): string | null {
  if (route === 'home') return leadBanner((data as HomeData).home.banners)?.image ?? null;
  return null;
}

/**
 * The rule that paints the preview (a data: URL of base64, which needs no quoting) behind the
 * photo, cropped as the photo is (object-fit: cover, centred), until the photo covers it.
 */
export const leadPhotoCss = (dataUrl: string): string => `.${LEAD_PHOTO_CLASS}{background:url(${dataUrl}) 50% 50%/cover no-repeat}`;
