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
import { ErrorPage } from '../error/ErrorPage.tsx';
import { toErrorInfo } from '../../shared/errors.ts';
import { unreachable } from '../data/fetch.ts';
import { fullLoadCanSucceed, isChunkLoadError, reloadAfterChunkError } from '../runtime/chunkReload.ts';
import { ErrorLayout } from './ErrorLayout.tsx';

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
