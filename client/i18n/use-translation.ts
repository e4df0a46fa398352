/**
 * `useTranslation` for the site's components: react-i18next's own in the browser, a one-hook
 * version on the server (docs/decisions/053-render-near-the-floor.md).
 *
 * react-i18next's hook runs a dozen hooks per call (context, memos, refs, callbacks, state, an
 * external store, an effect, and a JSON.stringify of the namespaces) so a component re-renders
 * when the language changes or a namespace arrives. The server's i18next instances never change
 * language and hold every namespace from start-up (client/i18n/index.ts, entry-server.tsx), so
 * none of that can happen there: its answer depends only on the instance and the arguments, and
 * is built once per (instance, namespaces, key prefix). The `t` inside is the same memoised
 * i18next function the full hook gets (fixed-t.ts), so the HTML is the same.
 */
import { useContext } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { I18nContext, useTranslation as useI18nextTranslation, type UseTranslationResponse } from 'react-i18next';

type Answer = UseTranslationResponse<string, undefined>;
type Options = { keyPrefix?: string; lng?: string; i18n?: I18n; nsMode?: 'default' | 'fallback' };

/** i18next's types omit the scope argument react-i18next passes (and the memo in fixed-t.ts reads). */
type GetFixedT = (lng: string, ns: string | string[], keyPrefix: string | undefined, opts: { scopeNs: string[] }) => TFunction;

/** Per instance: the answers of plain `useTranslation(ns)` calls by namespace, and of any other form by its spelled-out scope. */
const answers = new WeakMap<I18n, { byNs: Map<string, Answer>; byScope: Map<string, Answer> }>();

function build(i18n: I18n, namespaces: readonly string[], opts: Options): Answer {
  const lng = opts.lng ?? i18n.language;
  const fallbackMode = (opts.nsMode ?? i18n.options.react?.nsMode) === 'fallback';
  // As react-i18next asks i18next for it (useTranslation.js, getSnapshot).
  const t = (i18n.getFixedT as unknown as GetFixedT).call(i18n, lng, fallbackMode ? [...namespaces] : namespaces[0]!, opts.keyPrefix, { scopeNs: [...namespaces] });
  return Object.assign([t, i18n, true] as const, { t, i18n, ready: true as const }) as unknown as Answer;
}

function answer(i18n: I18n, ns: string | readonly string[], opts: Options | undefined): Answer {
  let memo = answers.get(i18n);
  if (!memo) answers.set(i18n, (memo = { byNs: new Map(), byScope: new Map() }));
  if (typeof ns === 'string' && !opts) {
    let found = memo.byNs.get(ns);
    if (!found) memo.byNs.set(ns, (found = build(i18n, [ns], {})));
    return found;
  }
  const namespaces = typeof ns === 'string' ? [ns] : ns.length ? ns : ['translation'];
  const o = opts ?? {};
  const id = `${o.lng ?? ''}\u0001${namespaces.join('\u0002')}\u0001${o.keyPrefix ?? ''}\u0001${o.nsMode ?? ''}`;
  let found = memo.byScope.get(id);
  if (!found) memo.byScope.set(id, (found = build(i18n, namespaces, o)));
  return found;
}

/** The server's: one context read, the rest looked up. */
function useServerTranslation(ns?: string | readonly string[], opts?: Options): Answer {
  const ctx = useContext(I18nContext) as { i18n?: I18n; defaultNS?: string | string[] } | undefined;
  const i18n = opts?.i18n ?? ctx?.i18n;
  if (!i18n) throw new Error('useTranslation: no i18next instance in context (client/entry-server.tsx provides one per locale)');
  return answer(i18n, ns || ctx?.defaultNS || (i18n.options.defaultNS as string | string[] | undefined) || 'translation', opts);
}

/** react-i18next's signature in both builds; Vite drops the branch a build does not take. */
export const useTranslation: typeof useI18nextTranslation = import.meta.env.SSR
  ? (useServerTranslation as unknown as typeof useI18nextTranslation)
  : useI18nextTranslation;
