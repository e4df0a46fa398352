/** The security header values, written out (docs/decisions/014-csp.md). */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PRE_PAINT_SCRIPT } from '../../shared/pre-paint/script.ts';
import { fallbackErrorHtml } from '../../server/render/fallback.ts';
import { CSP_DIRECTIVES, FALLBACK_PAGE_HANDLERS, HSTS, PERMISSIONS_POLICY, wantsHsts } from '../../server/http/security-headers.ts';
import { amapTarget } from '../../server/routes/amap-proxy.ts';
import { mediaType } from '../../server/upstream/media-type.ts';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('content security policy', () => {
  it('is the strict policy: self, the pre-paint script hash, AMap hosts, no objects, no framing by others', () => {
    expect(CSP_DIRECTIVES).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", sha(PRE_PAINT_SCRIPT), 'https://webapi.amap.com'],
      'script-src-attr': ["'unsafe-hashes'", sha('history.back()'), sha('location.reload()')],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https://*.amap.com', 'https://*.is.autonavi.com'],
      'connect-src': ["'self'", 'https://*.amap.com', 'https://*.is.autonavi.com'],
      'worker-src': ["'self'", 'blob:'],
      'font-src': ["'self'", 'data:'],
      'media-src': ["'self'", 'blob:'],
      'object-src': ["'none'"],
      'frame-src': ["'none'"],
      'frame-ancestors': ["'self'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
    });
  });

  it('allows exactly the inline handlers the last-resort error page has', () => {
    const handlers = [...fallbackErrorHtml('en').matchAll(/ on[a-z]+="([^"]*)"/g)].map((m) => m[1]);
    expect([...new Set(handlers)].sort()).toEqual([...FALLBACK_PAGE_HANDLERS].sort());
  });
});

describe('other headers', () => {
  it('Permissions-Policy and HSTS values', () => {
    expect(PERMISSIONS_POLICY).toBe('accelerometer=(), camera=(), display-capture=(), fullscreen=(self), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()');
    expect(HSTS).toBe('max-age=31536000');
  });

  it('HSTS only over HTTPS or with an https public origin', () => {
    expect(wantsHsts({ protocol: 'https' }, null)).toBe(true);
    expect(wantsHsts({ protocol: 'http' }, null)).toBe(false);
    expect(wantsHsts({ protocol: 'http' }, 'http://qinglan.example')).toBe(false);
    expect(wantsHsts({ protocol: 'http' }, 'https://qinglan.example')).toBe(true);
  });
});

describe('media types', () => {
  it('passes allow-listed image, audio and stream types under their essence, nothing else', () => {
    expect(mediaType('image/jpeg')).toBe('image/jpeg');
    expect(mediaType('IMAGE/PNG; charset=binary')).toBe('image/png');
    expect(mediaType('image/svg+xml')).toBe('image/svg+xml');
    expect(mediaType('audio/mpeg')).toBe('audio/mpeg');
    expect(mediaType('application/vnd.apple.mpegurl')).toBe('application/vnd.apple.mpegurl');
    for (const t of ['text/html', 'text/html; charset=utf-8', 'application/xhtml+xml', 'text/xml', 'application/javascript', 'text/plain', 'application/octet-stream', 'text/markdown; charset=utf-8', '']) {
      expect(mediaType(t)).toBeNull();
    }
    expect(mediaType(undefined)).toBeNull();
  });
});

describe('AMap proxy targets', () => {
  const opts = { securityCode: 's3cret', restBase: 'https://restapi.amap.com', webapiBase: 'https://webapi.amap.com', vectormapBase: 'https://fmap01.amap.com', timeoutMs: 1000 };
  it('maps the three documented locations and adds jscode', () => {
    expect(amapTarget('/v3/geocode/regeo?key=k&location=1,2', opts)?.href).toBe('https://restapi.amap.com/v3/geocode/regeo?key=k&location=1%2C2&jscode=s3cret');
    expect(amapTarget('/v4/map/styles?styleid=abc', opts)?.href).toBe('https://webapi.amap.com/v4/map/styles?styleid=abc&jscode=s3cret');
    expect(amapTarget('/v3/vectormap?x=1', opts)?.href).toBe('https://fmap01.amap.com/v3/vectormap?x=1&jscode=s3cret');
  });
  it('replaces a jscode the browser sent and stays below the prefix', () => {
    expect(amapTarget('/v3/log/init?jscode=evil', opts)?.href).toBe('https://restapi.amap.com/v3/log/init?jscode=s3cret');
    expect(amapTarget('/v4/map/styles/../../../x', opts)).toBeNull();
    expect(amapTarget('//evil.example/x', opts)).toBeNull();
  });
});
