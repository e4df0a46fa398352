/**
 * /template/swiper (noindex): the carousel of /article/swiper and /theme/swiper, shown with
 * the area's photos: one photo per view, then several cards per view, and how it is used.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import { Photo } from '../../components/cards/Cards.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { Breadcrumbs } from '../../components/ui/index.ts';
import { PageHeader } from '../../components/page-header/PageHeader.tsx';
import { Carousel } from '../../components/carousel/Carousel.tsx';
import { DEMO_PHOTOS, photoSrc, usePhotoCredits } from './photos.ts';

export function Component() {
  const { t } = useTranslation(['guide', 'pages']);
  const credits = usePhotoCredits();
  const title = t('pages:titles.templateSwiper');
  const hero = DEMO_PHOTOS.slice(0, 8).map((name, i) => {
    const src = photoSrc(name);
    const credit = credits.get(src);
    return {
      key: name,
      node: (
        <figure className="relative overflow-hidden rounded-2xl bg-gray-900">
          <Photo src={src} alt={t(`photos.${name}`)} eager={i === 0} sizes="(min-width: 1152px) 1120px, 100vw" className="aspect-[4/3] w-full object-cover sm:aspect-[16/9]" />
          <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 via-black/40 to-transparent px-5 pt-12 pb-4 text-white">
            <span className="block text-lg font-semibold sm:text-xl">{t(`photos.${name}`)}</span>
            {credit && <span className="mt-0.5 block text-xs text-gray-200">{t('swiperDemo.credit', { author: credit.author, licence: credit.licence })}</span>}
          </figcaption>
        </figure>
      ),
    };
  });
  const cards = DEMO_PHOTOS.slice(4).map((name) => ({
    key: name,
    node: (
      <figure className="h-full overflow-hidden rounded-2xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900">
        <Photo src={photoSrc(name)} alt="" sizes="(min-width: 1024px) 360px, 85vw" className="aspect-[3/2] w-full object-cover" />
        <figcaption className="p-4 text-sm font-medium text-gray-900 dark:text-gray-100">{t(`photos.${name}`)}</figcaption>
      </figure>
    ),
  }));
  const features = t('swiperDemo.features', { returnObjects: true }) as string[];
  return (
    <>
      <PageMeta title={title} description={t('swiperDemo.description')} noindex />
      <Breadcrumbs items={[{ label: title }]} />
      <PageHeader title={title} lead={t('swiperDemo.lead')} />
      <section aria-labelledby="swiper-one" className="mb-12">
        <h2 id="swiper-one" className="mb-4 text-xl font-bold text-gray-900 dark:text-white">
          {t('swiperDemo.one')}
        </h2>
        <Carousel label={t('swiperDemo.one')} perView="one" slides={hero} />
      </section>
      <section aria-labelledby="swiper-multi" className="mb-12">
        <h2 id="swiper-multi" className="mb-4 text-xl font-bold text-gray-900 dark:text-white">
          {t('swiperDemo.multi')}
        </h2>
        <Carousel label={t('swiperDemo.multi')} slides={cards} />
      </section>
      <section aria-labelledby="swiper-how" className="max-w-3xl rounded-2xl bg-gray-50 p-5 sm:p-6 dark:bg-gray-800/60">
        <h2 id="swiper-how" className="mb-3 text-lg font-bold text-gray-900 dark:text-white">
          {t('swiperDemo.how')}
        </h2>
        <ul className="list-disc space-y-1.5 pl-5 text-sm text-gray-700 dark:text-gray-300">
          {features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
