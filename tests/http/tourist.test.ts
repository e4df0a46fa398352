/**
 * Tourist information (/tourist): FAQ, notices, services, hotlines, FAQPage JSON-LD.
 * Through the real app and the embedded content service (startStack, at TEST_NOW); expected
 * text comes from the seed files, so a writer's change to the seed cannot make these pass by accident.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../shared/api/envelope.ts';
import { at, esc, LOCALES, pick, seed } from '../support/seed.ts';
import { stackSuite } from '../support/stack-suite.ts';

const faq = seed('faq.json');
/** Titles of the six seed notices (content-service/seed/notices.json), in the order shown at TEST_NOW. */
const NOTICE_TITLES: Record<Locale, string[]> = {
  'zh-CN': ['雪冠峰大本营步道冬季封闭', '降温及道路结冰提醒', '岚青路 K31 至 K34 段路面维修，白天单向通行', '11 月 26 日凌晨门票预约系统维护', '斑头雁正在黄鸭滩湿地停歇，观鸟请保持距离', '淡季票价及冬季时刻表已开始执行'],
  en: [
    'Snowcrown Base Camp trail closed for the winter',
    'Cold snap and icy paths',
    'Resurfacing on Lanqing Road, km 31–34: one-way traffic by day',
    'Ticket booking system maintenance early on 26 November',
    'Bar-headed geese at Ruddy Shelduck Wetland: please keep your distance',
    'Low-season prices and winter timetable now in force',
  ],
};

const { get } = stackSuite();

describe('tourist information', () => {
  it.each(LOCALES)('%s /tourist: FAQ by category with anchors, notices, services, hotline and FAQPage JSON-LD', async (l) => {
    const res = await get(at(l, '/tourist'));
    expect(res.status).toBe(200);
    for (const f of faq) {
      expect(res.text).toContain(`id="faq-${f.id}"`);
      expect(res.text).toContain(esc(pick(f.question, l)));
    }
    for (const c of new Set(faq.map((f) => pick(f.category, l) as string))) expect(res.text).toContain(esc(c));
    // Notices at TEST_NOW: all six in force, closure first, then warnings and news, each newest first.
    expect([...res.text.matchAll(/<li id="notice-(\d+)"/g)].map((m) => m[1])).toEqual(['1', '3', '2', '6', '5', '4']);
    for (const title of NOTICE_TITLES[l]) expect(res.text).toContain(esc(title));
    expect(res.text).toContain('href="tel:08362880000"');
    expect(res.text).toContain('href="tel:08362880110"');
    expect(res.text).toContain('href="tel:08362880315"');
    expect(res.text).toContain(esc(pick(seed('articles/service.json').find((s) => s.attrs.category === 'tickets')!.title, l)));
    const ld = [...res.text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
    const page = ld.find((x) => x['@type'] === 'FAQPage');
    expect(page.mainEntity).toHaveLength(faq.length);
    expect(page.mainEntity[0].acceptedAnswer.text).toBe(pick(faq[0]!.answer, l));
  });
});
