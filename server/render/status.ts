import type { ErrorInfo } from '../../shared/errors.ts';

/**
 * The HTTP status of a page from its loaders' errors: 200 without errors, else the most
 * severe one (a failed upstream call, 500, outranks a missing detail, 404).
 */
export function decideStatus(errors: readonly ErrorInfo[]): number {
  return errors.reduce((status, info) => Math.max(status, info.status), 200);
}
