import { useTranslation } from 'react-i18next';
import type { SubjectBrowseData } from '../../shared/page-data.ts';
import { SubjectCard } from '../components/Cards.tsx';
import { PageMeta } from '../components/PageMeta.tsx';
import { usePage } from './usePage.ts';

export function ThemeBrowseView({ data, titleKey }: { data: SubjectBrowseData; titleKey: string }) {
  const { t } = useTranslation('pages');
  const title = t(`titles.${titleKey}`);
  return (
    <>
      <PageMeta title={title} />
      <h1>{title}</h1>
      <div className="grid">
        {data.page.records.map((s) => (
          <SubjectCard key={s.id} subject={s} />
        ))}
      </div>
    </>
  );
}

export function Component() {
  const { data, handle } = usePage<SubjectBrowseData>();
  return <ThemeBrowseView data={data} titleKey={handle.route.id} />;
}
