/**
 * /template/i18 (noindex): the i18n set-up at work (docs/product.md §4). The other language's
 * message files are loaded on demand (the same lazy JSON chunks the client entry uses),
 * added to the page's i18next instance, and the page can switch language live with
 * i18n.changeLanguage. Leaving the page restores the URL's language.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { Locale } from '../../../shared/api/envelope.ts';
import { useLocale } from '../../app-context.tsx';
import { groupMessages } from '../../i18n/index.ts';
import { PageMeta } from '../../components/PageMeta.tsx';
import { Breadcrumbs, Badge } from '../../components/ui/index.ts';
import { dateRange, longDate } from '../../format/dates.ts';
import { PageHeader } from '../../components/page-header/PageHeader.tsx';

const localeFiles = import.meta.glob('../../../locales/*/*.json');
const LOCALES: Locale[] = ['zh-CN', 'en'];
const NATIVE_NAME: Record<Locale, string> = { 'zh-CN': '简体中文', en: 'English' };

/** Loads every namespace of a locale into the instance (no-op for one it already has). */
async function ensureLocale(i18n: ReturnType<typeof useTranslation>['i18n'], lng: Locale): Promise<void> {
  const keys = Object.keys(localeFiles).filter((k) => k.includes(`/locales/${lng}/`));
  const loaded = await Promise.all(keys.map(async (k) => [k, await localeFiles[k]!()] as const));
  const byNs = groupMessages(Object.fromEntries(loaded))[lng] ?? {};
  for (const [ns, messages] of Object.entries(byNs)) {
    if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, messages, true, true);
  }
}

const SAMPLE_KEYS = ['common:site.name', 'common:nav.search', 'pages:titles.hotel', 'pages:titles.tourist', 'onsite:live.unavailable'];
const COUNTS = [0, 1, 2, 12000];
const SAMPLE_DAY = '2026-05-20T09:00:00+08:00';
const SAMPLE_RANGE: [string, string] = ['2026-11-18T00:00:00+08:00', '2027-05-31T23:59:59+08:00'];

function Cell({ ready, children }: { ready: boolean; children: ReactNode }) {
  return <td className="px-3 py-2.5 align-top text-gray-900 dark:text-gray-100">{ready ? children : <span className="text-gray-400">…</span>}</td>;
}

