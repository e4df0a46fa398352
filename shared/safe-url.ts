/**
 * The one scheme allow-list for every href/src that comes from the CMS or the request path
 *: http, https, mailto, tel, or a path on this origin. Used by the server where CMS
 * data enters the page data and by client components as a second line.
 */

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
/** A scheme as browsers read it: letters first, then letters, digits, + - . up to a colon. */
const SCHEME_RE = /^([a-z][a-z0-9+.-]*):/i;

/**
 * `raw` as a link target that is safe to put in href/src, or null. Browsers drop leading and
 * trailing C0 controls and spaces and remove tabs and newlines anywhere before they read the
 * scheme, so the check runs on the string as the browser will see it (and returns that).
 * `//host` and `/\host` are other origins to a browser: rejected.
 */
export function safeUrl(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  // Control characters on purpose: what the URL parser strips (URL Standard, "basic URL parser").
  const url = raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (url === '') return null;
  if (/^[/\\]{2}/.test(url)) return null;
  const scheme = SCHEME_RE.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return url.startsWith('\\') ? null : url;
  if (!ALLOWED_SCHEMES.has(scheme)) return null;
  if (scheme === 'http' || scheme === 'https') {
    // `http:/\evil` and `http:evil` are read as http://evil by browsers; require the plain form.
    if (!/^https?:\/\/[^/\\]/i.test(url) || !URL.canParse(url)) return null;
  }
  return url;
}

/**
 * A request pathname made clean: backslashes read as slashes (as browsers do), repeated slashes
 * collapsed, `.`/`..` segments (also percent-encoded as %2e) resolved, never above the root.
 * The result always starts with exactly one `/`, so it can never name another origin.
 */
export function cleanPathname(pathname: string): string {
  const segments = pathname.replace(/\\/g, '/').split('/');
  const out: string[] = [];
  for (const [i, seg] of segments.entries()) {
    const dots = /^(?:\.|%2e){1,2}$/i.test(seg) ? seg.replace(/%2e/gi, '.') : null;
    const last = i === segments.length - 1;
    if (dots === '..') out.pop();
    if (dots !== null || seg === '') {
      // A trailing "/", "/." or "/.." keeps the path a directory path.
      if (last && i > 0) out.push('');
      continue;
    }
    out.push(seg);
  }
  return `/${out.join('/')}`;
}
