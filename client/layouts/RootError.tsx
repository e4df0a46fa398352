/** Any error under a root route renders the error page in the error layout (SPEC.md §2). */
import { useLocation, useRouteError } from 'react-router-dom';
import { splitLocale } from '../../shared/locale.ts';
import { ErrorPage } from '../error/ErrorPage.tsx';
import { toErrorInfo } from '../error/toErrorInfo.ts';
import { ErrorLayout } from './ErrorLayout.tsx';

export function RootError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { locale } = splitLocale(pathname);
  return (
    <ErrorLayout locale={locale}>
      <ErrorPage info={toErrorInfo(error, pathname)} locale={locale} />
    </ErrorLayout>
  );
}
