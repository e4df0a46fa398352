/**
 * Client-only upgrade of the schematic map to AMap when a key is configured. It stays
 * invisible until AMap reports `complete`; if the script cannot load (no key, no internet,
 * blocked), it logs a console warning and the schematic map stays: never a broken page.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useNavigate } from 'react-router-dom';
import { localizePath } from '../../../shared/locale.ts';
import { useConfig, useLocale } from '../../app-context.tsx';
import { loadAmap } from './amap.ts';
import { MARKER_HEX } from './markers.ts';
import type { MapFrame, MapPlace } from './types.ts';

function pinElement(n: number, color: string): HTMLElement {
  const el = document.createElement('span');
  el.textContent = String(n);
  el.style.cssText = `display:flex;align-items:center;justify-content:center;width:28px;height:28px;border-radius:9999px;background:${color};color:#fff;font:700 12px/1 system-ui,sans-serif;box-shadow:0 0 0 2px #fff,0 2px 6px rgba(0,0,0,.3)`;
  return el;
}

export function AmapLayer({ frame, places, onReady }: { frame: MapFrame; places: MapPlace[]; onReady: (ready: boolean) => void }) {
  const { amapKey, amapServiceHost } = useConfig();
  const locale = useLocale();
  const navigate = useNavigate();
  const { t } = useTranslation('places');
  const ref = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const placesKey = JSON.stringify(places.map((p) => [p.id, p.lng, p.lat]));
  const detailsLabel = t('map.details');

  useEffect(() => {
    const el = ref.current;
    if (!amapKey || !el) return;
    let cancelled = false;
    let destroy: (() => void) | null = null;
    loadAmap(amapKey, amapServiceHost)
      .then((AMap) => {
        if (cancelled) return;
        const map = new AMap.Map(el, { center: frame.center, zoom: frame.zoom, lang: locale === 'en' ? 'en' : 'zh_cn', viewMode: '2D' });
        destroy = () => map.destroy();
        const info = new AMap.InfoWindow({ offset: new AMap.Pixel(0, -18), closeWhenClickMap: true });
        const popup = (p: MapPlace): HTMLElement => {
          // Built with DOM nodes and textContent: content strings never become HTML.
          const box = document.createElement('div');
          box.style.cssText = 'padding:4px 2px;font:14px/1.5 system-ui,sans-serif;color:#111827;max-width:16rem';
          const name = document.createElement('strong');
          name.textContent = p.name;
          box.appendChild(name);
          if (p.note) {
            const note = document.createElement('div');
            note.textContent = p.note;
            note.style.color = '#4b5563';
            box.appendChild(note);
          }
          if (p.href) {
            const a = document.createElement('a');
            const href = localizePath(p.href, locale);
            a.href = href;
            a.textContent = detailsLabel;
            a.style.cssText = 'color:#3a6828;font-weight:600';
            a.addEventListener('click', (e) => {
              e.preventDefault();
              void navigate(href);
            });
            box.appendChild(a);
          }
          return box;
        };
        const markers = places.map((p, i) => {
          const m = new AMap.Marker({ position: [p.lng, p.lat], title: p.name, content: pinElement(i + 1, MARKER_HEX[p.kind]), anchor: 'center' });
          m.on('click', () => {
            info.setContent(popup(p));
            info.open(map, [p.lng, p.lat]);
          });
          return m;
        });
        map.add(markers);
        if (markers.length > 1) map.setFitView(markers, true, [48, 48, 48, 48]);
        map.on('complete', () => {
          if (cancelled) return;
          setReady(true);
          onReady(true);
        });
      })
      .catch((err: unknown) => {
        // The loader rejects with an Error, a message string or the script's error Event.
        const why = err instanceof Error ? err.message : typeof err === 'string' && err ? err : 'the AMap script did not load';
        console.warn(`[map] AMap could not be loaded (${why}); the schematic map stays.`);
      });
    return () => {
      cancelled = true;
      destroy?.();
      setReady(false);
      onReady(false);
    };
    // The map is rebuilt only when what it shows changes: the places by their key and the frame by
    // its numbers (both are new objects each render); the callbacks of the first render serve.
  }, [amapKey, amapServiceHost, locale, placesKey, frame.center[0], frame.center[1], frame.zoom]);

  if (!amapKey) return null;
  return <div ref={ref} className={`absolute inset-0 transition-opacity duration-300 ${ready ? 'pointer-events-auto opacity-100' : 'opacity-0'}`} aria-hidden={!ready} data-testid="amap" />;
}
