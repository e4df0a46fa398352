/**
 * /template/color (noindex): the palette in both colour modes, side by side, whatever mode
 * the page itself is in (docs/product.md §4; docs/behaviour.md §9). Every swatch shows its hex value and
 * its contrast as text on that mode's surface, so the rules of the design brief (links
 * brand-700 on white, brand-300 on dark, filled buttons brand-600 + white) can be checked.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import { PageMeta } from '../../components/PageMeta.tsx';
import { Breadcrumbs } from '../../components/ui/index.ts';
import { PageHeader } from '../../components/page-header/PageHeader.tsx';
import { BRAND, GRAY, SURFACE, contrast, grade, ratioText, type Grade, type Swatch } from './palette.ts';

type Mode = keyof typeof SURFACE;

/** Panel colours are fixed per mode (no dark: variants): each panel shows its own mode. */
const PANEL: Record<Mode, { frame: string; text: string; muted: string; rule: string }> = {
  light: { frame: 'bg-white ring-1 ring-gray-200', text: 'text-gray-900', muted: 'text-gray-600', rule: 'border-gray-200' },
  dark: { frame: 'bg-gray-900 ring-1 ring-gray-700', text: 'text-gray-100', muted: 'text-gray-300', rule: 'border-gray-700' },
};

const GRADE_TONE: Record<Mode, Record<Grade, string>> = {
  light: { AAA: 'bg-brand-700 text-white', AA: 'bg-brand-100 text-brand-900', AA18: 'bg-amber-100 text-amber-900', fail: 'bg-gray-100 text-gray-600' },
  dark: { AAA: 'bg-brand-300 text-gray-950', AA: 'bg-brand-900 text-brand-100', AA18: 'bg-amber-900 text-amber-100', fail: 'bg-gray-800 text-gray-300' },
};

function SwatchRow({ s, mode }: { s: Swatch; mode: Mode }) {
  const { t } = useTranslation('guide');
  const ratio = contrast(s.hex, SURFACE[mode]);
  const g = grade(ratio);
  const p = PANEL[mode];
  return (
    <li className={`flex flex-wrap items-center gap-3 border-b py-2 last:border-b-0 ${p.rule}`}>
      <span className={`size-10 shrink-0 rounded-lg ring-1 ${mode === 'light' ? 'ring-black/10' : 'ring-white/20'} ${s.bg}`} aria-hidden="true" />
      <span className={`w-9 shrink-0 text-center text-xl font-bold ${s.text}`} aria-hidden="true" data-contrast-sample="">
        Aa
      </span>
      <span className="min-w-0 flex-1">
        <span className={`block font-mono text-sm font-semibold ${p.text}`}>{s.name}</span>
        <span className={`block font-mono text-xs uppercase ${p.muted}`}>{s.hex}</span>
      </span>
      <span className="flex flex-col items-end gap-1">
        <span className={`font-mono text-xs tabular-nums ${p.text}`}>{ratioText(ratio)}</span>
        <span className={`rounded px-1.5 py-0.5 text-[11px] font-semibold ${GRADE_TONE[mode][g]}`}>{t(`palette.grade.${g}`)}</span>
      </span>
    </li>
  );
}

function Usage({ mode }: { mode: Mode }) {
  const { t } = useTranslation('guide');
  const p = PANEL[mode];
  const link = mode === 'light' ? { cls: 'text-brand-700', hex: '#3a6828' } : { cls: 'text-brand-300', hex: '#a4d38a' };
  const body = mode === 'light' ? { cls: 'text-gray-900', hex: '#111827' } : { cls: 'text-gray-100', hex: '#f3f4f6' };
  const muted = mode === 'light' ? { cls: 'text-gray-600', hex: '#4b5563' } : { cls: 'text-gray-300', hex: '#d1d5db' };
  const rows = [
    { label: t('palette.body'), sample: <span className={body.cls}>{t('palette.sample')}</span>, ratio: contrast(body.hex, SURFACE[mode]) },
    { label: t('palette.secondary'), sample: <span className={muted.cls}>{t('palette.sample')}</span>, ratio: contrast(muted.hex, SURFACE[mode]) },
    { label: t('palette.link'), sample: <span className={`underline underline-offset-2 ${link.cls}`}>{t('palette.linkSample')}</span>, ratio: contrast(link.hex, SURFACE[mode]) },
    {
      label: t('palette.button'),
      sample: <span className="inline-flex h-9 items-center rounded-full bg-brand-600 px-4 text-sm font-semibold text-white">{t('palette.buttonSample')}</span>,
      ratio: contrast('#ffffff', '#498530'),
    },
    {
      label: t('palette.buttonText'),
      sample: <span className="inline-flex h-9 items-center rounded-full bg-brand-700 px-4 text-sm font-semibold text-white">{t('palette.buttonSample')}</span>,
      ratio: contrast('#ffffff', '#3a6828'),
    },
  ];
  return (
    <dl className="space-y-3">
      {rows.map((r) => (
        <div key={r.label} className="flex flex-wrap items-center justify-between gap-2">
          <dt className={`text-sm ${p.muted}`}>{r.label}</dt>
          <dd className="flex items-center gap-3">
            {r.sample}
            <span className="flex flex-col items-end gap-1">
              <span className={`font-mono text-xs tabular-nums ${p.text}`}>{ratioText(r.ratio)}</span>
              <span className={`rounded px-1.5 py-0.5 text-[11px] font-semibold ${GRADE_TONE[mode][grade(r.ratio)]}`}>{t(`palette.grade.${grade(r.ratio)}`)}</span>
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Panel({ mode }: { mode: Mode }) {
  const { t } = useTranslation('guide');
  const p = PANEL[mode];
  return (
    <section aria-labelledby={`palette-${mode}`} className={`rounded-2xl p-5 sm:p-6 ${p.frame}`}>
      <h2 id={`palette-${mode}`} className={`text-xl font-bold ${p.text}`}>
        {t(`palette.${mode}`)}
      </h2>
      <p className={`mt-1 text-sm ${p.muted}`}>{t(`palette.${mode}Surface`, { hex: SURFACE[mode] })}</p>
      <h3 className={`mt-6 mb-2 text-sm font-semibold ${p.text}`}>{t('palette.usage')}</h3>
      <Usage mode={mode} />
      <p className={`mt-3 text-xs ${p.muted}`}>{t('palette.buttonNote')}</p>
      <div className="mt-6 space-y-6">
        {[
          { key: 'brand', list: BRAND },
          { key: 'gray', list: GRAY },
        ].map((g) => (
          <div key={g.key}>
            <h3 className={`mb-1 text-sm font-semibold ${p.text}`}>{t(`palette.${g.key}`)}</h3>
            <ul>
              {g.list.map((s) => (
                <SwatchRow key={s.name} s={s} mode={mode} />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

export function Component() {
  const { t } = useTranslation(['guide', 'pages']);
  const title = t('pages:titles.templateColor');
  return (
    <>
      <PageMeta title={title} description={t('palette.description')} noindex />
      <Breadcrumbs items={[{ label: title }]} />
      <PageHeader title={title} lead={t('palette.lead')} />
      <p className="mb-6 max-w-3xl text-sm text-gray-600 dark:text-gray-400">{t('palette.legend')}</p>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Panel mode="light" />
        <Panel mode="dark" />
      </div>
    </>
  );
}
