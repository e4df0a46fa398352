/**
 * Links that keep the current locale prefix: a plain <a> whose plain click navigates through
 * the router, as react-router's <Link> does (same click rule, and a link to the page already
 * shown replaces the history entry instead of adding one). <Link> also resolves relative
 * paths, and for that resolved its path twice and ran some fifteen hooks per link: 6 % of a
 * home render's server CPU for its 111 links, and as much again to hydrate them
 * (docs/decisions/032-cheaper-render-and-memory.md). Every `to` here is a site path from the
 * root, so there is nothing to resolve.
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { localizePath } from '../../shared/locale.ts';
import { useLocale } from '../app-context.tsx';
import { isPlainClick } from './ui/plainClick.ts';

type LocaleLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A site path from the root, without the locale prefix (`/hotel`, `/hotel/detail?id=1`). */
  to: string;
  /** Keep the scroll position (a switch between views of the same list). */
  preventScrollReset?: boolean;
};

export function LocaleLink({ to, onClick, target, preventScrollReset, ...rest }: LocaleLinkProps) {
  const locale = useLocale();
  // Nothing navigates on the server: react-router's hook (a ref, a callback and contexts per link) is skipped there (docs/decisions/053-render-near-the-floor.md).
  const navigate = import.meta.env.SSR ? null : useNavigate();
  const href = localizePath(to, locale);
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (!isPlainClick(e) || (target && target !== '_self')) return;
    e.preventDefault();
    const here = window.location.pathname + window.location.search + window.location.hash;
    void navigate?.(href, { replace: here === href, preventScrollReset });
  };
  return <a {...rest} href={href} target={target} onClick={follow} />;
}

export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(path, locale);
}
