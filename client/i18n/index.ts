/**
 * i18next instances. The server builds one per locale at start-up and never changes its
 * language, so concurrent requests cannot leak a locale into each other. The client builds
 * one, from the message files of its locale, lazy-loaded as JSON (docs/behaviour.md §7).
 */
import i18next, { type BackendModule, type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../../shared/api/envelope.ts';

/**
 * Namespaces are the files in `locales/<lng>/`: common (shell, errors, shared words), pages
 * (page titles and shared page words), and one per area as it grows. Found by glob, so a
 * new file needs no registration.
 */

export type Messages = Record<string, Record<string, unknown>>;

/** `backend` (client only) loads the namespaces `messages` lacks when a part asks for them. */
export function createI18n(locale: Locale, messages: Messages, backend?: BackendModule): i18n {
  const instance = i18next.createInstance();
  if (backend) instance.use(backend);
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: ['zh-CN', 'en'],
    resources: { [locale]: messages } as Resource,
    ns: Object.keys(messages),
    defaultNS: 'common',
    initAsync: false,
    partialBundledLanguages: Boolean(backend),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** Groups glob-imported `locales/<lng>/<ns>.json` modules by locale. */
export function groupMessages(modules: Record<string, unknown>): Record<string, Messages> {
  const out: Record<string, Messages> = {};
  for (const [file, mod] of Object.entries(modules)) {
    const m = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!m) continue;
    const lng = m[1]!;
    const ns = m[2]!;
    (out[lng] ??= {})[ns] = ((mod as { default?: unknown }).default ?? mod) as Record<string, unknown>;
  }
  return out;
}
