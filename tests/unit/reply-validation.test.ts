/**
 * checkReply (server/upstream/validate.ts): every reply is validated item by item
 * (docs/decisions/041-item-by-item-validation.md): invalid items are dropped and counted, values
 * with a safe meaning coerced, every URL field passes the one allow-list, every count is
 * bounded; only a broken envelope or a field a page cannot do without refuses the whole reply.
 */
import { describe, expect, it } from 'vitest';
import type { NoteTally } from '../../shared/api/schemas/notes.ts';
import { changedByValidation, checkReply } from '../../server/upstream/validate.ts';

const ok = (data: unknown) => ({ code: 0, msg: 'success', data });
const menu = (menuId: number, extra: Record<string, unknown> = {}) => ({
  menuId, parentId: 0, name: `M${menuId}`, path: `/p${menuId}`, url: null, icon: null, orderNum: menuId, target: '_self', menuPlatform: 1, menuPosition: 1, ...extra,
});
const article = (id: number, extra: Record<string, unknown> = {}) => ({
  id, typeId: 1, typeCode: 'hotel', title: `A${id}`, summary: '', cover: null, images: [], publishTime: '2026-01-01T00:00:00+08:00', tags: [], attrs: {}, ...extra,
});
const listOf = (records: unknown[], counts: Record<string, unknown> = {}) => ok({ records, total: records.length, pageNum: 1, pageSize: 12, ...counts });

function taken<T>(checked: ReturnType<typeof checkReply>) {
  if (!checked.ok) throw new Error(`refused: ${checked.issues}`);
  return checked as unknown as { ok: true; value: { data: T }; notes: NoteTally };
}

describe('item by item', () => {
  it('drops the invalid items of a list, keeps the valid ones in order, and says where and why without their text', () => {
    const records = [article(1), article(2, { title: { zh: 'secret-text' } }), 7, null, article(3, { typeCode: 'spaceship' }), article(4)];
    const r = taken<{ records: { id: number }[] }>(checkReply('/article/getArticleList', listOf(records)));
    expect(r.value.data.records.map((a) => a.id)).toEqual([1, 4]);
    expect(r.notes.dropped).toBe(4);
    expect(r.notes.first.map((n) => n.at)).toEqual(['records[1]', 'records[2]', 'records[3]', 'records[4]']);
    expect(r.notes.first[0]!.reason).toBe('title: Invalid input: expected string, received object');
    expect(JSON.stringify(r.notes)).not.toContain('secret-text');
  });

  it('drops a bad entry of a nested list, not the item that holds it', () => {
    const r = taken<{ records: { id: number; tags: string[]; images: string[] }[] }>(
      checkReply('/article/getArticleList', listOf([article(1, { tags: ['lake', 5, 'snow'], images: ['/media/photos/a.jpg', 'data:image/png;base64,AAAA'] })])),
    );
    expect(r.value.data.records).toMatchObject([{ id: 1, tags: ['lake', 'snow'], images: ['/media/photos/a.jpg'] }]);
    expect(r.notes.dropped).toBe(2);
    expect(r.notes.first.map((n) => n.at)).toEqual(['records[0].images[1]', 'records[0].tags[1]']);
  });

  it('coerces a window name it does not use to _self and keeps all 24 menu items', () => {
    for (const target of ['_top', '_parent', '', 'https://evil.example/', undefined]) {
      const items = Array.from({ length: 24 }, (_, i) => menu(i + 1));
      items[5] = menu(6, { target });
      const r = taken<{ menuId: number; target: string }[]>(checkReply('/menu/getMenu', ok(items)));
      expect(r.value.data).toHaveLength(24);
      expect(r.value.data[5]!.target).toBe('_self');
      expect(r.notes).toEqual({ dropped: 0, coerced: 1, first: [{ kind: 'coerced', at: '[5].target', reason: 'not one of _self, _blank: read as _self' }] });
    }
  });

  it('reads a notice level it does not know as info rather than losing the notice', () => {
    const notice = { id: 1, title: 'Road works', content: '', level: 'urgent', publishTime: '2026-01-01', startTime: null, endTime: null };
    const r = taken<{ records: { level: string }[] }>(checkReply('/homeModule/getNotice', listOf([notice])));
    expect(r.value.data.records[0]!.level).toBe('info');
  });

  it('refuses the whole reply only when the envelope or a field pages cannot do without is wrong', () => {
    expect(checkReply('/article/getArticleList', ok(null))).toMatchObject({ ok: false });
    expect(checkReply('/article/getArticleList', ok({ records: null, total: 1, pageNum: 1, pageSize: 12 }))).toMatchObject({ ok: false });
    expect(checkReply('/article/getArticleList', ok({ records: [], total: 'many', pageNum: 1, pageSize: 12 }))).toMatchObject({ ok: false });
    expect(checkReply('/menu/getMenu', { code: 'zero', data: [] })).toMatchObject({ ok: false });
    expect(checkReply('/homeModule/getIndexBottomConfig', ok({ organisation: 'x' }))).toMatchObject({ ok: false });
  });

  it('keeps at most 1,000 items of a list and notes the rest as dropped', () => {
    const r = taken<{ records: unknown[] }>(checkReply('/article/getArticleList', listOf(Array.from({ length: 1500 }, (_, i) => article(i)))));
    expect(r.value.data.records).toHaveLength(1000);
    expect(r.notes.dropped).toBe(500);
    expect(r.notes.first).toEqual([{ kind: 'dropped', at: 'records[1000…]', reason: '500 items past the bound of 1000' }]);
  });
});

