/**
 * Sunrise and sunset in the area (docs/world.md §Sun), computed for the area's centre (Mirror
 * Lake, 30.90° N, 102.63° E) with NOAA's low-precision solar equations, in area time (UTC+8, no
 * daylight saving). The ridges hide the sun a few minutes longer in the valleys; the times are
 * those of the open horizon, as forecasts print them. One implementation: the weather, the
 * cameras' hours and the site's day/night icons all read it.
 */
const LAT = 30.9;
const LNG = 102.63;
const OFFSET_HOURS = 8;
const RAD = Math.PI / 180;

/** Minutes since the area's midnight of sunrise and sunset on an area day (days since 1970-01-01). */
export function sunTimesOn(day: number): { rise: number; set: number } {
  const date = new Date(day * 86400_000);
  const start = Date.UTC(date.getUTCFullYear(), 0, 1) / 86400_000;
  const n = day - start; // 0-based day of the year
  const g = ((2 * Math.PI) / 365) * n; // fractional year at local noon (close enough at minute resolution)
  const eqTime = 229.18 * (0.000075 + 0.001868 * Math.cos(g) - 0.032077 * Math.sin(g) - 0.014615 * Math.cos(2 * g) - 0.040849 * Math.sin(2 * g));
  const decl = 0.006918 - 0.399912 * Math.cos(g) + 0.070257 * Math.sin(g) - 0.006758 * Math.cos(2 * g) + 0.000907 * Math.sin(2 * g) - 0.002697 * Math.cos(3 * g) + 0.00148 * Math.sin(3 * g);
  // 90.833°: the sun's upper limb on the horizon, with refraction.
  const cosH = Math.cos(90.833 * RAD) / (Math.cos(LAT * RAD) * Math.cos(decl)) - Math.tan(LAT * RAD) * Math.tan(decl);
  const h = Math.acos(Math.max(-1, Math.min(1, cosH))) / RAD;
  const noon = 720 - 4 * LNG - eqTime + OFFSET_HOURS * 60;
  return { rise: Math.round(noon - 4 * h), set: Math.round(noon + 4 * h) };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** "HH:MM" of minutes since midnight. */
export const clockOf = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
