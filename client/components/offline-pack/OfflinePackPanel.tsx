/**
 * The offline pack card on /tourist and /explain (docs/decisions/023-offline-pack.md): what the
 * pack holds and its size before saving, a Save button with progress, then when it was saved
 * and how much, with Remove. Where no service worker can answer from it, it says so instead.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatSize } from '../../../shared/offline-pack.ts';
import { useLocale } from '../../app-context.tsx';
import { longDate } from '../../format/dates.ts';
import { Icon, type IconName } from '../ui/index.ts';
import { usePack, type PackState } from './usePack.ts';

const CONTENTS: { key: string; icon: IconName }[] = [
  { key: 'info', icon: 'ticket' },
  { key: 'emergency', icon: 'phone' },
  { key: 'map', icon: 'map' },
  { key: 'itineraries', icon: 'route' },
  { key: 'guides', icon: 'headphones' },
];

function Progress({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="flex min-h-11 min-w-0 flex-1 flex-col justify-center">
      {/* Read from the progress bar, not announced at every step of the live region. */}
      <p aria-hidden="true" className="text-sm font-medium text-gray-700 dark:text-gray-200">
        {label}
      </p>
      <div role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={label} className="mt-2 h-2 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-800">
        <div className="h-full rounded-full bg-brand-600 transition-[width] motion-reduce:transition-none dark:bg-brand-400" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

const percentOf = (done: number, total: number) => (total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 0);

function sizeOf(state: PackState): number | null {
  if (state.status === 'ready' || state.status === 'saving') return state.manifest.bytes;
  if (state.status === 'saved') return state.saved.bytes;
  return null;
}

export function OfflinePackPanel() {
  const { t } = useTranslation('onsite');
  const locale = useLocale();
  const { state, save, remove } = usePack(locale);
  const bytes = sizeOf(state);
  return (
    <section aria-labelledby="offline-pack-title" data-testid="offline-pack" data-state={state.status} className="mb-10 rounded-2xl border border-brand-200 bg-brand-50/60 p-4 sm:p-6 print:hidden dark:border-brand-900 dark:bg-brand-950/40">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 ring-1 ring-brand-200 dark:bg-gray-900 dark:text-brand-300 dark:ring-brand-900">
          <Icon name="download" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="offline-pack-title" className="text-lg font-bold text-gray-900 dark:text-white">
            {t('offlinePack.title')}
            {bytes != null && state.status !== 'saved' && (
              <>
                {' '}
                {/* The dot stays with the size when the title wraps on a phone. */}
                <span className="font-semibold whitespace-nowrap text-gray-600 dark:text-gray-300">
                  {'· '}
                  <span data-testid="offline-pack-size">{t('offlinePack.about', { size: formatSize(bytes) })}</span>
                </span>
              </>
            )}
          </h2>
          <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{t('offlinePack.lead')}</p>
        </div>
      </div>
      <ul className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 text-sm text-gray-800 sm:grid-cols-2 lg:grid-cols-3 dark:text-gray-200">
        {CONTENTS.map((c) => (
          <li key={c.key} className="flex items-center gap-2">
            <Icon name={c.icon} className="size-4 shrink-0 text-brand-700 dark:text-brand-300" />
            {t(`offlinePack.contents.${c.key}`)}
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap items-center gap-3 border-t border-brand-200 pt-4 dark:border-brand-900" data-testid="offline-pack-status" aria-live="polite">
        {/* Each state is one row as tall as the Save button (.btn, 2.75rem): checking, Save,
            progress and saved-with-Remove replace one another and nothing below jumps. */}
        {state.status === 'checking' && <p className="flex min-h-11 items-center text-sm text-gray-600 dark:text-gray-400">{t('offlinePack.checking')}</p>}
        {state.status === 'unsupported' && (
          // The row's classes are the 'checking' row's (server-rendered, so in the inlined critical CSS):
          // this state is only ever drawn in the browser, where it can fall on the first screen.
          <p className="flex min-h-11 items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
            <Icon name="info" className="size-4 shrink-0" />
            {t('offlinePack.unsupported')}
          </p>
        )}
        {state.status === 'unavailable' && <p className="text-sm text-gray-700 dark:text-gray-300">{t('offlinePack.unavailable')}</p>}
        {state.status === 'ready' && (
          <>
            <button type="button" className="btn btn--primary" onClick={save}>
              <Icon name="download" />
              {t('offlinePack.save')}
            </button>
            {state.failed && (
              <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                {t('offlinePack.failed')}
              </p>
            )}
          </>
        )}
        {state.status === 'saving' && <Progress percent={percentOf(state.done, state.manifest.bytes)} label={t('offlinePack.saving', { percent: percentOf(state.done, state.manifest.bytes) })} />}
        {state.status === 'saved' && (
          <>
            <p className="flex min-h-11 min-w-0 flex-1 basis-40 items-center gap-2 text-sm font-semibold text-brand-800 dark:text-brand-200" data-testid="offline-pack-saved">
              <Icon name="check" className="size-5 shrink-0" />
              {t('offlinePack.saved', { date: longDate(state.saved.savedAt, locale), size: formatSize(state.saved.bytes) })}
            </p>
            <button type="button" className="btn btn--danger btn--sm" onClick={remove}>
              <Icon name="trash" />
              {t('offlinePack.remove')}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
