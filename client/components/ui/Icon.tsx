/**
 * An icon from the site's sprite (client/components/ui/icons/paths.ts): a `<use>` of one
 * symbol, so the HTML carries a reference, not the drawing. Decorative by default
 * (aria-hidden); pass `label` when the icon alone carries meaning. 20 px unless `size` or a
 * class says otherwise: the sizes are CSS (client/styles/base.css), not attributes, so each
 * use is as short as it can be (docs/decisions/031-shorter-markup.md).
 */
import type { SVGProps } from 'react';
import spriteUrl from 'virtual:icon-sprite';
import type { IconName } from './icons/paths.ts';

export type { IconName };

/** The sizes other than the 20 px default, each a class in client/styles/base.css (written whole, so a test can find it). */
const SIZE_CLASS = { 14: 'i14', 16: 'i16', 18: 'i18', 22: 'i22' } as const;
type IconSize = keyof typeof SIZE_CLASS;

type Props = { name: IconName; label?: string; size?: IconSize } & Omit<SVGProps<SVGSVGElement>, 'name' | 'width' | 'height'>;

export function Icon({ name, label, size, className, ...rest }: Props) {
  const cls = size ? (className ? `${SIZE_CLASS[size]} ${className}` : SIZE_CLASS[size]) : className;
  return (
    <svg aria-hidden={label ? undefined : true} role={label ? 'img' : undefined} aria-label={label} className={cls} {...rest}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