describe('counts from outside are bounded', () => {
  it('reads total, pageNum and pageSize within their bounds', () => {
    const r = taken<{ total: number; pageNum: number; pageSize: number }>(checkReply('/article/getArticleList', listOf([], { total: 1_000_000_000, pageSize: 0, pageNum: -3 })));
    expect([r.value.data.total, r.value.data.pageNum, r.value.data.pageSize]).toEqual([100_000, 1, 1]);
    const big = taken<{ pageSize: number }>(checkReply('/article/getArticleList', listOf([], { pageSize: 1_000_000 })));
    expect(big.value.data.pageSize).toBe(100);
    expect(big.notes.first).toEqual([{ kind: 'coerced', at: 'pageSize', reason: 'out of [1, 100]: read as 100' }]);
  });
});

describe('one URL allow-list for every CMS URL field', () => {
  const bad = ['data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'JaVaScRiPt:alert(1)', '//evil.example/x', ' data:video/mp4,x'];

  it('empties refused links and keeps the entry as text', () => {
    for (const url of bad) {
      const footer = {
        organisation: 'O', address: 'A', postcode: null, icp: { number: 'ICP 1', url }, psb: { number: 'PSB', url }, copyright: 'c',
        contacts: [{ label: 'T', value: '1', href: 'tel:+86-1' }, { label: 'M', value: 'x', href: url }],
        photoCredits: [{ image: '/media/photos/a.jpg', title: 't', author: 'a', licence: 'l', source: url }],
      };
      const r = taken<typeof footer>(checkReply('/homeModule/getIndexBottomConfig', ok(footer)));
      expect(r.value.data).toMatchObject({ icp: { url: '' }, psb: { url: '' }, contacts: [{ href: 'tel:+86-1' }, { href: '' }], photoCredits: [{ source: '' }] });
      const items = taken<{ url: string; path: string }[]>(checkReply('/menu/getMenu', ok([menu(1, { url, path: url })]))).value.data;
      expect(items).toMatchObject([{ url: '', path: '' }]);
      const a = taken<{ records: { attrs: Record<string, unknown>; cover: unknown }[] }>(
        checkReply('/article/getArticleList', listOf([article(1, { cover: url, attrs: { shopUrl: url, audioUrl: url, streamUrl: url, poster: url, phone: 'javascript:stays-as-text' } })])),
      ).value.data.records[0]!;
      expect(a).toMatchObject({ cover: null, attrs: { shopUrl: '', audioUrl: '', streamUrl: '', poster: undefined, phone: 'javascript:stays-as-text' } });
    }
  });

  it('drops an item whose picture is refused when the item is nothing without it (QR codes, banners, credits)', () => {
    const consult = {
      hotline: '1', rescuePhone: '2', complaintPhone: '3', serviceHours: 'h', email: null,
      qrCodes: [{ name: 'bad', image: 'data:image/svg+xml,<svg onload=alert(1)>', target: 'javascript:alert(1)', description: '' }, { name: 'ok', image: '/media/qr/a.svg', target: 'https://www.qinglan-demo.cn/wechat', description: '' }],
    };
    const r = taken<typeof consult>(checkReply('/homeModule/getQrCodeAndConsult', ok(consult)));
    expect(r.value.data.qrCodes).toEqual([{ name: 'ok', image: '/media/qr/a.svg', target: 'https://www.qinglan-demo.cn/wechat', description: '' }]);
    expect(r.notes.first).toEqual([{ kind: 'dropped', at: 'qrCodes[0]', reason: 'image: image URL refused by the URL allow-list' }]);
  });

  it('finds nothing to change in a reply it produced itself (what the shared cache re-checks)', () => {
    const first = taken<unknown>(checkReply('/article/getArticleList', listOf([article(1, { cover: 'vbscript:x', tags: [1, 'a'] }), 5], { total: 1e9 })));
    expect(changedByValidation(first.notes)).toBe(true);
    const again = taken<unknown>(checkReply('/article/getArticleList', first.value));
    expect(changedByValidation(again.notes)).toBe(false);
    expect(again.value).toEqual(first.value);
  });
});
