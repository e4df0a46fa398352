/** One menu entry's link: internal (locale kept, aria-current) or external (opted in). */
import type { MenuNode } from '../../../shared/api/shell.ts';
import { LocaleLink } from '../LocaleLink.tsx';
import { ExternalLink } from './ExternalLink.tsx';

export function MenuLink({ node, current, className }: { node: MenuNode; current: boolean; className: string }) {
  if (node.url) {
    return (
      <ExternalLink href={node.url} className={className}>
        {node.name}
      </ExternalLink>
    );
  }
  if (!node.path) return null;
  return (
    <LocaleLink
      to={node.path}
      className={className}
      aria-current={current ? 'page' : undefined}
      target={node.target === '_blank' ? '_blank' : undefined}
    >
      {node.name}
    </LocaleLink>
  );
}
