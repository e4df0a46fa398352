/**
 * Client navigations fetch route data as JSON from a distinct same-origin URL
 * (`/_data/shell/<locale>`, `/_data/page/<path>?<query>`), served through the same cache.
 * When that fails for want of a network and the offline service worker controls the page, the
 * navigation becomes a full load, which the worker answers with the saved page or the localized
 * offline page (docs/decisions/020-offline-service-worker.md).
 */
import type { Locale } from '../../shared/api/envelope.ts';
import { isErrorInfo, unknownError, unreachableInfo, type ErrorInfo } from '../../shared/errors.ts';
import { DATA_PREFIX, type ShellData, type ShellStable } from '../../shared/state.ts';

export function shellDataUrl(locale: Locale): string {
  return `${DATA_PREFIX}/shell/${locale}`;
}

const PAGE_DATA = `${DATA_PREFIX}/page`;

export function pageDataUrl(pathname: string, search: string): string {
  return `${PAGE_DATA}${pathname}${search}`;
}

/**
 * The shell's stable part the page was rendered with, from its versioned URL (preloaded by the
 * document, so no header of our own: the request must match the preload's). Should that version
 * be gone (another replica, evicted), the current shell: if it differs from the HTML, React
 * recovers from the hydration mismatch by rendering on the client (docs/decisions/027-versioned-shell.md).
 */
export async function fetchShellStable(url: string, locale: Locale): Promise<ShellStable> {
  const res = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
  const body = res?.ok ? ((await res.json().catch(() => null)) as { data?: ShellStable } | null) : null;
  if (body?.data) return body.data;
  return fetchData<ShellData>(shellDataUrl(locale), new AbortController().signal);
}

/** Resolves to `data`, or throws the server's ErrorInfo (shown by the error page). */
export async function fetchData<T>(url: string, signal: AbortSignal): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { signal, headers: { accept: 'application/json' }, credentials: 'same-origin' });
  } catch (err) {
    if (signal.aborted) throw err;
    const page = url.startsWith(PAGE_DATA) ? url.slice(PAGE_DATA.length) : null;
    if (page !== null && navigator.serviceWorker?.controller) {
      window.location.assign(page);
      return new Promise<never>(() => {}); // this document is being replaced
    }
    throw unreachable();
  }
  const body = (await res.json().catch(() => null)) as { data?: T; error?: ErrorInfo } | null;
  if (body && isErrorInfo(body.error)) throw body.error;
  if (!res.ok || !body || !('data' in body)) throw unknownError(res.status || 500);
  return body.data as T;
}

/** No reply at all: 'offline' when the browser knows it has no network. */
export function unreachable(): ErrorInfo {
  return unreachableInfo(typeof navigator !== 'undefined' && !navigator.onLine);
}
