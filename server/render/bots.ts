/** Crawlers get the complete document (onAllReady); browsers the shell as soon as it is ready. */
const BOT_RE = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|baiduspider|yandex|sogou|360spider|bytespider|petalbot|lighthouse|headlesschrome\/.*prerender/i;

export function isBot(userAgent: string | undefined): boolean {
  return !!userAgent && BOT_RE.test(userAgent);
}
