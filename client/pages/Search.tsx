import { useTranslation } from 'react-i18next';
import type { SearchData } from '../../shared/page-data.ts';
import { ArticleCard, SubjectCard } from '../components/Cards.tsx';
import { PageMeta } from '../components/PageMeta.tsx';
import { usePage } from './usePage.ts';

export function Component() {
  const { t } = useTranslation('pages');
  const { data } = usePage<SearchData>();
  const title = t('titles.search');
  return (
    <>
      <PageMeta title={data.q ? `${data.q} - ${title}` : title} noindex />
      <h1>{title}</h1>
      <form role="search" method="get">
        <input type="search" name="q" defaultValue={data.q} aria-label={title} />
        <button type="submit">{title}</button>
      </form>
      <div className="grid">
        {data.articles.records.map((a) => (
          <ArticleCard key={a.id} article={a} />
        ))}
        {data.subjects.records.map((s) => (
          <SubjectCard key={s.id} subject={s} />
        ))}
      </div>
    </>
  );
}
