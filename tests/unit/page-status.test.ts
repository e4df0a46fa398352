import { describe, expect, it } from 'vitest';
import { notFoundInfo, type ErrorInfo } from '../../shared/errors.ts';
import { cacheControlFor } from '../../server/http/cache-control.ts';
import { decideStatus } from '../../server/render/status.ts';

const apiFailure: ErrorInfo = { status: 500, kind: 'api', path: null, message: null, api: null };

describe('decideStatus', () => {
  it('is 200 without errors, else the most severe error status', () => {
    expect(decideStatus([])).toBe(200);
    expect(decideStatus([notFoundInfo('/hotel/detail')])).toBe(404);
    expect(decideStatus([notFoundInfo('/x'), apiFailure])).toBe(500);
    expect(decideStatus([apiFailure, notFoundInfo('/x')])).toBe(500);
    expect(decideStatus([{ ...apiFailure, status: 503, kind: 'other' }, apiFailure])).toBe(503);
  });
});

describe('cacheControlFor', () => {
  const PUBLIC = 'public, max-age=0, s-maxage=2, stale-while-revalidate=300';
  it('lets a CDN keep shared answers, and neither errors nor per-visitor answers', () => {
    expect(cacheControlFor({ status: 200, perVisitor: false })).toBe(PUBLIC);
    expect(cacheControlFor({ status: 301, perVisitor: false })).toBe(PUBLIC);
    expect(cacheControlFor({ status: 308, perVisitor: false })).toBe(PUBLIC);
    expect(cacheControlFor({ status: 200, perVisitor: true })).toBe('private, no-store');
    expect(cacheControlFor({ status: 302, perVisitor: true })).toBe('private, no-store');
    expect(cacheControlFor({ status: 404, perVisitor: false })).toBe('no-store');
    expect(cacheControlFor({ status: 500, perVisitor: false })).toBe('no-store');
    expect(cacheControlFor({ status: 500, perVisitor: true })).toBe('private, no-store');
  });
});
