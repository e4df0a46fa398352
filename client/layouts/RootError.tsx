/**
 * Any error under a root route renders the error page in the error layout (docs/behaviour.md §2).
 * A route module that failed to load (a chunk error) first gets the guarded reload
 * (docs/behaviour.md §8), in case the vite:preloadError path did not catch it. Offline with
 * nothing to answer a reload, it shows what a failed data request shows: the localized offline
 * message.
 */
import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { matchPage } from '../../shared/match-page.ts';
import { toErrorInfo } from '../../shared/errors.ts';
import { unreachable } from '../data/fetch.ts';
import { fullLoadCanSucceed, isChunkLoadError, reloadAfterChunkError } from '../runtime/chunkReload.ts';
import { lazyHydrate } from '../lazyHydrate.tsx';
import { ErrorLayout } from './ErrorLayout.tsx';

/**
 * The error page's text is a part hydrated later, like the footer (docs/decisions/051-page-hydrates-after-the-shell.md):
 * the server renders it in the HTML, and its chunk loads with the other parts right after the
 * first hydration, on every page, so it is in memory before a later navigation can fail.
 */
const ErrorPage = lazyHydrate(() => import('../error/ErrorPage.tsx').then((m) => m.ErrorPage));

export function RootError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { locale } = matchPage(pathname);
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error]);
  return (
    <ErrorLayout locale={locale}>
      <ErrorPage info={isChunkLoadError(error) && !fullLoadCanSucceed() ? unreachable() : toErrorInfo(error, pathname)} locale={locale} />
    </ErrorLayout>
  );
}
