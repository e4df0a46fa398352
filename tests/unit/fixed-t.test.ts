import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { i18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { compileMessage, memoiseTranslations } from '../../client/i18n/fixed-t.ts';
import { createI18n, type Messages } from '../../client/i18n/index.ts';

const LOCALES = resolve(import.meta.dirname, '../../locales');
function messagesOf(lng: string): Messages {
  const out: Messages = {};
  for (const f of readdirSync(join(LOCALES, lng))) out[f.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(LOCALES, lng, f), 'utf8')) as Record<string, unknown>;
  return out;
}
function memoised(lng: 'zh-CN' | 'en') {
  const i = createI18n(lng, messagesOf(lng));
  memoiseTranslations(i);
  return i;
}
const zh = memoised('zh-CN');
/** As react-i18next's useTranslation(['guide', 'common']) asks (a fourth argument i18next's types omit). */
const scoped = (i: i18n) => (i.getFixedT as unknown as (...a: unknown[]) => unknown)('en', 'guide', undefined, { scopeNs: ['guide', 'common'] });
const en = memoised('en');

describe('memoised translations', () => {
  it('answers plain keys, interpolation and plurals exactly, in both locales', () => {
    const [tEn, tZh] = [en.getFixedT('en', 'guide'), zh.getFixedT('zh-CN', 'guide')];
    for (let round = 0; round < 2; round++) {
      expect(en.getFixedT('en', 'common')('weather.title')).toBe('Weather');
      expect(en.getFixedT('en', 'common')('weather.range', { low: 3, high: 11 })).toBe('3° / 11°C');
      expect(zh.getFixedT('zh-CN', 'common')('weather.range', { low: -2, high: '5' })).toBe('-2° / 5°C');
      expect(tEn('theme.days', { count: 1 })).toBe('1 day');
      expect(tEn('theme.days', { count: 3 })).toBe('3 days');
      expect(tEn('theme.days', { count: 0 })).toBe('0 days');
      expect(tZh('theme.days', { count: 1 })).toBe('1 天');
      expect(tZh('theme.days', { count: 7 })).toBe('7 天');
      expect(tEn('search.found', { count: 1, q: 'lake' })).toBe('1 result for “lake”');
      expect(tEn('search.found', { count: 12, q: '镜湖' })).toBe('12 results for “镜湖”');
      expect(tZh('search.found', { count: 12, q: '镜湖' })).toBe('共找到 12 条与“镜湖”相关的结果');
    }
  });

  it('returns the same function for the same language, namespaces and prefix', () => {
    expect(en.getFixedT('en', 'places')).toBe(en.getFixedT('en', 'places'));
    expect(scoped(en)).toBe(scoped(en));
    expect(en.getFixedT('en', 'places')).not.toBe(en.getFixedT('en', 'common'));
    expect(scoped(en)).not.toBe(en.getFixedT('en', 'guide'));
    expect(zh.getFixedT('zh-CN', 'places')).not.toBe(en.getFixedT('en', 'places'));
  });

  it('leaves what it does not model to i18next: a missing variable, objects, a namespace prefix', () => {
    const t = en.getFixedT('en', 'common');
    expect(t('weather.range', { low: 3 })).toBe('3° / {{high}}°C');
    expect(t('weather.range')).toBe('{{low}}° / {{high}}°C');
    expect(en.getFixedT('en', 'guide')('common:weather.title')).toBe('Weather');
    expect(Array.isArray(en.getFixedT('en', 'guide')('search.suggestions', { returnObjects: true }))).toBe(true);
    expect(t('no.such.key')).toBe('no.such.key');
  });

  it('compiles only plain {{name}} placeholders', () => {
    expect(compileMessage('{{low}}° / {{ high }}°C')).toEqual({ parts: ['', '° / ', '°C'], names: ['low', 'high'] });
    expect(compileMessage('no placeholder')).toEqual({ parts: ['no placeholder'], names: [] });
    expect(compileMessage('{{- raw}}')).toBeNull();
    expect(compileMessage('{{n, number}}')).toBeNull();
    expect(compileMessage('{{a.b}}')).toBeNull();
    expect(compileMessage('see $t(other)')).toBeNull();
    expect(compileMessage('{{a}} {{b')).toBeNull();
  });

  // Every message of every namespace, against an instance without the memo: the same text.
  it.each(['zh-CN', 'en'] as const)('agrees with plain i18next on every message (%s)', (lng) => {
    const plain = createI18n(lng, messagesOf(lng));
    const fast = lng === 'en' ? en : zh;
    const leaves = (o: unknown, prefix: string): string[] =>
      typeof o === 'object' && o !== null && !Array.isArray(o) ? Object.entries(o).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k)) : [prefix];
    let compared = 0;
    for (const [ns, tree] of Object.entries(messagesOf(lng))) {
      const [a, b] = [plain.getFixedT(lng, ns), fast.getFixedT(lng, ns)];
      for (const leaf of leaves(tree, '')) {
        const key = leaf.replace(/_(zero|one|two|few|many|other)$/, '');
        const vars = Object.fromEntries([...String(a(key, { skipInterpolation: true } as never)).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => [m[1]!, `<${m[1]}>`]));
        for (const opts of [undefined, { ...vars, count: 0 }, { ...vars, count: 1 }, { ...vars, count: 5 }, vars]) {
          expect(b(key, opts as never)).toEqual(a(key, opts as never));
          expect(b(key, opts as never)).toEqual(a(key, opts as never));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
  });
});
