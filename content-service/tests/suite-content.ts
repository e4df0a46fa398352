/** Contract checks for the content endpoints, with expectations derived from a seed folder. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTICLE_TYPE_CODES, LOCALES, type ArticleDetail, type ArticleSummary, type ArticleType, type FaqEntry,
  type Notice, type ScenicSpot, type SubjectDetail, type SubjectSummary,
} from '../../shared/api/index.ts';
import { TEST_NOW } from '../../tests/support/clock.ts';
import { oracleMatch, plain, seedView, startTestService, type TestService } from './helpers.ts';
import * as S from './shapes.ts';

const KEYWORDS = { 'zh-CN': ['镜湖', '酒店'], en: ['lake', 'hotel'] } as const;
/** A keyword must find something once the seed has articles of this type. */
const EXPECT_HITS_WITH: Record<string, string> = { 镜湖: 'landscape', 酒店: 'hotel', lake: 'landscape', hotel: 'hotel' };
const ids = (records: { id: number }[]) => records.map((r) => r.id).sort((a, b) => a - b);

/** The content suite runs at the site's test instant, the day the demo seed was written for. */
export function contentSuite(label: string, seedDir: string, mediaDir?: string, now: Date = TEST_NOW): void {
  describe(`content endpoints (${label})`, () => {
    let svc: TestService;
    beforeAll(async () => {
      svc = await startTestService({ seedDir, now: () => now, ...(mediaDir ? { mediaDir } : {}) });
    });
    afterAll(() => svc.close());

    describe.each(LOCALES)('locale %s', (locale) => {
      const { bundle, pick, notices: shownNotices } = seedView(seedDir, locale, now);
      const articles = pick<(ArticleSummary & { content: string; related: number[] })[]>(bundle.articles);
      const byTime = [...articles].sort((a, b) => Date.parse(b.publishTime) - Date.parse(a.publishTime) || a.id - b.id);
      const list = <T>(path: string) => svc.api<{ records: T[]; total: number; pageNum: number; pageSize: number }>(path, locale);

      it('getArticleTypeList: the thirteen types, named in this language', async () => {
        const res = await list<ArticleType>('/article/getArticleTypeList');
        expect(res.code).toBe(0);
        S.expectPage(res.data, S.ARTICLE_TYPE);
        expect(res.data.records.map((t) => t.code).sort()).toEqual([...ARTICLE_TYPE_CODES].sort());
        expect(res.data.total).toBe(13);
        const hotel = res.data.records.find((t) => t.code === 'hotel')!;
        expect(/\p{Script=Han}/u.test(hotel.name)).toBe(locale === 'zh-CN');
      });

      it('getArticleList: all articles, newest first, paged', async () => {
        const all = await list<ArticleSummary>('/article/getArticleList?pageSize=100');
        expect(all.code).toBe(0);
        S.expectPage(all.data, S.ARTICLE);
        expect(all.data.total).toBe(articles.length);
        expect(all.data.records.map((a) => a.id)).toEqual(byTime.slice(0, 100).map((a) => a.id));
        expect(all.data.records.map((a) => a.title)).toEqual(byTime.slice(0, 100).map((a) => a.title));
        const p2 = await list<ArticleSummary>('/article/getArticleList?pageNum=2&pageSize=2');
        expect([p2.data.pageNum, p2.data.pageSize, p2.data.total]).toEqual([2, 2, articles.length]);
        expect(p2.data.records.map((a) => a.id)).toEqual(byTime.slice(2, 4).map((a) => a.id));
        const first = await list<ArticleSummary>('/article/getArticleList');
        expect(first.data.pageSize).toBe(12);
        expect(first.data.records.length).toBe(Math.min(12, articles.length));
      });

      it.each(ARTICLE_TYPE_CODES)('getArticleList typeCode=%s equals typeId of that type', async (code) => {
        const types = (await list<ArticleType>('/article/getArticleTypeList')).data.records;
        const byCode = await list<ArticleSummary>(`/article/getArticleList?typeCode=${code}&pageSize=100`);
        const byId = await list<ArticleSummary>(`/article/getArticleList?typeId=${types.find((t) => t.code === code)!.id}&pageSize=100`);
        expect(byCode.data).toEqual(byId.data);
        expect(ids(byCode.data.records)).toEqual(ids(articles.filter((a) => a.typeCode === code)));
      });

      it('getArticleList filters: category, stars, priceMax', async () => {
        const withCategory = articles.find((a) => a.attrs.category)?.attrs.category ?? 'none';
        const cat = await list<ArticleSummary>(`/article/getArticleList?category=${encodeURIComponent(withCategory)}&pageSize=100`);
        expect(ids(cat.data.records)).toEqual(ids(articles.filter((a) => a.attrs.category === withCategory)));
        const stars = articles.find((a) => a.attrs.stars)?.attrs.stars ?? 3;
        const st = await list<ArticleSummary>(`/article/getArticleList?typeCode=hotel&stars=${stars}&pageSize=100`);
        expect(ids(st.data.records)).toEqual(ids(articles.filter((a) => a.typeCode === 'hotel' && a.attrs.stars === stars)));
        const price = (a: ArticleSummary) => a.attrs.priceMin ?? a.attrs.productPrice;
        const budget = 400;
        const pm = await list<ArticleSummary>(`/article/getArticleList?priceMax=${budget}&pageSize=100`);
        expect(ids(pm.data.records)).toEqual(ids(articles.filter((a) => price(a) !== undefined && price(a)! <= budget)));
      });

      it.each(KEYWORDS[locale])('getArticleList keyword=%s finds title/summary/body/tag matches', async (kw) => {
        const expected = articles.filter((a) => oracleMatch([a.title, a.summary, plain(a.content), a.tags.join(' ')], kw));
        // Both seeds hold articles of the type the keyword is about, so it must find some.
        expect(articles.some((a) => a.typeCode === EXPECT_HITS_WITH[kw])).toBe(true);
        expect(expected.length).toBeGreaterThan(0);
        const res = await list<ArticleSummary>(`/article/getArticleList?keyword=${encodeURIComponent(kw)}&pageSize=100`);
        expect(ids(res.data.records)).toEqual(ids(expected));
        expect(res.data.total).toBe(expected.length);
      });

      it('getArticleDetail: localized body and related summaries', async () => {
        for (const a of articles.slice(0, 5)) {
          const res = await svc.api<ArticleDetail>(`/article/getArticleDetail?id=${a.id}`, locale);
          expect(res.code).toBe(0);
          S.expectShape(res.data, S.ARTICLE_DETAIL);
          expect([res.data.title, res.data.content, res.data.typeCode]).toEqual([a.title, a.content, a.typeCode]);
          const related = a.related.filter((id) => id !== a.id && articles.some((b) => b.id === id));
          expect(res.data.related.map((r) => r.id)).toEqual(related);
          res.data.related.forEach((r, i) => S.expectShape(r, S.ARTICLE, `related[${i}]`));
          expect(res.data.related.map((r) => r.title)).toEqual(related.map((id) => articles.find((b) => b.id === id)!.title));
          expect(res.data.related.every((r) => !('content' in r))).toBe(true);
        }
      });

      it('getScenic: spots in this language; keyword search', async () => {
        const spots = pick<ScenicSpot[]>(bundle.scenic);
        const res = await list<ScenicSpot>('/scenic/getScenic?pageSize=100');
        S.expectPage(res.data, S.SCENIC);
        expect(res.data.records).toEqual([...spots].sort((a, b) => a.id - b.id));
        for (const kw of KEYWORDS[locale]) {
          const found = await list<ScenicSpot>(`/scenic/getScenic?keyword=${encodeURIComponent(kw)}&pageSize=100`);
          expect(ids(found.data.records)).toEqual(ids(spots.filter((s) => oracleMatch([s.name, s.intro, s.tags.join(' ')], kw))));
        }
      });

      it('getNotice: newest first, paged', async () => {
        const notices = pick<Notice[]>(shownNotices).sort((a, b) => Date.parse(b.publishTime) - Date.parse(a.publishTime) || a.id - b.id);
        const res = await list<Notice>('/homeModule/getNotice?pageNum=1&pageSize=100');
        S.expectPage(res.data, S.NOTICE);
        expect(res.data.records).toEqual(notices);
        const second = await list<Notice>('/homeModule/getNotice?pageNum=2&pageSize=1');
        expect(second.data.records).toEqual(notices.slice(1, 2));
      });

      it('getFaqList: order, category filter, keyword', async () => {
        const faq = pick<FaqEntry[]>(bundle.faq);
        const res = await list<FaqEntry>('/customerServer/getFaqList?pageSize=100');
        S.expectPage(res.data, S.FAQ);
        expect(res.data.total).toBe(faq.length);
        expect(res.data.records.map((f) => f.question)).toEqual(
          faq.map((f, i) => ({ ...f, orderNum: f.orderNum ?? i + 1 })).sort((a, b) => a.orderNum - b.orderNum || a.id - b.id).map((f) => f.question),
        );
        const category = faq[0]?.category ?? 'none';
        const byCat = await list<FaqEntry>(`/customerServer/getFaqList?category=${encodeURIComponent(category)}&pageSize=100`);
        expect(ids(byCat.data.records)).toEqual(ids(faq.filter((f) => f.category === category)));
        for (const kw of KEYWORDS[locale]) {
          const found = await list<FaqEntry>(`/customerServer/getFaqList?keyword=${encodeURIComponent(kw)}&pageSize=100`);
          expect(ids(found.data.records)).toEqual(ids(faq.filter((f) => oracleMatch([f.question, f.answer], kw))));
        }
      });

      it('getSubjectList and getSubjectDetail (with itinerary)', async () => {
        const subjects = pick<SubjectDetail[]>(bundle.subjects);
        const res = await list<SubjectSummary>('/subject/getSubjectList?pageSize=100');
        S.expectPage(res.data, S.SUBJECT);
        expect(ids(res.data.records)).toEqual(ids(subjects));
        expect(res.data.records.every((r) => !('itinerary' in r))).toBe(true);
        for (const s of subjects.slice(0, 3)) {
          const d = await svc.api<SubjectDetail>(`/subject/getSubjectDetail?id=${s.id}`, locale);
          S.expectShape(d.data, S.SUBJECT_DETAIL);
          expect(d.data).toEqual(s);
        }
        const kw = KEYWORDS[locale][0];
        const found = await list<SubjectSummary>(`/subject/getSubjectList?keyword=${encodeURIComponent(kw)}&pageSize=100`);
        const text = (s: SubjectDetail) => [s.title, s.summary, s.tags.join(' '), s.season, plain(s.content),
          ...s.itinerary.flatMap((d) => [d.title, ...d.stops.map((st) => `${st.name} ${st.note}`)])];
        expect(ids(found.data.records)).toEqual(ids(subjects.filter((s) => oracleMatch(text(s), kw))));
      });
    });
  });
}
