/**
 * The last-resort error page, for when React cannot even render the shell: static, in the
 * visitor's language, with the same actions as the error page and no stack trace.
 */
import type { Locale } from '../../shared/api/envelope.ts';
import { PRE_PAINT_SCRIPT } from '../../shared/pre-paint/script.ts';

// Same pre-paint script as every React page, so a dark-mode visitor sees no flash.
const HEAD = `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/logo.png"><script>${PRE_PAINT_SCRIPT}</script><style>html{background:#fff;color:#111827}html.dark{background:#111827;color:#f3f4f6}html.dark a{color:#a4d38a}body{font-family:system-ui,-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.6}a{color:#3a6828}button{font:inherit;margin-left:.5rem}</style>`;

const TEXT = {
  'zh-CN': { title: '页面错误', msg: '未知错误', home: '返回首页', back: '返回上一页', reload: '重新加载', footer: '如果问题持续存在，请联系技术支持或稍后再试。', homeHref: '/' },
  en: { title: 'Page error', msg: 'Unknown error', home: 'Go to home page', back: 'Go back', reload: 'Reload', footer: 'If the problem persists, please contact technical support or try again later.', homeHref: '/en' },
} as const;

export function fallbackErrorHtml(locale: Locale, status = 500): string {
  const t = TEXT[locale];
  return `<!DOCTYPE html><html lang="${locale}"><head>${HEAD}<title>${t.title}</title></head><body><p style="font-size:3rem;margin:0">${status}</p><h1>${t.title}</h1><p>${t.msg}</p><p><a href="${t.homeHref}">${t.home}</a> <button type="button" onclick="history.back()">${t.back}</button> <button type="button" onclick="location.reload()">${t.reload}</button></p><p>${t.footer}</p></body></html>`;
}
