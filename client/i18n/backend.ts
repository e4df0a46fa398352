/**
 * An i18next backend over the message chunks Vite splits from `locales/<lng>/<ns>.json`, so
 * `useTranslation(ns)` and `i18n.loadNamespaces(ns)` can load a namespace the first screen did
 * not need (shared/namespaces.ts; docs/decisions/028-lazy-hydration.md).
 */
import type { BackendModule, ResourceKey } from 'i18next';

export type LocaleFiles = Record<string, () => Promise<unknown>>;

export const localeFileKey = (lng: string, ns: string) => `../locales/${lng}/${ns}.json`;

export function chunkBackend(files: LocaleFiles): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(lng, ns, callback) {
      const load = files[localeFileKey(lng, ns)];
      if (!load) return callback(new Error(`No messages ${lng}/${ns}`), false);
      load().then(
        // A JSON module of locales/<lng>/<ns>.json, built into this bundle by Vite: an object of messages.
        (mod) => callback(null, ((mod as { default?: unknown }).default ?? mod) as ResourceKey),
        (error: unknown) => callback(error as Error, true),
      );
    },
  };
}
