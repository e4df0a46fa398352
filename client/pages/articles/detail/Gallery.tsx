/**
 * The photo gallery of a detail page: every photo is a link to the full-size file that opens
 * the image viewer (docs/behaviour.md §2) at that photo. Thumbnails load srcset variants; the viewer
 * gets the full-size URL. Phones get one large photo and a row of thumbnails. No photo, no gallery.
 */
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Photo } from '../../../components/cards/Cards.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { ViewerLink, type ViewerImage } from '../../../components/viewer/ViewerLink.tsx';

/** Cover first, then the other images, each once. */
export function galleryImages(cover: string | null, images: string[], title: string): ViewerImage[] {
  const urls = [...new Set([cover, ...images].filter((u): u is string => Boolean(u)))];
  return urls.map((src, i) => ({ src, title: urls.length > 1 ? `${title} (${i + 1}/${urls.length})` : title }));
}

const tile = 'group relative block overflow-hidden bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:bg-gray-800';
const img = 'size-full object-cover transition duration-500 group-hover:scale-[1.03] motion-reduce:transition-none';

export function Gallery({ images, title }: { images: ViewerImage[]; title: string }) {
  const { t } = useTranslation('places');
  // No true photo of this item: nothing in the gallery's place, the page opens on its words
  // (decision 018; a wide stand-in box only pushed the facts below the first screen).
  if (images.length === 0) return null;
  const label = (i: number) => t('viewer.open', { n: i + 1, total: images.length, title });
  const [first, ...rest] = images;
  // Beside the large photo: four thumbnails in a 2×2 grid, or two stacked; "+N" on the last.
  const side = rest.slice(0, rest.length >= 4 ? 4 : Math.min(rest.length, 2));
  const hidden = images.length - 1 - side.length;
  return (
    <section aria-label={t('detail.photos')} data-testid="gallery">
      <div className={`grid gap-2 md:h-[26rem] md:overflow-hidden md:rounded-3xl lg:h-[30rem] ${side.length ? 'md:grid-cols-[3fr_2fr]' : ''}`}>
        <ViewerLink images={images} index={0} label={label(0)} className={`${tile} aspect-[16/10] rounded-2xl md:aspect-auto md:h-full md:rounded-none`}>
          <Photo src={first!.src} alt={title} eager sizes="(min-width: 1024px) 60vw, (min-width: 768px) 60vw, 100vw" className={img} />
        </ViewerLink>
        {side.length > 0 && (
          <ul className={`-mx-4 flex gap-2 overflow-x-auto px-4 md:mx-0 md:grid md:h-full md:overflow-hidden md:px-0 ${side.length > 1 ? 'md:grid-rows-2' : ''} ${side.length === 4 ? 'md:grid-cols-2' : ''}`}>
            {side.map((im, i) => {
              const index = i + 1;
              return (
                <li key={im.src} className="relative w-32 shrink-0 md:min-h-0 md:w-auto">
                  <ViewerLink images={images} index={index} label={label(index)} className={`${tile} aspect-[4/3] rounded-xl md:aspect-auto md:h-full md:rounded-none`}>
                    <Photo src={im.src} alt="" sizes="(min-width: 768px) 20vw, 8rem" className={img} />
                  </ViewerLink>
                  {hidden > 0 && i === side.length - 1 && (
                    // "+N more" over the last thumbnail; outside the link so its name stays the label.
                    <span aria-hidden="true" className="pointer-events-none absolute inset-0 flex items-center justify-center rounded-xl bg-gray-950/55 text-lg font-semibold text-white md:rounded-none">
                      +{hidden}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {images.length > 1 && (
        <ViewerLink images={images} index={0} label={t('viewer.openAll', { count: images.length })} className="mt-3 inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-300">
          <Icon name="expand" className="size-4" />
          {t('viewer.openAll', { count: images.length })}
        </ViewerLink>
      )}
    </section>
  );
}