export function Component() {
  const { t, i18n } = useTranslation(['guide', 'pages']);
  const urlLocale = useLocale();
  const other: Locale = urlLocale === 'en' ? 'zh-CN' : 'en';
  const [ready, setReady] = useState<Record<Locale, boolean>>({ 'zh-CN': urlLocale === 'zh-CN', en: urlLocale === 'en' });
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<Locale>(urlLocale);
  const original = useRef({ lng: urlLocale, htmlLang: '' });

  // Once per visit of the page (the i18n object from the hook is not a stable dependency:
  // a language change would re-run the effect and its cleanup would switch straight back).
  const instance = useRef(i18n);
  useEffect(() => {
    const i18 = instance.current;
    let live = true;
    original.current.htmlLang = document.documentElement.lang;
    void ensureLocale(i18, other).then(() => live && setReady((r) => ({ ...r, [other]: true })));
    return () => {
      live = false;
      // Leaving the demo: the rest of the site is in the URL's language again.
      if (i18.language !== original.current.lng) void i18.changeLanguage(original.current.lng);
      document.documentElement.lang = original.current.htmlLang || original.current.lng;
    };
    // Once: on entering the demo and, through the clean-up, on leaving it.
  }, []);

  const switchTo = async (lng: Locale) => {
    setBusy(true);
    await ensureLocale(i18n, lng);
    await i18n.changeLanguage(lng);
    document.documentElement.lang = lng;
    setShown(lng);
    setBusy(false);
  };

  const fixed = (lng: Locale) => i18n.getFixedT(lng);
  const title = t('pages:titles.templateI18');
  const target = shown === urlLocale ? other : urlLocale;

  return (
    <>
      <PageMeta title={title} description={t('i18n.description')} noindex />
      <Breadcrumbs items={[{ label: title }]} />
      <PageHeader title={title} lead={t('i18n.lead')} />

      <section aria-labelledby="i18n-live" className="rounded-2xl border border-gray-200 p-5 sm:p-6 dark:border-gray-800">
        <h2 id="i18n-live" className="text-lg font-bold text-gray-900 dark:text-white">
          {t('i18n.liveTitle')}
        </h2>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{t('i18n.liveHelp')}</p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <span className="text-sm text-gray-700 dark:text-gray-300">{t('i18n.current')}</span>
          <Badge tone="brand">
            <span data-testid="i18n-current" lang={shown}>
              {NATIVE_NAME[shown]}
            </span>
          </Badge>
          <button
            type="button"
            onClick={() => void switchTo(target)}
            disabled={busy}
            className="inline-flex h-10 items-center rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
          >
            {shown === urlLocale ? t('i18n.switchTo', { language: NATIVE_NAME[other] }) : t('i18n.restore', { language: NATIVE_NAME[urlLocale] })}
          </button>
        </div>
        <p className="mt-4 text-base text-gray-900 dark:text-white" aria-live="polite">
          {t('i18n.greeting')}
        </p>
        {shown !== urlLocale && <p className="mt-2 text-sm text-amber-800 dark:text-amber-300">{t('i18n.temporary')}</p>}
      </section>

      <section aria-labelledby="i18n-both" className="mt-10">
        <h2 id="i18n-both" className="mb-1 text-lg font-bold text-gray-900 dark:text-white">
          {t('i18n.bothTitle')}
        </h2>
        <p className="mb-4 text-sm text-gray-600 dark:text-gray-300">{t('i18n.bothHelp')}</p>
        <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <table className="w-full min-w-[36rem] border-collapse overflow-hidden rounded-xl text-left text-sm ring-1 ring-gray-200 dark:ring-gray-800">
            <thead className="bg-gray-50 text-gray-700 dark:bg-gray-800 dark:text-gray-200">
              <tr>
                <th scope="col" className="px-3 py-2.5 font-semibold">{t('i18n.key')}</th>
                {LOCALES.map((l) => (
                  <th key={l} scope="col" className="px-3 py-2.5 font-semibold" lang={l}>
                    {NATIVE_NAME[l]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
              {SAMPLE_KEYS.map((k) => (
                <tr key={k}>
                  <th scope="row" className="px-3 py-2.5 font-mono text-xs font-normal text-gray-600 dark:text-gray-400">{k}</th>
                  {LOCALES.map((l) => (
                    <Cell key={l} ready={ready[l]}>
                      <span lang={l}>{fixed(l)(k)}</span>
                    </Cell>
                  ))}
                </tr>
              ))}
              {COUNTS.map((n) => (
                <tr key={`n${n}`}>
                  <th scope="row" className="px-3 py-2.5 font-mono text-xs font-normal text-gray-600 dark:text-gray-400">
                    guide:i18n.visitors · count={n}
                  </th>
                  {LOCALES.map((l) => (
                    <Cell key={l} ready={ready[l]}>
                      <span lang={l}>{fixed(l)('guide:i18n.visitors', { count: n })}</span>
                    </Cell>
                  ))}
                </tr>
              ))}
              <tr>
                <th scope="row" className="px-3 py-2.5 font-mono text-xs font-normal text-gray-600 dark:text-gray-400">formatDate</th>
                {LOCALES.map((l) => (
                  <Cell key={l} ready>
                    <span lang={l}>{longDate(SAMPLE_DAY, l)}</span>
                  </Cell>
                ))}
              </tr>
              <tr>
                <th scope="row" className="px-3 py-2.5 font-mono text-xs font-normal text-gray-600 dark:text-gray-400">formatDateRange</th>
                {LOCALES.map((l) => (
                  <Cell key={l} ready>
                    <span lang={l}>{dateRange(SAMPLE_RANGE[0], SAMPLE_RANGE[1], l)}</span>
                  </Cell>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
        <p className="mt-3 text-xs text-gray-500 dark:text-gray-400">{t('i18n.pluralNote')}</p>
      </section>
    </>
  );
}
