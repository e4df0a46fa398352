/**
 * The urgent closure the tests publish (the demo seed has none; docs/product.md §5 "Urgent
 * notices"): a seed record published at 09:00 on TEST_NOW's day, an hour and a half before it.
 * Data only, so the content service's own tests take it without the site's support code.
 */
import type { Locale } from '../../shared/api/envelope.ts';

export const URGENT_ID = 99;
export const URGENT_TITLE: Record<Locale, string> = { 'zh-CN': '镜湖栈道因落石临时封闭', en: 'Mirror Lake boardwalk closed after a rockfall' };
export const URGENT_NOTICE = {
  id: URGENT_ID,
  title: URGENT_TITLE,
  content: { 'zh-CN': '请勿进入，请绕行湖东步道。', en: 'Please keep off and use the east shore path.' },
  level: 'closure',
  publishTime: '2026-11-24T09:00:00+08:00',
  startTime: '2026-11-24T08:40:00+08:00',
  endTime: null,
};
