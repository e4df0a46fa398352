/**
 * The trails on the schematic map as links (docs/trails.md): a small badge at each line's middle
 * whose tip and accessible name give the record's name, length and gain, linking to its page.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import type { MapTrail } from '../../../shared/api/content.ts';
import { trailPath } from '../../../shared/trail-path.ts';
import { LocaleLink } from '../LocaleLink.tsx';
import { formatCount } from '../../format/numbers.ts';
import { tipSide } from './tip-side.ts';
import type { TrailLine } from './terrain.ts';

interface Props {
  trails: readonly MapTrail[];
  /** The trails with a badge (their middle inside the frame). */
  lines: TrailLine[];
  /** Each badge's centre, from the map's layout (spread off the pins: layout.ts). */
  spots: readonly [number, number][];
  width: number;
  height: number;
  highlight?: number | undefined;
}

const pct = (v: number, of: number) => `${Math.round(Math.min(Math.max((v / of) * 100, 1.5), 98.5) * 10) / 10}%`;

export function TrailLabels({ trails, lines, spots, width, height, highlight }: Props) {
  const { t } = useTranslation('places');
  if (lines.length === 0) return null;
  return (
    <ul className="map-places map-trails" aria-label={t('map.trails')}>
      {lines.map((l, i) => {
        const trail = trails.find((x) => x.id === l.id)!;
        const [x, y] = spots[i]!;
        const figures = t('map.trailFigures', { km: trail.lengthKm, gain: formatCount(trail.gainM) });
        return (
          <li key={l.id} style={{ left: pct(x, width), top: pct(y, height) }} data-tip={tipSide(x, width)}>
            <LocaleLink to={trailPath(trail.id)} aria-label={`${trail.name}: ${figures}`} className="map-place__link" data-map-trail={trail.id}>
              <span className={l.id === highlight ? 'map-trail-pin map-trail-pin--lit' : 'map-trail-pin'} aria-hidden="true">
                <svg viewBox="0 0 16 16" className="size-3.5" fill="currentColor">
                  <path d="M9.5 2.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0ZM7 5h2.2l1.3 3 2 .8-.5 1.2-2.5-1-.5-1.1-.8 2.6 2 2.2V16h-1.4v-2.6L7 11.3 6 16H4.6l1.6-7.6-1.2.6v2.2H3.6V8.2L7 5Z" />
                </svg>
              </span>
            </LocaleLink>
            <span aria-hidden="true" className="map-tip">
              <b>{trail.name}</b>
              <span>{figures}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
