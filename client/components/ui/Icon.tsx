/**
 * An icon from the site's sprite (client/components/ui/icons/paths.ts): a `<use>` of one
 * symbol, so the HTML carries a reference, not the drawing. Decorative by default
 * (aria-hidden); pass `label` when the icon alone carries meaning. Sized by `className`
 * (default `size-5`, 20 px) or by `width`/`height`.
 */
import type { SVGProps } from 'react';
import spriteUrl from 'virtual:icon-sprite';
import type { IconName } from './icons/paths.ts';

export type { IconName };

type Props = { name: IconName; label?: string } & Omit<SVGProps<SVGSVGElement>, 'name'>;

export function Icon({ name, label, className, width, height, ...rest }: Props) {
  const sized = width !== undefined || height !== undefined;
  return (
    <svg
      className={className ?? (sized ? undefined : 'size-5')}
      width={width}
      height={height}
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
      focusable="false"
      {...rest}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
