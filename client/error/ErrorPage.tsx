/**
 * The error page (docs/behaviour.md §2 "Error page", §8): status message and code, the API detail
 * block when an API call failed, actions home / back / reload, and the footer text.
 * Never a stack trace. A missing item's 404 also links to the others of its kind
 * (docs/product.md §6).
 */
import type { TFunction } from 'i18next';
import { useTranslation } from '../i18n/use-translation.ts';
import type { ErrorInfo } from '../../shared/errors.ts';
import { localizePath } from '../../shared/locale.ts';
import { matchPage } from '../../shared/match-page.ts';
import { itemList } from '../../shared/routes.ts';
import type { Locale } from '../../shared/api/envelope.ts';

function errorTitle(info: ErrorInfo, t: TFunction<'common'>): string {
  if (info.kind === 'not-found') return t('error.notFoundTitle');
  if (info.kind === 'api') return t('error.apiFailed');
  if (info.kind === 'offline') return t('error.offlineTitle');
  return t('error.pageError');
}

export function ErrorPage({ info, locale }: { info: ErrorInfo; locale: Locale }) {
  const { t } = useTranslation('common');
  const title = errorTitle(info, t);
  const api = info.api;
  const message =
    info.kind === 'not-found'
      ? t('error.notFound', { path: info.path ?? '/' })
      : info.kind === 'offline'
        ? t('error.offline')
        : api
          ? (api.message ?? (api.reason === 'reply' ? t('error.apiDefault') : t(`error.reason.${api.reason}`)))
          : (info.message ?? t('error.unknown'));
  const params = api?.params && Object.keys(api.params).length ? JSON.stringify(api.params) : t('error.none');
  const page = info.kind === 'not-found' && info.path ? matchPage(info.path) : null;
  const list = page?.kind === 'page' ? itemList(page.route) : null;

  return (
    <section className="error-page" aria-labelledby="error-title">
      <title>{`${title} - ${t('site.name')}`}</title>
      <meta name="robots" content="noindex" />
      <p className="error-page__code" aria-hidden="true">
        {info.status}
      </p>
      <h1 id="error-title" className="error-page__title">
        {title}
      </h1>
      <p className="error-page__message" data-testid="error-message">
        {message}
      </p>
      <p className="error-page__status">
        {t('error.status')}: <span data-testid="error-status">{info.status}</span>
      </p>
      {api && (
        <dl className="error-page__detail" data-testid="error-detail" aria-label={t('error.detail')}>
          <dt>{t('error.message')}</dt>
          <dd data-testid="error-api-message">{message}</dd>
          <dt>{t('error.code')}</dt>
          <dd data-testid="error-api-code">{api.code ?? t('error.none')}</dd>
          <dt>{t('error.request')}</dt>
          <dd data-testid="error-api-request">
            <code>{`${api.method} ${api.url}`}</code>
          </dd>
          <dt>{t('error.params')}</dt>
          <dd data-testid="error-api-params">
            <code>{params}</code>
          </dd>
        </dl>
      )}
      {list && <p className="error-page__hint">{t('error.itemGone')}</p>}
      <div className="error-page__actions">
        {list && (
          <a className="btn btn--primary" href={localizePath(list.to.path, locale)} data-testid="error-item-list">
            {t(`pages:titles.${list.name}`)}
          </a>
        )}
        <a className={list ? 'btn' : 'btn btn--primary'} href={localizePath('/', locale)}>
          {t('error.home')}
        </a>
        <button type="button" className="btn" onClick={() => history.back()}>
          {t('error.back')}
        </button>
        <button type="button" className="btn" onClick={() => location.reload()}>
          {t('error.reload')}
        </button>
      </div>
      <p className="error-page__footer">{t('error.footer')}</p>
    </section>
  );
}
