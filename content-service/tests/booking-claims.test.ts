// @vitest-environment node
/**
 * Who sells what, as the seed tells it (docs/tickets.md):
 *  - entry tickets are reserved on this site, on the Tickets page (/tickets, /en/tickets), and
 *    looked up or cancelled on /tickets/reservation;
 *  - the partner site tickets.qinglan-demo.cn sells only what the site does not: shuttle bus
 *    tickets. Every mention of it speaks of the bus and names it as an external site.
 * Rich text (the `content` of articles and subjects) links to the pages; plain text (FAQ answers,
 * notices, shown as text) cannot, so it names the page. The seed is read as JSON: a text in both
 * languages is an object `{ "zh-CN": …, "en": … }`, and each language is checked on its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SEED = new URL('../seed/', import.meta.url).pathname;
const PARTNER = 'tickets.qinglan-demo.cn';
const PARTNER_URL = `https://${PARTNER}/`;
/** The one form a link to the partner takes in rich text. */
const PARTNER_LINK = `<a href="${PARTNER_URL}">${PARTNER}</a>`;
const EXTERNAL = { 'zh-CN': '（外部网站）', en: ' (an external site)' } as const;
/** The shuttle bus, and entry tickets, in each language. */
const BUS = { 'zh-CN': /观光车/, en: /shuttle bus/i } as const;
const ENTRY = { 'zh-CN': /门票/, en: /\b(entry|admission)\b/i } as const;
/** A clause: the text between two punctuation marks or block tags. */
const CLAUSE = { 'zh-CN': /[。；，：\n]|<\/?(?:p|li|ul|ol|h\d)>/, en: /[.;,:] |\n|<\/?(?:p|li|ul|ol|h\d)>/ } as const;

type Lang = keyof typeof EXTERNAL;
interface Text {
  /** `file #id field.lang`, e.g. `articles/poi.json #1301 content.en`. */
  where: string;
  lang: Lang | null;
  rich: boolean;
  text: string;
}

const jsonFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? jsonFiles(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : []))
    .sort();

/** Every string of the seed, with where it is and its language (null outside a `{ zh-CN, en }` object). */
function* strings(file: string, node: unknown, path: string[], lang: Lang | null): Generator<Text> {
  if (typeof node === 'string') {
    const field = path.filter((p) => !p.startsWith('#')).join('.');
    const id = path.filter((p) => p.startsWith('#')).join(' ');
    // Rich text: the HTML `content` of articles and subjects (sanitized and rendered as HTML).
    const rich = (file.startsWith('articles/') || file === 'subjects.json') && path.at(-2) === 'content';
    yield { where: [file, id, field].filter(Boolean).join(' '), lang, rich, text: node };
  } else if (Array.isArray(node)) {
    for (const [i, v] of node.entries()) {
      const key = v && typeof v === 'object' && ('id' in v || 'menuId' in v) ? `#${(v as { id?: number; menuId?: number }).id ?? (v as { menuId: number }).menuId}` : String(i);
      yield* strings(file, v, [...path, key], lang);
    }
  } else if (node && typeof node === 'object') {
    const bilingual = Object.keys(node).sort().join() === 'en,zh-CN';
    for (const [k, v] of Object.entries(node)) yield* strings(file, v, [...path, k], bilingual ? (k as Lang) : lang);
  }
}

const seed = jsonFiles(SEED).map((f) => [f.slice(SEED.length), JSON.parse(readFileSync(f, 'utf8')) as unknown] as const);
const texts = seed.flatMap(([file, data]) => [...strings(file, data, [], null)]);
const json = <T>(file: string) => seed.find(([f]) => f === file)![1] as T;

