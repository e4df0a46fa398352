/**
 * The whole HTML document, rendered by React on the server (streamed) and hydrated on the
 * client. Assets come from the server's template (built once from the Vite manifest).
 */
import type { ReactNode } from 'react';
import type { Locale } from '../shared/api/envelope.ts';
import { HTML_LANG } from '../shared/locale.ts';
import { COLOR_MODE_SCRIPT } from './runtime/colorModeScript.ts';

export interface DocumentAssets {
  css: string[];
}

export function Document({ locale, assets, children }: { locale: Locale; assets: DocumentAssets; children: ReactNode }) {
  return (
    // The colour-mode script sets class/style on <html> before hydration: expected difference.
    <html lang={HTML_LANG[locale]} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#111827" />
        <link rel="icon" type="image/png" href="/logo.png" />
        <link rel="apple-touch-icon" href="/logo.png" />
        <link rel="manifest" href={locale === 'en' ? '/en/manifest.webmanifest' : '/manifest.webmanifest'} />
        <script dangerouslySetInnerHTML={{ __html: COLOR_MODE_SCRIPT }} />
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}
