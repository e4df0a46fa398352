/**
 * The last-resort error page, for when React cannot even render the shell: static, in the
 * visitor's language, with the same actions as the error page and no stack trace.
 */
import type { Locale } from '../../shared/api/envelope.ts';

const TEXT = {
  'zh-CN': { title: '页面错误', msg: '未知错误', home: '返回首页', back: '返回上一页', reload: '重新加载', footer: '如果问题持续存在，请联系技术支持或稍后再试。', homeHref: '/' },
  en: { title: 'Page error', msg: 'Unknown error', home: 'Go to home page', back: 'Go back', reload: 'Reload', footer: 'If the problem persists, please contact technical support or try again later.', homeHref: '/en' },
} as const;

export function fallbackErrorHtml(locale: Locale, status = 500): string {
  const t = TEXT[locale];
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t.title}</title><link rel="icon" href="/logo.png"></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><p style="font-size:3rem;margin:0">${status}</p><h1>${t.title}</h1><p>${t.msg}</p><p><a href="${t.homeHref}">${t.home}</a> <button type="button" onclick="history.back()">${t.back}</button> <button type="button" onclick="location.reload()">${t.reload}</button></p><p>${t.footer}</p></body></html>`;
}
