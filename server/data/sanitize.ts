/**
 * CMS rich text is untrusted: sanitized on the server before it is rendered (docs/product.md §6).
 * Scripts, event handlers, styles and javascript:/data: URLs are removed; links to other
 * sites open in a new tab without opener.
 */
import sanitizeHtml from 'sanitize-html';

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
