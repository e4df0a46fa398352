import type { ApiErrorDetail, TaggedNotFoundError, TaggedUpstreamError, UpstreamFailure } from '../../shared/errors.ts';

/**
 * One error type for every upstream failure (code -1, non-JSON, 5xx, timeout, refused):
 * carries what the error page shows (docs/behaviour.md §8).
 */
export class ApiError extends Error implements TaggedUpstreamError {
  override name = 'ApiError';
  readonly errorKind = 'upstream';
  readonly url: string;
  readonly method: string;
  readonly params: Record<string, unknown> | null;
  readonly replyMessage: string | null;
  readonly code: number | null;
  readonly reason: UpstreamFailure;

  constructor(init: {
    url: string;
    method: string;
    params: Record<string, unknown> | null;
    replyMessage?: string | null;
    code?: number | null;
    reason: UpstreamFailure;
    cause?: unknown;
  }) {
    super(`API request failed: ${init.method.toUpperCase()} ${init.url} (${init.reason}${init.code != null ? ` ${init.code}` : ''})`, {
      cause: init.cause,
    });
    this.url = init.url;
    this.method = init.method.toUpperCase();
    this.params = init.params;
    this.replyMessage = init.replyMessage ?? null;
    this.code = init.code ?? null;
    this.reason = init.reason;
  }

  toDetail(): ApiErrorDetail {
    return {
      url: this.url,
      method: this.method,
      params: this.params && Object.keys(this.params).length ? this.params : null,
      message: this.replyMessage,
      code: this.code,
      reason: this.reason,
    };
  }
}

/** A detail id or other input that names nothing: a 404, never a 500 (docs/product.md §3, §6). */
export class NotFoundError extends Error implements TaggedNotFoundError {
  override name = 'NotFoundError';
  readonly errorKind = 'not-found';
}
