import { useTranslation } from 'react-i18next';
import type { ScenicData } from '../../shared/page-data.ts';
import { Photo } from '../components/Cards.tsx';
import { PageMeta } from '../components/PageMeta.tsx';
import { usePage } from './usePage.ts';

export function Component() {
  const { t } = useTranslation('pages');
  const { data } = usePage<ScenicData>();
  const title = t('titles.scenicArea');
  return (
    <>
      <PageMeta title={title} />
      <h1>{title}</h1>
      <div className="grid">
        {data.spots.map((s) => (
          <article key={s.id} className="card">
            <Photo className="card__img" src={s.cover} alt="" />
            <div className="card__body">
              <h2 className="card__title">{s.name}</h2>
              <p className="card__text">{s.intro}</p>
              <p>{s.openHours}</p>
              <p>{s.ticket}</p>
            </div>
          </article>
        ))}
      </div>
    </>
  );
}
