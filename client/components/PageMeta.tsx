/** A page's localized title, description and Open Graph card (hoisted into <head> by React 19). */
import { useTranslation } from '../i18n/use-translation.ts';
import { useConfig } from '../app-context.tsx';

export interface PageMetaProps {
  /** Page title without the site name; omit on the home page. */
  title?: string;
  description?: string;
  image?: string | null;
  noindex?: boolean;
  type?: 'website' | 'article';
}

export function PageMeta({ title, description, image, noindex, type = 'website' }: PageMetaProps) {
  const { t } = useTranslation('common');
  const { origin } = useConfig();
  const site = t('site.title');
  const full = title ? `${title} - ${t('site.name')}` : site;
  const desc = (description || t('site.description')).slice(0, 200);
  // No photo of the page's subject: the site logo, never someone else's photo (decision 018).
  const img = image ? (image.startsWith('/') ? origin + image : image) : null;
  const ogImage = img ?? `${origin}/logo.png`;
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={desc} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={t('site.name')} />
      <meta property="og:title" content={full} />
      <meta property="og:description" content={desc} />
      <meta property="og:image" content={ogImage} />
      <meta name="twitter:card" content={img ? 'summary_large_image' : 'summary'} />
    </>
  );
}
