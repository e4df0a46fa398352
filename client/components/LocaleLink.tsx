/** Router links that keep the current locale prefix. */
import { Link, type LinkProps } from 'react-router-dom';
import { localizePath } from '../../shared/locale.ts';
import { useLocale } from '../app-context.tsx';

export function LocaleLink({ to, ...rest }: Omit<LinkProps, 'to'> & { to: string }) {
  const locale = useLocale();
  // No `data-discover` on every link: it feeds framework-mode route discovery, which a data
  // router does not use (docs/decisions/031-shorter-markup.md).
  return <Link to={localizePath(to, locale)} discover="none" {...rest} />;
}

export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(path, locale);
}
