/**
 * A link that leaves the site. It opts in to the navigation guard (rel="external",
 * client/runtime/linkGuard.ts), opens a new window, and says so to screen readers.
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { safeUrl } from '../../../shared/safe-url.ts';
import { Icon } from '../ui/Icon.tsx';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & { href: string; children: ReactNode; icon?: boolean; [data: `data-${string}`]: string | undefined };

export function ExternalLink({ href, children, icon = true, ...rest }: Props) {
  const { t } = useTranslation('common');
  // Second line behind the server's allow-list: a refused URL is text, not a link.
  const safe = safeUrl(href);
  if (!safe) return <span className={rest.className}>{children}</span>;
  return (
    <a {...rest} href={safe} target="_blank" rel="external noopener noreferrer" data-external="">
      {children}
      {icon && <Icon name="external" className="icon-external" />}
      <span className="sr-only"> {t('shell.opensNewWindow')}</span>
    </a>
  );
}