const clauses = (t: Text) => t.text.split(CLAUSE[t.lang!]);
const count = (text: string, needle: string) => text.split(needle).length - 1;
/** Site-relative links of a text, as `href → link text`. */
const siteLinks = (text: string) => [...text.matchAll(/<a href="(\/[^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => `${m[1]} → ${m[2]}`);

describe('booking claims in the seed', () => {
  describe('the partner site is for the shuttle bus only', () => {
    const partner = texts.filter((t) => t.text.includes(PARTNER));

    it('is named in exactly these texts, once each', () => {
      // A rich-text link names the host twice (href and text): count links as one mention.
      expect(partner.map((t) => `${t.where} ×${count(t.text.replaceAll(PARTNER_LINK, PARTNER), PARTNER)}`).sort()).toEqual([
        'articles/poi.json #1301 content.en ×1',
        'articles/poi.json #1301 content.zh-CN ×1',
        'articles/service.json #2003 content.en ×1',
        'articles/service.json #2003 content.zh-CN ×1',
        'faq.json #6 answer.en ×1',
        'faq.json #6 answer.zh-CN ×1',
        'menus.json #92 url ×1',
        'notices.json #9 content.en ×1',
        'notices.json #9 content.zh-CN ×1',
        'shell.json qrCodeAndConsult.qrCodes.1.target ×1',
        'subjects.json #1 content.en ×1',
        'subjects.json #1 content.zh-CN ×1',
      ]);
    });

    it('in text: a link (rich text) or the bare host (plain text), marked as an external site, in a clause about the shuttle bus and not entry tickets', () => {
      const prose = partner.filter((t) => t.lang);
      expect(prose).toHaveLength(10);
      for (const t of prose) {
        const lang = t.lang!;
        // Rich text links in the one canonical form; plain text never holds a link.
        expect(count(t.text, PARTNER_LINK), t.where).toBe(t.rich ? 1 : 0);
        const plain = t.text.replaceAll(PARTNER_LINK, PARTNER);
        expect(plain, t.where).not.toContain(`//${PARTNER}`);
        expect(count(plain, PARTNER + EXTERNAL[lang]), t.where).toBe(1);
        const [clause, ...more] = clauses({ ...t, text: plain }).filter((c) => c.includes(PARTNER));
        expect(more, t.where).toEqual([]);
        expect(clause, t.where).toMatch(BUS[lang]);
        expect(clause, t.where).not.toMatch(ENTRY[lang]);
      }
    });

    it('as a link of its own: the external menu item and the QR card are the shuttle bus booking', () => {
      const bus = { 'zh-CN': '观光车票预约', en: 'Shuttle bus tickets' };
      const menus = json<{ menuId: number; name: unknown; url: string | null; target: string; menuPosition: number }[]>('menus.json');
      expect(menus.filter((m) => m.url?.includes(PARTNER)).map((m) => [m.menuId, m.name, m.url, m.target, m.menuPosition])).toEqual([
        [92, bus, PARTNER_URL, '_blank', 2],
      ]);
      const shell = json<{ qrCodeAndConsult: { qrCodes: { name: unknown; target: string; description: Record<Lang, string> }[] } }>('shell.json');
      const cards = shell.qrCodeAndConsult.qrCodes.filter((q) => q.target.includes(PARTNER));
      expect(cards.map((q) => [q.name, q.target])).toEqual([[bus, PARTNER_URL]]);
      for (const lang of ['zh-CN', 'en'] as const) {
        expect(cards[0]!.description[lang]).toMatch(BUS[lang]);
        expect(cards[0]!.description[lang]).not.toMatch(ENTRY[lang]);
      }
    });
  });

  describe('entry tickets are reserved on this site', () => {
    it('rich text links to the Tickets page (and the look-up page) in exactly these texts', () => {
      const linking = texts.filter((t) => siteLinks(t.text).length).map((t) => [t.where, siteLinks(t.text)]);
      const zh = ['/tickets → 门票预约'];
      const en = ['/en/tickets → Tickets'];
      expect(linking).toEqual([
        ['articles/news.json #2103 content.zh-CN', zh],
        ['articles/news.json #2103 content.en', en],
        ['articles/news.json #2105 content.zh-CN', zh],
        ['articles/news.json #2105 content.en', en],
        ['articles/news.json #2115 content.zh-CN', zh],
        ['articles/news.json #2115 content.en', en],
        ['articles/poi.json #1301 content.zh-CN', zh],
        ['articles/poi.json #1301 content.en', en],
        ['articles/service.json #2001 content.zh-CN', [...zh, '/tickets/reservation → 查询与取消预约']],
        ['articles/service.json #2001 content.en', [...en, '/en/tickets/reservation → Find or cancel a reservation']],
        ['subjects.json #1 content.zh-CN', zh],
        ['subjects.json #1 content.en', en],
      ]);
      // Every site-relative link is in rich text, written as above (no other form of href).
      expect(texts.filter((t) => /href="\//.test(t.text) && !t.rich).map((t) => t.where)).toEqual([]);
      expect(texts.map((t) => count(t.text, 'href="/')).reduce((a, b) => a + b)).toBe(linking.flatMap(([, l]) => l).length);
    });

    it('plain text, which cannot link, names the page in exactly these texts', () => {
      expect(texts.filter((t) => !t.rich && /<a\b/.test(t.text)).map((t) => t.where)).toEqual([]);
      const names = { 'zh-CN': /“(门票预约|查询与取消预约)”页面/g, en: /\b(Tickets|Find or cancel a reservation) page\b/g };
      const naming = texts.filter((t) => t.lang && !t.rich).flatMap((t) => [...t.text.matchAll(names[t.lang!])].map((m) => `${t.where}: ${m[1]}`));
      expect(naming).toEqual([
        'faq.json #2 answer.zh-CN: 门票预约',
        'faq.json #2 answer.en: Tickets',
        'faq.json #3 answer.zh-CN: 查询与取消预约',
        'faq.json #3 answer.zh-CN: 门票预约',
        'faq.json #3 answer.en: Find or cancel a reservation',
        'faq.json #3 answer.en: Tickets',
        'notices.json #6 content.zh-CN: 门票预约',
        'notices.json #6 content.en: Tickets',
        'notices.json #9 content.zh-CN: 门票预约',
        'notices.json #9 content.en: Tickets',
      ]);
    });

    it('no text names another channel for entry tickets (the old booking website, WeChat, the hotline)', () => {
      expect(texts.filter((t) => /门票预约网站|合作方门票|booking partner|booking website/i.test(t.text)).map((t) => t.where)).toEqual([]);
      const channel = { 'zh-CN': /微信|热线|合作方/, en: /WeChat|hotline|partner/i };
      const offending = texts
        .filter((t) => t.lang)
        .flatMap((t) => clauses(t).filter((c) => channel[t.lang!].test(c) && ENTRY[t.lang!].test(c)).map((c) => `${t.where}: ${c}`));
      expect(offending).toEqual([]);
    });

    it('states the booking window as the desk has it: 14 days', () => {
      const windows = texts.flatMap((t) => [...t.text.matchAll(/最早可?提前\s*(\d+)\s*天|up to (\w+) days ahead/g)].map((m) => `${t.where}: ${m[1] ?? m[2]}`));
      expect(windows).toEqual([
        'articles/poi.json #1301 content.zh-CN: 14',
        'articles/poi.json #1301 content.en: 14',
        'articles/service.json #2001 content.zh-CN: 14',
        'articles/service.json #2001 content.en: 14',
        'faq.json #2 answer.zh-CN: 14',
        'faq.json #2 answer.en: 14',
      ]);
    });
  });

  it('links each language to its own pages: no English text to /tickets, no Chinese text to /en/…', () => {
    const hrefs = (lang: Lang) => texts.filter((t) => t.lang === lang).flatMap((t) => [...t.text.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]!));
    const zh = hrefs('zh-CN');
    const en = hrefs('en');
    expect(zh).toHaveLength(7);
    expect(en).toHaveLength(7);
    expect(zh.filter((h) => /^\/en(\/|$)/.test(h))).toEqual([]);
    expect(en.filter((h) => !h.startsWith('/en/'))).toEqual([]);
    // And every site-relative link is in a text of one language.
    expect(texts.filter((t) => !t.lang && /href="\//.test(t.text)).map((t) => t.where)).toEqual([]);
  });
});
