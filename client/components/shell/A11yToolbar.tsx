/**
 * The accessibility toolbar's button and host. The button is all that ships in
 * the first load; its first click imports the toolbar chunk (a11y/open.ts).
 */
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocale } from '../../app-context.tsx';
import { HTML_LANG } from '../../../shared/locale.ts';
import { Icon } from '../ui/Icon.tsx';
import { a11yToolbar, closeA11yToolbar, openA11yToolbar } from './a11y/open.ts';

function useToolbar() {
  return useSyncExternalStore(
    a11yToolbar.subscribe,
    () => (a11yToolbar.open ? (a11yToolbar.module ? 2 : 1) : 0),
    () => 0,
  );
}

export function A11yButton({ className = 'utility-btn', label = true, testId = 'a11y-button' }: { className?: string; label?: boolean; testId?: string }) {
  const { t } = useTranslation('common');
  const state = useToolbar();
  return (
    <button
      type="button"
      className={className}
      aria-expanded={state > 0}
      aria-label={label ? undefined : t('a11y.openLabel')}
      onClick={(e) => {
        if (state > 0) return closeA11yToolbar();
        // In the phone drawer (a modal <dialog>, in the top layer) the panel would open behind it:
        // close the drawer first, and open the panel once the drawer has handed focus back.
        const drawer = e.currentTarget.closest('dialog');
        if (!drawer?.open) return void openA11yToolbar();
        drawer.addEventListener('close', () => void openA11yToolbar(), { once: true });
        drawer.close();
      }}
      data-testid={testId}
    >
      <Icon name="a11y" size={16} />
      {label && t('a11y.open')}
    </button>
  );
}

export function A11yHost() {
  const locale = useLocale();
  const state = useToolbar();
  const Panel = a11yToolbar.module?.A11yPanel;
  if (state !== 2 || !Panel) return null;
  return <Panel onClose={closeA11yToolbar} lang={HTML_LANG[locale]} />;
}
