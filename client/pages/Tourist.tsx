import { useTranslation } from 'react-i18next';
import type { TouristData } from '../../shared/page-data.ts';
import { PageMeta } from '../components/PageMeta.tsx';
import { usePage } from './usePage.ts';

export function Component() {
  const { t } = useTranslation('pages');
  const { data } = usePage<TouristData>();
  const title = t('titles.tourist');
  return (
    <>
      <PageMeta title={title} />
      <h1>{title}</h1>
      <ul>
        {data.notices.map((n) => (
          <li key={n.id}>
            <strong>{n.title}</strong> {n.content}
          </li>
        ))}
      </ul>
      {data.faq.map((f) => (
        <details key={f.id} id={`faq-${f.id}`}>
          <summary>{f.question}</summary>
          <p>{f.answer}</p>
        </details>
      ))}
    </>
  );
}
