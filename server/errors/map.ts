/**
 * Maps whatever a loader threw to the page's ErrorInfo and HTTP status (SPEC.md §8;
 * PRODUCT.md §6). Unknown errors never show their message or stack to visitors.
 */
import { isRouteErrorResponse } from 'react-router-dom';
import { isErrorInfo, notFoundInfo, type ErrorInfo } from '../../shared/errors.ts';
import { ApiError, NotFoundError } from '../upstream/errors.ts';

export function toErrorInfo(err: unknown, pathname: string): ErrorInfo {
  if (err instanceof ApiError) return { status: 500, kind: 'api', path: null, message: null, api: err.toDetail() };
  if (err instanceof NotFoundError) return notFoundInfo(pathname);
  if (isErrorInfo(err)) return err;
  if (isRouteErrorResponse(err)) {
    if (err.status === 404) return notFoundInfo(pathname);
    return { status: err.status >= 400 && err.status < 600 ? err.status : 500, kind: 'other', path: null, message: null, api: null };
  }
  return { status: 500, kind: 'other', path: null, message: null, api: null };
}

/** True for errors worth an error-level log line (not a visitor's 404). */
export function isServerFault(info: ErrorInfo): boolean {
  return info.status >= 500;
}
