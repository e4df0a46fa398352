/**
 * Uncaught errors and unhandled rejections (docs/behaviour.md §8): logged with message, stack,
 * timestamp and URL, and sent to the server log (POST /_log/client-error, which is rate
 * limited; we cap and de-duplicate here as well). Rejections that carry API detail (apiUrl,
 * or the ErrorInfo `api` block the data layer throws) are the error page's business and are
 * not reported.
 */
const CLIENT_ERROR_URL = '/_log/client-error';
const MAX_REPORTS_PER_PAGE = 10;

interface ClientErrorReport {
  kind: 'error' | 'unhandledrejection';
  message: string;
  stack: string | null;
  url: string;
  timestamp: string;
}

/** True when a rejection reason is an API error (reported by the error page, not here). */
export function isApiError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return false;
  const r = reason as Record<string, unknown>;
  const data = r.data && typeof r.data === 'object' ? (r.data as Record<string, unknown>) : null;
  return Boolean(r.apiUrl || data?.apiUrl || (r.api && typeof r.api === 'object'));
}

function describe(value: unknown): { message: string; stack: string | null } {
  if (value instanceof Error) return { message: `${value.name}: ${value.message}`, stack: value.stack ?? null };
  if (typeof value === 'string') return { message: value, stack: null };
  try {
    return { message: JSON.stringify(value) ?? String(value), stack: null };
  } catch {
    return { message: String(value), stack: null };
  }
}

function sendReport(report: ClientErrorReport): void {
  const body = JSON.stringify(report);
  try {
    const blob = new Blob([body], { type: 'application/json' });
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(CLIENT_ERROR_URL, blob)) return;
  } catch {
    /* fall through to fetch */
  }
  void fetch(CLIENT_ERROR_URL, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => {});
}

export function installErrorReporter(): void {
  const seen = new Set<string>();
  let sent = 0;
  const report = (kind: ClientErrorReport['kind'], value: unknown, fallbackMessage?: string) => {
    const { message, stack } = describe(value ?? fallbackMessage);
    const entry: ClientErrorReport = { kind, message: message || fallbackMessage || 'unknown error', stack, url: location.href, timestamp: new Date().toISOString() };
    console.error(`[ql] ${kind}`, entry);
    const key = `${kind}|${entry.message}`;
    if (seen.has(key) || sent >= MAX_REPORTS_PER_PAGE) return;
    seen.add(key);
    sent++;
    sendReport(entry);
  };
  window.addEventListener('error', (e: ErrorEvent) => {
    // Resource load failures (img, script tags) have no ErrorEvent message; not ours.
    if (!(e instanceof ErrorEvent)) return;
    report('error', e.error, e.message);
  });
  window.addEventListener('unhandledrejection', (e: PromiseRejectionEvent) => {
    if (isApiError(e.reason)) return;
    report('unhandledrejection', e.reason);
  });
}
