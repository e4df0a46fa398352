/**
 * The error a page shows (docs/behaviour.md §2 "Error page", §8; docs/product.md §6). Plain data so it
 * renders the same on the server and after hydration; never carries a stack.
 */
import { isRouteErrorResponse } from 'react-router-dom';

/** 'not-found': the CMS's documented answer for an unknown id (a detail page's 404, never shown as an API error). */
export type UpstreamFailure = 'reply' | 'not-found' | 'http' | 'timeout' | 'unreachable' | 'invalid' | 'too-large';

export interface ApiErrorDetail {
  /** API path, e.g. /website/api/web/article/getArticleDetail. */
  url: string;
  /** Upper-case method. */
  method: string;
  /** Request parameters; null or empty is shown as "none". */
  params: Record<string, unknown> | null;
  /** Reply message; null means the localized default 'API returned an error status'. */
  message: string | null;
  /** Reply code (e.g. -1) or HTTP status; null when no reply came. */
  code: number | null;
  reason: UpstreamFailure;
}

export interface ErrorInfo {
  status: number;
  /** 'offline': a client navigation's data could not be fetched and the browser is offline. */
  kind: 'api' | 'not-found' | 'offline' | 'other';
  /** For not-found: the path that was asked for. */
  path: string | null;
  /** For other errors: a message safe to show; null = 'unknown error'. */
  message: string | null;
  api: ApiErrorDetail | null;
}

export function isErrorInfo(value: unknown): value is ErrorInfo {
  return typeof value === 'object' && value !== null && 'kind' in value && 'status' in value && 'api' in value;
}

export function notFoundInfo(path: string): ErrorInfo {
  return { status: 404, kind: 'not-found', path, message: null, api: null };
}

/**
 * Errors that say what they are through a `errorKind` tag, so this shared mapper recognises
 * server-only classes (server/upstream/errors.ts) without importing them.
 */
export interface TaggedUpstreamError {
  errorKind: 'upstream';
  toDetail(): ApiErrorDetail;
}
export interface TaggedNotFoundError {
  errorKind: 'not-found';
}

function tagOf(err: unknown): unknown {
  return typeof err === 'object' && err !== null && 'errorKind' in err ? err.errorKind : null;
}

/** An error with nothing safe to show but its status: the page says 'unknown error'. */
export const unknownError = (status = 500): ErrorInfo => ({ status, kind: 'other', path: null, message: null, api: null });

/** No reply came at all: 'offline' (a localized message) when the browser knows it has no network. */
export const unreachableInfo = (offline: boolean): ErrorInfo => ({ status: 503, kind: offline ? 'offline' : 'other', path: null, message: null, api: null });

/**
 * Whatever a loader or route threw, as the ErrorInfo the error page shows and the status
 * the server sends (docs/behaviour.md §8; docs/product.md §6). Unknown errors never show their message or
 * stack to visitors.
 */
export function toErrorInfo(err: unknown, pathname: string): ErrorInfo {
  const tag = tagOf(err);
  if (tag === 'upstream') return { status: 500, kind: 'api', path: null, message: null, api: (err as TaggedUpstreamError).toDetail() };
  if (tag === 'not-found') return notFoundInfo(pathname);
  if (isErrorInfo(err)) return err;
  if (isRouteErrorResponse(err)) {
    if (err.status === 404) return notFoundInfo(pathname);
    return unknownError(err.status >= 400 && err.status < 600 ? err.status : 500);
  }
  return unknownError();
}

/** True for errors worth an error-level log line (not a visitor's 404). */
export function isServerFault(info: ErrorInfo): boolean {
  return info.status >= 500;
}
