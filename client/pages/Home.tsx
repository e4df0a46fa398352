import { useTranslation } from 'react-i18next';
import type { HomeData } from '../../shared/page-data.ts';
import { ArticleCard, Photo, SubjectCard } from '../components/Cards.tsx';
import { PageMeta } from '../components/PageMeta.tsx';
import { usePage } from './usePage.ts';

export function Component() {
  const { t } = useTranslation('pages');
  const { data } = usePage<HomeData>();
  const hero = data.home.banners[0];
  return (
    <>
      <PageMeta image={hero?.image} />
      {hero && (
        <section className="hero">
          <Photo src={hero.image} alt="" sizes="100vw" eager />
          <h1>{hero.title}</h1>
          <p>{hero.subtitle}</p>
        </section>
      )}
      <section>
        <h2>{data.home.intro.title}</h2>
        <p>{data.home.intro.body}</p>
      </section>
      <section>
        <h2>{t('titles.theme')}</h2>
        <div className="grid">
          {data.subjects.map((s) => (
            <SubjectCard key={s.id} subject={s} />
          ))}
        </div>
      </section>
      <section>
        <h2>{t('titles.trends')}</h2>
        <div className="grid">
          {data.news.map((a) => (
            <ArticleCard key={a.id} article={a} />
          ))}
        </div>
      </section>
    </>
  );
}
