/**
 * The home hero (docs/product.md, home page): the home module's banners as a full-bleed
 * Carousel that advances by itself (pause button, holds on hover/focus, still under reduced
 * motion). Only the first photo loads eagerly; the others load lazily as they come near.
 * On paper it is the first slide's words in dark ink (docs/product.md §5 "Print"): a photo
 * chosen for the screen's width does not come out in a print, and white words on white do not read.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import type { HomeBanner } from '../../../shared/api/content.ts';
import { LEAD_PHOTO_CLASS, leadBanner } from '../../../shared/lead-photo.ts';
import { Carousel } from '../../components/carousel/Carousel.tsx';
import { Photo } from '../../components/cards/Cards.tsx';
import { LocaleLink } from '../../components/LocaleLink.tsx';
import { Icon } from '../../components/ui/Icon.tsx';

/** Time each slide stays before the next (long enough to read a subtitle). */
const HERO_INTERVAL_MS = 7000;

function BannerSlide({ banner, siteName, first }: { banner: HomeBanner; siteName: string; first: boolean }) {
  const { t } = useTranslation('places');
  return (
    <>
      {/* The first photo is the page's lead photo: its preview comes inline (docs/decisions/035-lead-photo-preview.md). */}
      <Photo src={banner.image} alt="" sizes="100vw" eager={first} className={first ? `size-full object-cover print:hidden ${LEAD_PHOTO_CLASS}` : 'size-full object-cover print:hidden'} />
      <div className="hero-slide__scrim" />
      <div className="wrap hero-slide__text">
        <p className="hero-slide__kicker">{siteName}</p>
        <h2 className="hero-slide__title">{banner.title}</h2>
        {banner.subtitle && <p className="hero-slide__sub">{banner.subtitle}</p>}
        {banner.link && (
          <LocaleLink to={banner.link} className="btn btn--primary btn--lg hero-slide__cta">
            {t('home.hero.cta')}
            <span className="sr-only">: {banner.title}</span>
            <Icon name="arrowRight" className="size-5" />
          </LocaleLink>
        )}
      </div>
    </>
  );
}

export function Hero({ banners, siteName }: { banners: HomeBanner[]; siteName: string }) {
  const { t } = useTranslation('places');
  const lead = leadBanner(banners);
  if (!lead) return null;
  return (
    <Carousel
      label={t('home.hero.label')}
      perView="one"
      tone="photo"
      autoplayMs={HERO_INTERVAL_MS}
      testId="hero"
      className="isolate h-[78svh] min-h-[30rem] w-full overflow-hidden bg-gray-900 sm:h-[86vh] sm:max-h-[54rem] print:h-auto print:min-h-0 print:bg-transparent"
      slides={banners.map((b, i) => ({ key: `${b.image}-${i}`, title: b.title, node: <BannerSlide banner={b} siteName={siteName} first={b === lead} /> }))}
    />
  );
}
