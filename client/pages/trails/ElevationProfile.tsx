/**
 * A trail's elevation profile (docs/trails.md): an SVG chart named and described for screen
 * readers (the figures in one sentence), and the points themselves as a table, the chart's text
 * equivalent, which prints as well.
 */
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { TrailDetail } from '../../../shared/api/trails.ts';
import { metres } from './figures.ts';

const W = 640;
const H = 220;
const PAD = { left: 60, right: 14, top: 26, bottom: 34 };
const r1 = (v: number) => Math.round(v * 10) / 10;

/** Round altitude bounds with a little room above and below: steps of 50, 100 or 200 m. */
function altitudeAxis(low: number, high: number): { min: number; max: number; ticks: number[] } {
  const step = high - low > 400 ? 200 : high - low > 150 ? 100 : 50;
  const min = Math.floor((low - step / 4) / step) * step;
  const max = Math.ceil((high + step / 4) / step) * step;
  const ticks: number[] = [];
  for (let v = min; v <= max; v += step) ticks.push(v);
  return { min, max, ticks };
}

export function ElevationProfile({ trail }: { trail: TrailDetail }) {
  const { t } = useTranslation('trails');
  const id = useId();
  const { profile, lengthKm } = trail;
  if (profile.length < 2 || lengthKm <= 0) return null;
  const axis = altitudeAxis(trail.lowestM, trail.highestM);
  const x = (km: number) => r1(PAD.left + (km / lengthKm) * (W - PAD.left - PAD.right));
  const y = (m: number) => r1(PAD.top + ((axis.max - m) / (axis.max - axis.min)) * (H - PAD.top - PAD.bottom));
  const line = profile.map(([km, m], i) => `${i ? 'L' : 'M'}${x(km)},${y(m)}`).join('');
  const area = `${line}L${x(lengthKm)},${H - PAD.bottom}L${x(0)},${H - PAD.bottom}Z`;
  const kmTicks = Array.from({ length: Math.floor(lengthKm) + 1 }, (_, i) => i);
  const desc = t('profile.desc', { km: lengthKm, low: metres(trail.lowestM), high: metres(trail.highestM), gain: metres(trail.gainM), loss: metres(trail.lossM) });
  return (
    <figure className="m-0" data-testid="elevation-profile">
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-labelledby={`${id}t ${id}d`}>
        <title id={`${id}t`}>{t('profile.title', { name: trail.name })}</title>
        <desc id={`${id}d`}>{desc}</desc>
        <g className="stroke-gray-200 dark:stroke-gray-700" strokeWidth={1}>
          {axis.ticks.map((v) => (
            <line key={v} x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} />
          ))}
        </g>
        <path d={area} className="fill-brand-100 dark:fill-brand-950" />
        <path d={line} fill="none" className="stroke-brand-700 dark:stroke-brand-300" strokeWidth={2.5} strokeLinejoin="round" />
        <g className="fill-gray-600 text-[15px] dark:fill-gray-300">
          {axis.ticks.map((v) => (
            <text key={v} x={PAD.left - 6} y={y(v) + 4} textAnchor="end">
              {metres(v)}
            </text>
          ))}
          {kmTicks.map((k) => (
            <text key={k} x={x(k)} y={H - PAD.bottom + 18} textAnchor="middle">
              {k}
            </text>
          ))}
          <text x={W - PAD.right} y={H - 2} textAnchor="end">
            {t('profile.axisKm')}
          </text>
          <text x={4} y={12}>
            {t('profile.axisM')}
          </text>
        </g>
      </svg>
      <table className="trail-profile-table mt-3 text-sm print:mt-1 print:text-xs" data-testid="profile-table">
        <caption className="text-left text-xs font-semibold text-gray-600 dark:text-gray-400">{t('profile.table')}</caption>
        <thead>
          <tr>
            <th scope="col" className="pr-6 text-left font-medium">{t('profile.distance')}</th>
            <th scope="col" className="text-left font-medium">{t('profile.altitude')}</th>
          </tr>
        </thead>
        <tbody className="tabular-nums text-gray-700 dark:text-gray-300">
          {profile.map(([km, m]) => (
            <tr key={km}>
              <td className="pr-6">{km}</td>
              <td>{metres(m)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <figcaption className="mt-2 text-sm text-gray-700 dark:text-gray-300">{desc}</figcaption>
    </figure>
  );
}
