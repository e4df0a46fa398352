/**
 * The FAQ on /tourist, by category (docs/product.md §4). Each entry is a <details> with the id
 * `faq-<id>`: opening /tourist#faq-<id> (or following an in-page link to it) opens that
 * entry and scrolls it into view. Works without JavaScript as plain disclosures.
 */
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation } from 'react-router-dom';
import type { FaqEntry } from '../../../shared/api/content.ts';
import { Icon } from '../../components/ui/index.ts';
import { scrollBehavior } from '../../hooks/useReducedMotion.ts';

export const faqAnchor = (id: number) => `faq-${id}`;

/** Categories in the order of their first entry (entries come sorted by orderNum). */
function groupFaq(faq: FaqEntry[]): [string, FaqEntry[]][] {
  const groups = new Map<string, FaqEntry[]>();
  for (const f of [...faq].sort((a, b) => a.orderNum - b.orderNum || a.id - b.id)) {
    const list = groups.get(f.category) ?? [];
    list.push(f);
    groups.set(f.category, list);
  }
  return [...groups];
}

/** Opens and shows the entry the URL's hash names, now and whenever the hash changes. */
function useOpenFromHash() {
  const { hash } = useLocation();
  useEffect(() => {
    const open = () => {
      const m = /^#(faq-\d{1,9})$/.exec(window.location.hash);
      const el = m ? document.getElementById(m[1]!) : null;
      if (!(el instanceof HTMLDetailsElement)) return;
      el.open = true;
      el.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
      el.querySelector('summary')?.focus({ preventScroll: true });
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, [hash]);
}

export function FaqList({ faq }: { faq: FaqEntry[] }) {
  const { t } = useTranslation('guide');
  useOpenFromHash();
  if (!faq.length) return <p className="text-gray-600 dark:text-gray-400">{t('tourist.noFaq')}</p>;
  return (
    <div className="grid grid-cols-1 items-start gap-x-6 gap-y-8 lg:grid-cols-2">
      {groupFaq(faq).map(([category, entries]) => (
        <section key={category} aria-label={category}>
          <h3 className="mb-3 text-sm font-semibold tracking-wide text-gray-500 uppercase dark:text-gray-400">{category}</h3>
          <div className="divide-y divide-gray-200 overflow-hidden rounded-2xl border border-gray-200 bg-white dark:divide-gray-800 dark:border-gray-800 dark:bg-gray-900">
            {entries.map((f) => (
              <details key={f.id} id={faqAnchor(f.id)} className="group scroll-mt-24">
                <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-4 py-4 font-medium text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-5 dark:text-white dark:hover:bg-gray-800/60 [&::-webkit-details-marker]:hidden">
                  <span>{f.question}</span>
                  <Icon name="chevronRight" className="mt-0.5 size-5 shrink-0 text-gray-500 transition-transform group-open:rotate-90 motion-reduce:transition-none" />
                </summary>
                <div className="px-4 pb-5 sm:px-5">
                  <p className="text-sm leading-relaxed whitespace-pre-line text-gray-700 dark:text-gray-300">{f.answer}</p>
                  <a href={`#${faqAnchor(f.id)}`} className="mt-3 inline-flex items-center gap-1 text-xs font-medium text-brand-700 hover:underline print:hidden dark:text-brand-300">
                    {t('tourist.permalink')}
                  </a>
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
