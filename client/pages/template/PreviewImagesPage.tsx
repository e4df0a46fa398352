/**
 * /template/preview-images (noindex, default layout; docs/behaviour.md §2 "Image viewer"): a gallery
 * of the area's photos; each opens the modal image viewer (client/components/viewer) at that photo,
 * with the whole set to page through. Without JavaScript each link opens the photo itself.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import { Photo } from '../../components/cards/Cards.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { Breadcrumbs, Icon } from '../../components/ui/index.ts';
import { ViewerLink, type ViewerImage } from '../../components/viewer/ViewerLink.tsx';
import { PageHeader } from '../../components/page-header/PageHeader.tsx';
import { DEMO_PHOTOS, photoSrc, usePhotoCredits } from './photos.ts';

export function Component() {
  const { t } = useTranslation(['guide', 'pages']);
  const credits = usePhotoCredits();
  const title = t('pages:titles.templatePreviewImages');
  const images: ViewerImage[] = DEMO_PHOTOS.map((name) => ({ src: photoSrc(name), title: t(`photos.${name}`) }));
  const keys = t('viewerDemo.keys', { returnObjects: true }) as string[];
  return (
    <>
      <PageMeta title={title} description={t('viewerDemo.description')} noindex />
      <Breadcrumbs items={[{ label: title }]} />
      <PageHeader title={title} lead={t('viewerDemo.lead')} />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4" data-testid="gallery">
        {images.map((img, i) => {
          const credit = credits.get(img.src);
          return (
            <li key={img.src}>
              <figure>
                <ViewerLink
                  images={images}
                  index={i}
                  label={t('viewerDemo.open', { n: i + 1, total: images.length, title: img.title })}
                  className="group relative block overflow-hidden rounded-xl bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:bg-gray-800"
                >
                  <Photo src={img.src} alt={img.title} eager={i < 4} sizes="(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw" className="aspect-square w-full object-cover transition duration-300 group-hover:scale-105 motion-reduce:transition-none" />
                  <span className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-full bg-black/55 text-white opacity-90 transition group-hover:opacity-100">
                    <Icon name="expand" className="size-4" />
                  </span>
                </ViewerLink>
                <figcaption className="mt-2 text-sm">
                  <span className="block font-medium text-gray-900 dark:text-gray-100">{img.title}</span>
                  {credit && <span className="block text-xs text-gray-500 dark:text-gray-400">{t('swiperDemo.credit', { author: credit.author, licence: credit.licence })}</span>}
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
      <section aria-labelledby="viewer-keys" className="mt-10 max-w-3xl rounded-2xl bg-gray-50 p-5 sm:p-6 dark:bg-gray-800/60">
        <h2 id="viewer-keys" className="mb-3 text-lg font-bold text-gray-900 dark:text-white">
          {t('viewerDemo.howTitle')}
        </h2>
        <ul className="list-disc space-y-1.5 pl-5 text-sm text-gray-700 dark:text-gray-300">
          {keys.map((k) => (
            <li key={k}>{k}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
