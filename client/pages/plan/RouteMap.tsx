/**
 * The schematic route map (docs/plan.md §Getting here): an inline SVG drawn from the legs, so it
 * works offline with no map tiles. Places sit by kind (the capital at the top, the airport and
 * the station below it, the county town, the gates at the bottom); each line carries its legs'
 * modes and times. The picture is one image to assistive technology; the list of legs beside it
 * is its text equivalent.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import type { AccessLeg, AccessPlace, PlaceKind } from '../../../shared/api/plan.ts';
import { useLocale } from '../../app-context.tsx';
import { travelTime } from '../../format/dates.ts';
import { formatCount } from '../../format/numbers.ts';

const AT: Record<PlaceKind, [number, number]> = { city: [150, 34], airport: [310, 196], station: [150, 170], town: [150, 310], gate: [150, 440] };
/** Where a line's label sits ([x, y, anchor]), by the kinds it joins; the road that skips the middle row bends left. */
const LABEL: Record<string, [number, number, 'start' | 'end']> = {
  'city>airport': [238, 96, 'start'],
  'city>station': [142, 86, 'end'],
  'city>town': [34, 128, 'start'],
  'airport>town': [246, 262, 'start'],
  'station>town': [142, 236, 'end'],
  'town>gate': [160, 366, 'start'],
};
const DASH: Partial<Record<AccessLeg['mode'], string>> = { flight: '2 6', train: '10 4' };

const halo = 'fill-gray-900 stroke-white dark:fill-white dark:stroke-gray-950';

export function RouteMap({ places, legs }: { places: AccessPlace[]; legs: AccessLeg[] }) {
  const { t } = useTranslation('plan');
  const locale = useLocale();
  const kindOf = new Map(places.map((p) => [p.id, p.kind]));
  // One line per pair of places, carrying every leg between them.
  const lines = new Map<string, AccessLeg[]>();
  for (const l of legs) {
    const key = `${kindOf.get(l.from)}>${kindOf.get(l.to)}`;
    if (LABEL[key]) lines.set(key, [...(lines.get(key) ?? []), l]);
  }
  return (
    <svg viewBox="0 0 400 480" role="img" aria-labelledby="route-map-title" className="h-auto w-full max-w-md print:max-w-[16rem]" data-testid="route-map">
      <title id="route-map-title">{t('here.mapLabel')}</title>
      {[...lines].map(([key, ls]) => {
        const [fromKind, toKind] = key.split('>') as [PlaceKind, PlaceKind];
        const [x1, y1] = AT[fromKind];
        const [x2, y2] = AT[toKind];
        const d = key === 'city>town' ? `M${x1},${y1} C-20,90 -20,250 ${x2},${y2}` : `M${x1},${y1} L${x2},${y2}`;
        const [lx, ly, anchor] = LABEL[key]!;
        return (
          <g key={key}>
            <path d={d} fill="none" strokeWidth={3} strokeDasharray={DASH[ls[0]!.mode]} className="stroke-brand-600 dark:stroke-brand-400" />
            <text x={lx} y={ly} textAnchor={anchor} fontSize={11} strokeWidth={4} paintOrder="stroke" strokeLinejoin="round" className={halo}>
              {ls.map((l, i) => (
                <tspan key={l.id} x={lx} dy={i === 0 ? 0 : 14}>
                  {`${t(`here.modes.${l.mode}`)} ${travelTime(l.minutes, locale)}`}
                </tspan>
              ))}
            </text>
          </g>
        );
      })}
      {places.map((p) => {
        const [x, y] = AT[p.kind];
        const below = p.kind === 'airport';
        const lx = below ? x : x + 12;
        return (
          <g key={p.id}>
            <circle cx={x} cy={y} r={p.kind === 'gate' ? 9 : 7} strokeWidth={3} className="fill-white stroke-brand-700 dark:fill-gray-950 dark:stroke-brand-300" />
            <text x={lx} y={below ? y + 24 : y - 4} textAnchor={below ? 'middle' : 'start'} fontSize={13} fontWeight={600} strokeWidth={4} paintOrder="stroke" strokeLinejoin="round" className={halo}>
              {p.name}
              <tspan x={lx} dy={15} fontSize={11} fontWeight={400}>
                {t('here.alt', { altitude: formatCount(p.altitude) })}
              </tspan>
            </text>
          </g>
        );
      })}
    </svg>
  );
}
