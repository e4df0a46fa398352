import { useTranslation } from 'react-i18next';
import type { ArticleListData } from '../../shared/page-data.ts';
import { ArticleCard } from '../components/Cards.tsx';
import { PageMeta } from '../components/PageMeta.tsx';
import { usePage } from './usePage.ts';

export function Component() {
  const { t } = useTranslation('pages');
  const { data, handle } = usePage<ArticleListData>();
  const title = t(`titles.${handle.route.id}`);
  return (
    <>
      <PageMeta title={title} />
      <h1>{title}</h1>
      <p>{t('common.total', { count: data.page.total })}</p>
      <div className="grid">
        {data.page.records.map((a) => (
          <ArticleCard key={a.id} article={a} />
        ))}
      </div>
    </>
  );
}
