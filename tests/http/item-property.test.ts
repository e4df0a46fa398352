/**
 * Property (docs/decisions/041-item-by-item-validation.md): whatever invalid items a CMS mixes
 * into its lists, every page still renders 200 with exactly the valid items. fast-check (fixed
 * seed, bounded runs) inserts items that break the contract by construction — wrong types, a
 * missing field, an unknown type code, not an object — at random places into the replies of
 * every list endpoint; each page's data must then equal what the same page showed without them.
 */
import fc from 'fast-check';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAULT_ENV } from '../support/faults.ts';
import type { Site } from '../support/site.ts';
import { upstreamSuite } from '../support/upstream-suite.ts';

const API = '/website/api/web';
/** Every list endpoint, where its items sit in the reply, and the field that names an item on a page. */
const LISTS = {
  '/menu/getMenu': { records: (d: any) => d, name: 'name', id: 'menuId' },
  '/homeModule/getNotice': { records: (d: any) => d.records, name: 'title', id: 'id' },
  '/scenic/getScenic': { records: (d: any) => d.records, name: 'name', id: 'id' },
  '/article/getArticleTypeList': { records: (d: any) => d.records, name: 'name', id: 'id' },
  '/article/getArticleList': { records: (d: any) => d.records, name: 'title', id: 'id' },
  '/friendlyLink/getFriendlyLinkList': { records: (d: any) => d.records, name: 'name', id: 'id' },
  '/customerServer/getFaqList': { records: (d: any) => d.records, name: 'question', id: 'id' },
  '/subject/getSubjectList': { records: (d: any) => d.records, name: 'title', id: 'id' },
} as const;
type ListPath = keyof typeof LISTS;
/** Pages that between them show every list above, and the shell (menus, friendly links). */
const PAGES = ['/', '/hotel', '/tourist', '/scenicArea', '/theme/list', '/article/list', '/en/trends'];
const MARK = 'INVALID-ITEM';

/** Ways to break an item, each against the contract itself (not this site's schema code). */
const BREAKS = ['not-an-object', 'id-as-text', 'name-as-object', 'missing-name', 'unknown-type-code'] as const;
function broken(real: Record<string, unknown>, how: (typeof BREAKS)[number], spec: (typeof LISTS)[ListPath], n: number): unknown {
  const marked = { ...real, [spec.name]: `${MARK}-${n}` };
  switch (how) {
    case 'not-an-object':
      return n % 2 ? `${MARK}-${n}` : n;
    case 'id-as-text':
      return { ...marked, [spec.id]: `${MARK}-${n}` };
    case 'name-as-object':
      return { ...real, [spec.name]: { zh: `${MARK}-${n}` } };
    case 'missing-name': {
      const { [spec.name]: _gone, ...rest } = real;
      return { ...rest, summary: `${MARK}-${n}`, intro: `${MARK}-${n}` };
    }
    case 'unknown-type-code':
      // Only items with a type code have one to break: elsewhere the name goes the wrong type.
      return 'typeCode' in real || 'code' in real ? { ...marked, ...('typeCode' in real ? { typeCode: 'spaceship' } : { code: 'spaceship' }) } : { ...marked, [spec.name]: n };
  }
}

const s = upstreamSuite();
let site: Site;
const clean = new Map<string, unknown>();

/** A page's data as a visitor's browser gets it, without the copies' ages. */
async function pageData(path: string): Promise<unknown> {
  const res = await request(site.url).get(`/_data/page${path}`);
  expect(res.status, path).toBe(200);
  return res.body.data;
}
async function shellData(): Promise<unknown> {
  const res = await request(site.url).get('/_data/shell/zh-CN');
  expect(res.status).toBe(200);
  const { now: _now, live: _live, version: _version, ...rest } = res.body.data;
  return rest;
}

beforeAll(async () => {
  site = await s.site({ env: FAULT_ENV });
  for (const path of PAGES) clean.set(path, await pageData(path));
  clean.set('shell', await shellData());
});

describe('invalid items mixed into every list endpoint', () => {
  it('every page still renders 200 with exactly the valid items', async () => {
    const insertion = fc.record({ endpoint: fc.constantFrom(...(Object.keys(LISTS) as ListPath[])), at: fc.nat(40), how: fc.constantFrom(...BREAKS) });
    await fc.assert(
      fc.asyncProperty(fc.array(insertion, { minLength: 1, maxLength: 8 }), async (insertions) => {
        s.upstream.reset();
        site.cache.clear();
        for (const path of Object.keys(LISTS) as ListPath[]) {
          const mine = insertions.map((x, n) => ({ ...x, n })).filter((x) => x.endpoint === path);
          if (!mine.length) continue;
          const spec = LISTS[path];
          s.upstream.set(API + path, {
            kind: 'edit',
            edit: (reply) => {
              const records = spec.records(reply.data) as unknown[];
              // Broken copies of a real item: a list the CMS sent empty gets none (nothing to copy).
              for (const x of mine) if (records.length) records.splice(x.at % (records.length + 1), 0, broken(records[x.at % records.length] as Record<string, unknown>, x.how, spec, x.n));
              return reply;
            },
          });
        }
        for (const path of PAGES) {
          const html = await request(site.url).get(path);
          expect(html.status, path).toBe(200);
          expect(html.text, path).not.toContain(MARK);
          expect(await pageData(path), path).toEqual(clean.get(path));
        }
        expect(await shellData()).toEqual(clean.get('shell'));
      }),
      { seed: 20261129, numRuns: 12, endOnFailure: true },
    );
  }, 180_000);
});
