/**
 * A trail's figures as facts (docs/trails.md §One record everywhere): every text that names a
 * trail's length, gain, height or time writes `{{fact:trail-gorge.lengthKm}}`, and the seed
 * loader writes the record's figure in, as it does for the facilities (seed/facts.ts).
 */
type Facts = Record<string, Record<string, number>>;

/** The figures of a seed trail record that texts may name. */
const FIELDS = ['lengthKm', 'gainM', 'lossM', 'highestM', 'lowestM'] as const;

/** Hours to the half hour, as the texts write them ("2 to 2.5 hours"). */
const hours = (minutes: number) => Math.round(minutes / 30) / 2;

export function trailFacts(records: Record<string, unknown>[]): Facts {
  const out: Facts = {};
  for (const r of records) {
    const where = `Seed file trails.json: trail ${String(r.id)}`;
    if (typeof r.slug !== 'string' || !/^[a-z0-9-]+$/.test(r.slug)) throw new Error(`${where}: slug must be lower-case letters, digits and dashes`);
    const figures: Record<string, number> = {};
    for (const f of FIELDS) {
      const n = r[f];
      if (typeof n !== 'number' || !Number.isFinite(n)) throw new Error(`${where}: ${f} must be a number`);
      figures[f] = n;
    }
    const time = r.timeMinutes;
    if (!Array.isArray(time) || time.length !== 2 || !time.every((n) => Number.isInteger(n) && n > 0)) throw new Error(`${where}: timeMinutes must be [least, most] minutes`);
    figures.hoursMin = hours(time[0] as number);
    figures.hoursMax = hours(time[1] as number);
    out[`trail-${r.slug}`] = figures;
  }
  return out;
}
