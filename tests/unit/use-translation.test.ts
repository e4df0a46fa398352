import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation as useI18nextTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { memoiseTranslations } from '../../client/i18n/fixed-t.ts';
import { createI18n, type Messages } from '../../client/i18n/index.ts';
import { useTranslation } from '../../client/i18n/use-translation.ts';

const LOCALES = resolve(import.meta.dirname, '../../locales');
function server(lng: 'zh-CN' | 'en') {
  const messages: Messages = {};
  for (const f of readdirSync(join(LOCALES, lng))) messages[f.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(LOCALES, lng, f), 'utf8')) as Record<string, unknown>;
  const i = createI18n(lng, messages);
  memoiseTranslations(i); // as client/entry-server.tsx
  return i;
}
const instances = { en: server('en'), 'zh-CN': server('zh-CN') };

/** Renders, with each hook, a component that reads one key of each form the site's components use. */
function renderWith(hook: typeof useTranslation, lng: 'en' | 'zh-CN'): string {
  function Part() {
    const { t } = hook('guide');
    const [tPages, , ready] = hook(['guide', 'pages']);
    const { t: tCommon, i18n } = hook();
    const parts = [t('theme.days', { count: 3 }), t('search.found', { count: 1, q: 'lake' }), tPages('theme.days', { count: 1 }), tCommon('weather.title'), tCommon('weather.range', { low: 3, high: 11 }), i18n.language, String(ready)];
    return createElement('p', null, parts.join('|'));
  }
  return renderToString(createElement(I18nextProvider, { i18n: instances[lng] }, createElement(Part)));
}

describe('useTranslation on the server', () => {
  it('is the one-hook version in the server build', () => {
    expect(useTranslation).not.toBe(useI18nextTranslation);
  });

  it("renders what react-i18next's hook renders, in both locales", () => {
    expect(renderWith(useTranslation, 'en')).toBe('<p>3 days|1 result for “lake”|1 day|Weather|3° / 11°C|en|true</p>');
    expect(renderWith(useI18nextTranslation, 'en')).toBe(renderWith(useTranslation, 'en'));
    expect(renderWith(useTranslation, 'zh-CN')).toMatch(/^<p>3 天\|共找到 1 条与“lake”相关的结果\|1 天\|[^|]+\|3° \/ 11°C\|zh-CN\|true<\/p>$/);
    expect(renderWith(useI18nextTranslation, 'zh-CN')).toBe(renderWith(useTranslation, 'zh-CN'));
  });

  it('hands every render of a scope the same answer, so a render allocates nothing for it', () => {
    const answers: unknown[] = [];
    function Part() {
      answers.push(useTranslation('guide'));
      return null;
    }
    renderToString(createElement(I18nextProvider, { i18n: instances.en }, createElement(Part), createElement(Part)));
    expect(answers).toHaveLength(2);
    expect(answers[0]).toBe(answers[1]);
  });
});
