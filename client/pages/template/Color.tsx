import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/PageMeta.tsx';

export function Component() {
  const { t } = useTranslation('pages');
  const title = t('titles.templateColor');
  return (
    <>
      <PageMeta title={title} noindex />
      <h1>{title}</h1>
    </>
  );
}
