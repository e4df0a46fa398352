/**
 * CMS rich text is untrusted: sanitized on the server before it is rendered (docs/product.md §6).
 * Scripts, event handlers, styles and javascript:/data: URLs are removed; links to other
 * sites open in a new tab without opener.
 */
import sanitizeHtml from 'sanitize-html';
import { safeUrl } from '../../shared/safe-url.ts';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'img', 'blockquote',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'figure', 'figcaption', 'hr', 'span', 'small',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'data-external'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        // A link that leaves the site is marked as such, as ExternalLink marks its own (client/components/shell/ExternalLink.tsx).
        attribs: external ? { ...attribs, target: '_blank', rel: 'external noopener noreferrer', 'data-external': '' } : { ...attribs, target: '', rel: '' },
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', alt: attribs.alt ?? '' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href,
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html ?? '', OPTIONS).replace(/\s(target|rel)=""/g, '');
}

/**
 * Fields of CMS data that end up in an href or src (menus, friendly links, footer filing and
 * contact links, QR targets, music tracks, shop, audio and stream URLs, banner links).
 * `target` also names a link's window (`_blank`), which the allow-list keeps as it is.
 */
const URL_FIELDS = new Set(['url', 'href', 'link', 'src', 'target', 'shopUrl', 'audioUrl', 'streamUrl']);

/**
 * CMS data with every link field passed through the one scheme allow-list
 * (shared/safe-url.ts): a value it refuses becomes '' (which every component treats as "no
 * link"). Returns a copy; applied once where a CMS reply enters the cache (server/upstream/api.ts).
 */
export function withSafeUrls<T>(data: T): T {
  if (Array.isArray(data)) return data.map((v: unknown) => withSafeUrls(v)) as T;
  if (data === null || typeof data !== 'object') return data;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    out[key] = typeof value === 'string' && URL_FIELDS.has(key) ? (safeUrl(value) ?? '') : withSafeUrls(value);
  }
  return out as T;
}
