/**
 * The whole HTML document, rendered by React on the server (streamed) and hydrated on the
 * client. Assets come from the server's template (built once from the Vite manifest).
 */
import type { ReactNode } from 'react';
import type { Locale } from '../shared/api/envelope.ts';
import { HTML_LANG } from '../shared/locale.ts';
import { STATE_GLOBAL } from '../shared/state.ts';
import { PRE_PAINT_SCRIPT } from '../shared/pre-paint/script.ts';

export interface DocumentAssets {
  css: string[];
}

/**
 * The page state as data, not code (docs/decisions/014-csp.md): a JSON element the browser never
 * executes, so the CSP needs no per-page hash. `json` is already escaped for a script element
 * (shared/script-json.ts); the client passes back the same text it read, so hydration matches.
 */
function StateElement({ json }: { json: string }) {
  return <script type="application/json" id={STATE_GLOBAL} dangerouslySetInnerHTML={{ __html: json }} />;
}

/** Reads the state element's text (before hydration), or null when the page has none. */
export function readStateJson(doc: Document): string | null {
  return doc.getElementById(STATE_GLOBAL)?.textContent ?? null;
}

/**
 * The inlined critical CSS element's id. A plain <style>, not one with href and precedence,
 * which React 19 would hoist into the head's preamble ahead of the modulepreloads: 44 KB of CSS
 * before them held the scripts' requests back until it had arrived (0.15 s on Slow 3G).
 */
const CRITICAL_CSS_ID = 'critical-css';

/** The critical CSS text the server inlined (before hydration), or null when it inlined none. */
export function readCriticalCss(doc: Document): string | null {
  return doc.getElementById(CRITICAL_CSS_ID)?.textContent ?? null;
}

/**
 * The head's order (docs/decisions/029-critical-css.md). React writes charset and viewport
 * first, then high-priority image preloads (the hero), then the modulepreloads (the entry at
 * React's low priority and its imports, then the page's modules: server/render/template.ts)
 * and the head's other links and metas it hoists, then the elements below in their order: the
 * critical CSS, the pre-paint script, the state. With critical CSS inlined, the full
 * stylesheet goes to the end of <body>, where browsers do not hold back the paint of anything
 * above it; without (development, or a build without critical CSS) it stays in <head>,
 * render-blocking.
 */
/** `shellHref`: the versioned URL of the shell's stable part, preloaded for the client entry (docs/decisions/027-versioned-shell.md). */
export function Document({ locale, assets, shellHref, stateJson, criticalCss, children }: { locale: Locale; assets: DocumentAssets; shellHref: string | null; stateJson: string; criticalCss: string | null; children: ReactNode }) {
  const stylesheets = assets.css.map((href) => <link key={href} rel="stylesheet" href={href} />);
  return (
    // The pre-paint script sets class/style on <html> before hydration: expected difference.
    <html lang={HTML_LANG[locale]} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        {criticalCss !== null && <style id={CRITICAL_CSS_ID}>{criticalCss}</style>}
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#111827" />
        <link rel="icon" type="image/png" href="/logo.png" />
        <link rel="apple-touch-icon" href="/logo.png" />
        <link rel="manifest" href={locale === 'en' ? '/en/manifest.webmanifest' : '/manifest.webmanifest'} />
        <script dangerouslySetInnerHTML={{ __html: PRE_PAINT_SCRIPT }} />
        <StateElement json={stateJson} />
        {criticalCss === null && stylesheets}
        {shellHref && <link rel="preload" as="fetch" crossOrigin="anonymous" href={shellHref} />}
      </head>
      <body>
        {children}
        {criticalCss !== null && stylesheets}
      </body>
    </html>
  );
}
