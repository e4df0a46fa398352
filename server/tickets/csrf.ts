/**
 * CSRF protection of the ticket forms (docs/tickets.md §Protection), three ways at once, as
 * OWASP's cheat sheet advises: a token bound to a secret in a `SameSite=Lax`, HttpOnly cookie
 * (@fastify/csrf's tokens: a salted HMAC of the secret, so a page that cannot read the cookie
 * cannot make one), and the Origin of the post, which must be the site's own. Lax, not Strict:
 * Lax already keeps the cookie off another site's posts, and Strict would also keep it off a
 * visitor's arrival from a link elsewhere, so the site would issue a new secret and every other
 * open tab's form would expire.
 */
import Tokens from '@fastify/csrf';
import type { FastifyReply, FastifyRequest } from 'fastify';

const tokens = Tokens();
const CSRF_COOKIE = 'qinglan_csrf';
/** @fastify/csrf's secrets: 18 random bytes in base64url. */
const SECRET_RE = /^[\w-]{24}$/;

export interface CsrfGuard {
  /** A token for a form on the page being answered; sets the cookie when the visitor has none. */
  issue(req: FastifyRequest, reply: FastifyReply): string;
  /** Whether a post came from a page of this site with a token of this visitor's cookie. */
  check(req: FastifyRequest, token: string | undefined): boolean;
}

export function createCsrfGuard(publicOrigin: string): CsrfGuard {
  const site = new URL(publicOrigin);
  const secure = site.protocol === 'https:';
  const secretOf = (req: FastifyRequest): string | null => {
    const s = req.cookies[CSRF_COOKIE];
    return s && SECRET_RE.test(s) ? s : null;
  };

  /**
   * The post's Origin (or, when a browser sends none, its Referer's) must be the site: the
   * configured public origin, or the origin the request was addressed to (the Host a browser
   * sets is the site's own; a forged post from elsewhere carries that other page's Origin).
   */
  function sameOrigin(req: FastifyRequest): boolean {
    const raw = req.headers.origin ?? req.headers.referer;
    if (typeof raw !== 'string') return false;
    let from: URL;
    try {
      from = new URL(raw);
    } catch {
      return false;
    }
    if (from.origin === site.origin) return true;
    return from.host === req.headers.host && from.protocol === `${req.protocol}:`;
  }

  return {
    issue(req, reply) {
      let secret = secretOf(req);
      if (secret === null) {
        secret = tokens.secretSync();
        reply.setCookie(CSRF_COOKIE, secret, { path: '/', sameSite: 'lax', httpOnly: true, secure });
        // The next read in this request (a form re-rendered after a refused post) sees the same secret.
        req.cookies[CSRF_COOKIE] = secret;
      }
      return tokens.create(secret);
    },
    check(req, token) {
      const secret = secretOf(req);
      return Boolean(secret && typeof token === 'string' && token.length < 200 && sameOrigin(req) && tokens.verify(secret, token));
    },
  };
}
