/**
 * Colour mode switch (docs/behaviour.md §4; docs/product.md §5): light, dark or system, as native radio
 * buttons (keyboard and screen readers for free). In the header it sits in a popover behind
 * an icon button; in the drawer and on the error page it is shown inline. A page that
 * forces a mode disables the choice and says so.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useColorMode, type ColorModePreference } from '../../runtime/colorMode.ts';
import { Icon, type IconName } from '../ui/Icon.tsx';
import { usePopover } from '../../hooks/usePopover.ts';

const MODES: { value: ColorModePreference; icon: IconName }[] = [
  { value: 'light', icon: 'sun' },
  { value: 'dark', icon: 'moon' },
  { value: 'system', icon: 'monitor' },
];

function ModeRadios() {
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
              data-testid={`color-mode-${m.value}`}
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
  const pop = usePopover();
  if (inline) return <ModeRadios />;
  return (
    <div className="popover" ref={pop.rootRef}>
      <button {...pop.buttonProps} className="icon-btn" data-testid="color-mode-button">
        {/* Both icons rendered, CSS shows the one for <html>'s mode: right from the first paint. */}
        <Icon name="sun" className="only-light" />
        <Icon name="moon" className="only-dark" />
        <span className="sr-only">{t('shell.colorMode')}</span>
      </button>
      {/* The radios render when the panel opens: they only work with JavaScript, so the
          closed panel sends nothing (docs/decisions/031-shorter-markup.md). */}
      <div {...pop.panelProps} className="popover__panel popover__panel--end">
        {pop.open && <ModeRadios />}
      </div>
    </div>
  );
}
