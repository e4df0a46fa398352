import { useTranslation } from 'react-i18next';
import type { ArticleBrowseData } from '../../shared/page-data.ts';
import { ArticleCard } from '../components/Cards.tsx';
import { PageMeta } from '../components/PageMeta.tsx';
import { usePage } from './usePage.ts';

export function ArticleBrowseView({ data, titleKey }: { data: ArticleBrowseData; titleKey: string }) {
  const { t } = useTranslation('pages');
  const title = t(`titles.${titleKey}`);
  return (
    <>
      <PageMeta title={title} />
      <h1>{title}</h1>
      <div className="grid">
        {data.page.records.map((a) => (
          <ArticleCard key={a.id} article={a} />
        ))}
      </div>
    </>
  );
}

export function Component() {
  const { data, handle } = usePage<ArticleBrowseData>();
  return <ArticleBrowseView data={data} titleKey={handle.route.id} />;
}
