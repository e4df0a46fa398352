// @vitest-environment node
/**
 * The site has no booking of its own: the only booking is the partner's site (the "Book
 * tickets" external link). No seed text may promise booking "on this website".
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SEED = new URL('../seed/', import.meta.url).pathname;
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : []));

describe('booking claims in the seed', () => {
  const all = files(SEED).map((f) => [f.slice(SEED.length), readFileSync(f, 'utf8')] as const);

  it('never promises booking on this website', () => {
    const offending = all.filter(([, text]) => /本网站[^"。]*预[约订]|(book|reserv)[^".]*on (this|our) (web)?site/i.test(text)).map(([f]) => f);
    expect(offending).toEqual([]);
  });

  it('sends booking to the partner site, named as an external site', () => {
    const partner = all.flatMap(([f, text]) => [...text.matchAll(/<a href=\\"https:\/\/tickets\.qinglan-demo\.cn\/\\">tickets\.qinglan-demo\.cn<\/a> ?(（外部网站）|\(an external site\))/g)].map(() => f));
    expect(partner.sort()).toEqual(['articles/poi.json', 'articles/poi.json', 'subjects.json', 'subjects.json']);
  });
});
