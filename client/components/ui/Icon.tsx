/**
 * An icon from the site's sprite (client/components/ui/icons/paths.ts): a `<use>` of one
 * symbol, so the HTML carries a reference, not the drawing. Decorative by default
 * (aria-hidden); pass `label` when the icon alone carries meaning. 20 px unless a class or
 * `width`/`height` says otherwise.
 */
import type { SVGProps } from 'react';
import spriteUrl from 'virtual:icon-sprite';
import type { IconName } from './icons/paths.ts';

export type { IconName };

type Props = { name: IconName; label?: string } & Omit<SVGProps<SVGSVGElement>, 'name'>;

export function Icon({ name, label, width = 20, height = 20, ...rest }: Props) {
  // The attributes are a 20 px default that any CSS size (a class) overrides.
  return (
    <svg width={width} height={height} aria-hidden={label ? undefined : true} role={label ? 'img' : undefined} aria-label={label} focusable="false" {...rest}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
