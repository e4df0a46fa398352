import { describe, expect, it } from 'vitest';
import { isServerFault, toErrorInfo, type ErrorInfo } from '../../shared/errors.ts';
import { ApiError, NotFoundError } from '../../server/upstream/errors.ts';

describe('toErrorInfo (one mapper for client and server)', () => {
  it('maps an upstream failure to a 500 carrying what the error page shows', () => {
    const err = new ApiError({ url: '/website/api/web/article/getArticleDetail', method: 'get', params: { id: 7 }, replyMessage: '文章不存在', code: -1, reason: 'reply' });
    expect(toErrorInfo(err, '/hotel/detail')).toEqual({
      status: 500,
      kind: 'api',
      path: null,
      message: null,
      api: { url: '/website/api/web/article/getArticleDetail', method: 'GET', params: { id: 7 }, message: '文章不存在', code: -1, reason: 'reply' },
    });
  });

  it('maps NotFoundError and route 404s to not-found with the path asked for', () => {
    const notFound = { status: 404, kind: 'not-found', path: '/hotel/detail', message: null, api: null };
    expect(toErrorInfo(new NotFoundError('bad id'), '/hotel/detail')).toEqual(notFound);
    const routeResponse = { status: 404, statusText: 'Not Found', internal: true, data: 'Error: No route matches URL "/x"' };
    expect(toErrorInfo(routeResponse, '/hotel/detail')).toEqual(notFound);
  });

  it('passes an ErrorInfo through (data fetched on the client) unchanged', () => {
    const info: ErrorInfo = { status: 503, kind: 'other', path: null, message: 'offline', api: null };
    expect(toErrorInfo(info, '/x')).toBe(info);
  });

  it('never shows the message of an unknown error, and clamps odd route statuses to 500', () => {
    expect(toErrorInfo(new Error('secret at /srv/app.ts:12'), '/x')).toEqual({ status: 500, kind: 'other', path: null, message: null, api: null });
    expect(toErrorInfo('boom', '/x')).toEqual({ status: 500, kind: 'other', path: null, message: null, api: null });
    expect(toErrorInfo({ status: 405, statusText: 'Method Not Allowed', internal: true, data: null }, '/x')).toEqual({ status: 405, kind: 'other', path: null, message: null, api: null });
    expect(toErrorInfo({ status: 200, statusText: 'OK', internal: false, data: null }, '/x')).toEqual({ status: 500, kind: 'other', path: null, message: null, api: null });
  });

  it('calls only 5xx a server fault', () => {
    expect(isServerFault({ status: 404, kind: 'not-found', path: '/x', message: null, api: null })).toBe(false);
    expect(isServerFault({ status: 500, kind: 'other', path: null, message: null, api: null })).toBe(true);
  });
});
