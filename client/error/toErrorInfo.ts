import { isRouteErrorResponse } from 'react-router-dom';
import { isErrorInfo, notFoundInfo, type ErrorInfo } from '../../shared/errors.ts';

/** Whatever a route threw, as the plain ErrorInfo the error page shows (no stack, ever). */
export function toErrorInfo(error: unknown, pathname: string): ErrorInfo {
  if (isErrorInfo(error)) return error;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return notFoundInfo(pathname);
    return { status: error.status, kind: 'other', path: null, message: error.statusText || null, api: null };
  }
  return { status: 500, kind: 'other', path: null, message: null, api: null };
}
