/**
 * Query-parameter parsing. A bad value throws ApiFailure (also used for unknown ids), which
 * the routes answer as HTTP 200 with code -1 and its message (the upstream's convention, docs/behaviour.md §5).
 */
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../shared/api/index.ts';
import type { Paging } from '../db/repo.ts';

export class ApiFailure extends Error {
  override name = 'ApiFailure';
}

/** An id the service does not know: answered with the contract's not-found code, not as a failure. */
export class ApiNotFound extends ApiFailure {
  override name = 'ApiNotFound';
}

export type Query = Record<string, unknown>;

function single(q: Query, name: string): string | undefined {
  const v = q[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw new ApiFailure(`${name} must be given once`);
  return v.trim() === '' ? undefined : v.trim();
}

/** An integer in [min, max], or undefined when absent (or ApiFailure when required). */
export function intParam(q: Query, name: string, opts: { min?: number; max?: number; required?: boolean } = {}): number | undefined {
  const raw = single(q, name);
  if (raw === undefined) {
    if (opts.required) throw new ApiFailure(`${name} is required`);
    return undefined;
  }
  const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = opts;
  const n = /^[+-]?\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `an integer >= ${min}` : `an integer between ${min} and ${max}`;
    throw new ApiFailure(`${name} must be ${range} (got "${raw.slice(0, 40)}")`);
  }
  return n;
}

/** A non-negative number (prices may have decimals). */
export function numberParam(q: Query, name: string): number | undefined {
  const raw = single(q, name);
  if (raw === undefined) return undefined;
  const n = /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isFinite(n)) throw new ApiFailure(`${name} must be a non-negative number (got "${raw.slice(0, 40)}")`);
  return n;
}

export function stringParam(q: Query, name: string, maxLength = 100): string | undefined {
  const raw = single(q, name);
  if (raw !== undefined && raw.length > maxLength) throw new ApiFailure(`${name} must be at most ${maxLength} characters`);
  return raw;
}

export function pagingParams(q: Query): Paging {
  return {
    pageNum: intParam(q, 'pageNum', { min: 1, max: 1_000_000 }) ?? 1,
    pageSize: intParam(q, 'pageSize', { min: 1, max: MAX_PAGE_SIZE }) ?? DEFAULT_PAGE_SIZE,
  };
}

export function idParam(q: Query): number {
  return intParam(q, 'id', { min: 1, required: true })!;
}
