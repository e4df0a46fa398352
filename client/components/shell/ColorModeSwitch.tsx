/**
 * Colour mode switch (docs/behaviour.md §4; docs/product.md §5): light, dark or system, as native radio
 * buttons (keyboard and screen readers for free). In the header it sits in a <details> panel
 * behind an icon button (./disclosure.ts); in the drawer it is shown inline. A page that
 * forces a mode disables the choice and says so. The radios are in the HTML and answer before
 * hydration: the pre-paint script applies and stores a choice, and checks the stored one when
 * a panel opens (shared/pre-paint/color-mode.ts, docs/decisions/052-first-tap-before-hydration.md).
 */
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useColorMode, type ColorModePreference } from '../../runtime/colorMode.ts';
import { Icon, type IconName } from '../ui/Icon.tsx';
import { useDisclosure } from './disclosure.ts';

const MODES: { value: ColorModePreference; icon: IconName }[] = [
  { value: 'light', icon: 'sun' },
  { value: 'dark', icon: 'moon' },
  { value: 'system', icon: 'monitor' },
];

function ModeRadios({ testId }: { testId: string }) {
  const { t } = useTranslation('common');
  const { preference, forced, setPreference } = useColorMode();
  const name = useId();
  return (
    <fieldset className="mode-radios" disabled={forced !== null}>
      <legend className="mode-radios__legend">{t('shell.colorMode')}</legend>
      <div className="mode-radios__options">
        {MODES.map((m) => (
          <label key={m.value} className="mode-radios__option">
            <input
              type="radio"
              name={name}
              value={m.value}
              checked={preference === m.value}
              onChange={() => setPreference(m.value)}
              data-testid={`${testId}-${m.value}`}
            />
            <Icon name={m.icon} size={18} />
            <span>{t(`shell.colorModes.${m.value}`)}</span>
          </label>
        ))}
      </div>
      {forced && <p className="mode-radios__note">{t('shell.colorModeForced', { mode: t(`shell.colorModes.${forced}`) })}</p>}
    </fieldset>
  );
}

export function ColorModeSwitch({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation('common');
  const { detailsProps } = useDisclosure();
  if (inline) return <ModeRadios testId="drawer-color-mode" />;
  return (
    <details className="popover" {...detailsProps}>
      <summary className="icon-btn" data-testid="color-mode-button">
        {/* Both icons rendered, CSS shows the one for <html>'s mode: right from the first paint. */}
        <Icon name="sun" className="only-light" />
        <Icon name="moon" className="only-dark" />
        <span className="sr-only">{t('shell.colorMode')}</span>
      </summary>
      <div className="popover__panel popover__panel--end">
        <ModeRadios testId="color-mode" />
      </div>
    </details>
  );
}
