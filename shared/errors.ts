/**
 * The error a page shows (SPEC.md §2 "Error page", §8; PRODUCT.md §6). Plain data so it
 * renders the same on the server and after hydration; never carries a stack.
 */
export type UpstreamFailure = 'reply' | 'http' | 'timeout' | 'unreachable' | 'invalid' | 'too-large';

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
  kind: 'api' | 'not-found' | 'other';
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
