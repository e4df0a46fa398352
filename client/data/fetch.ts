/**
 * Client navigations fetch route data as JSON from a distinct same-origin URL
 * (`/_data/shell/<locale>`, `/_data/page/<path>?<query>`), served through the same cache.
 */
import type { Locale } from '../../shared/api/envelope.ts';
import { isErrorInfo, type ErrorInfo } from '../../shared/errors.ts';
import { DATA_PREFIX } from '../../shared/state.ts';

export function shellDataUrl(locale: Locale): string {
  return `${DATA_PREFIX}/shell/${locale}`;
}

export function pageDataUrl(pathname: string, search: string): string {
  return `${DATA_PREFIX}/page${pathname}${search}`;
}

/** Resolves to `data`, or throws the server's ErrorInfo (shown by the error page). */
export async function fetchData<T>(url: string, signal: AbortSignal): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { signal, headers: { accept: 'application/json' }, credentials: 'same-origin' });
  } catch (err) {
    if (signal.aborted) throw err;
    throw offline();
  }
  const body = (await res.json().catch(() => null)) as { data?: T; error?: ErrorInfo } | null;
  if (body && isErrorInfo(body.error)) throw body.error;
  if (!res.ok || !body || !('data' in body)) throw { status: res.status || 500, kind: 'other', path: null, message: null, api: null } satisfies ErrorInfo;
  return body.data as T;
}

function offline(): ErrorInfo {
  return { status: 503, kind: 'other', path: null, message: typeof navigator !== 'undefined' && !navigator.onLine ? 'offline' : null, api: null };
}
