/**
 * A map of places for list, detail, scenic and home pages. Server-rendered as the schematic
 * map (places visible without JavaScript, key or internet); upgraded to AMap on the client
 * only when a key is configured (see AmapLayer). A legend names the symbols and colours,
 * and optionally lists every place with its number.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { LocaleLink } from '../LocaleLink.tsx';
import { AmapLayer } from './AmapLayer.tsx';
import { MARKER_CLASS } from './markers.ts';
import { fitFrame } from './project.ts';
import { SchematicMap } from './SchematicMap.tsx';
import type { MapFrame, MapPlace, MarkerKind } from './types.ts';

export interface PlaceMapProps {
  frame: MapFrame;
  places: MapPlace[];
  title: string;
  /** 'places' also lists every place by number (for pages that do not list them elsewhere). */
  legend?: 'symbols' | 'places' | 'none';
  /** On wide screens put the legend beside the map instead of under it (full-width sections). */
  beside?: boolean;
  /** Zoom the frame to the places (detail pages, lists of places close together). */
  fit?: boolean;
  /** Zoom, pan and "you are here" (the full map of the area). */
  zoomable?: boolean;
  className?: string;
  /** The trail this page is about, drawn over the others (docs/trails.md). */
  highlight?: number;
}

function Swatch({ className }: { className: string }) {
  return <span aria-hidden="true" className={`map-swatch ${className}`} />;
}

export function PlaceMap({ frame: area, places, title, legend = 'symbols', beside = false, fit = false, zoomable = false, className = '', highlight }: PlaceMapProps) {
  const { t } = useTranslation('places');
  const [amapReady, setAmapReady] = useState(false);
  const frame = fit ? fitFrame(area, places) : area;
  const kinds = [...new Set(places.map((p) => p.kind))] as MarkerKind[];
  return (
    <figure className={['m-0', beside && 'grid items-start gap-x-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]', className].filter(Boolean).join(' ')} data-testid="place-map">
      <div className="relative">
        <div inert={amapReady} aria-hidden={amapReady || undefined}>
          {/* Under a working AMap (its own zoom) the schematic's controls go: inert buttons would still show. */}
          <SchematicMap frame={frame} places={places} title={title} zoomable={zoomable && !amapReady} highlight={highlight} />
        </div>
        <div className="map-amap">
          <AmapLayer frame={frame} places={places} onReady={setAmapReady} />
        </div>
      </div>
      {legend !== 'none' && (
        <figcaption className={beside ? 'map-caption lg:mt-0' : 'map-caption'}>
          <ul className="map-legend" aria-label={t('map.legend')}>
            {kinds.map((k) => (
              <li key={k}>
                <Swatch className={MARKER_CLASS[k]} />
                {t(`map.kind.${k}`)}
              </li>
            ))}
            <li>
              <Swatch className="bg-sky-300 ring-1 ring-sky-500 dark:bg-sky-800" />
              {t('map.water')}
            </li>
            <li>
              <span aria-hidden="true" className="map-legend__road" />
              {t('map.road')}
            </li>
            <li>
              <span aria-hidden="true" className="map-legend__trail" />
              {t('map.trail')}
            </li>
            <li>
              <span aria-hidden="true" className="map-legend__summit" />
              {t('map.summit')}
            </li>
          </ul>
          {!amapReady && <p className="mt-1.5 text-xs text-gray-500 dark:text-gray-400">{t('map.schematicNote')}</p>}
          {legend === 'places' && places.length > 0 && (
            <ol className={`mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2 ${beside ? 'lg:grid-cols-1' : ''}`} aria-label={t('map.places')}>
              {places.map((p, i) => (
                <li key={p.id} className="flex items-start gap-2">
                  <span aria-hidden="true" className={`map-key__num ${MARKER_CLASS[p.kind]}`}>
                    {i + 1}
                  </span>
                  {p.href ? (
                    <LocaleLink to={p.href} className="map-key__link">
                      {p.name}
                    </LocaleLink>
                  ) : (
                    <span className="font-medium text-gray-900 dark:text-gray-100">{p.name}</span>
                  )}
                </li>
              ))}
            </ol>
          )}
        </figcaption>
      )}
    </figure>
  );
}
