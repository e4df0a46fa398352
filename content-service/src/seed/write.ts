/**
 * Writes a seed bundle into the database, one row per record and locale (the language is
 * picked once here, so queries never localize). Idempotent: a bundle whose checksum is
 * already stored changes nothing; a changed bundle (or `force`) replaces all content.
 */
import type { DatabaseSync } from 'node:sqlite';
import {
  LOCALES, type ArticleSummary, type ArticleType, type FaqEntry, type FriendlyLink, type Locale,
  type MenuRecord, type Notice, type ScenicSpot, type SubjectDetail,
} from '../../../shared/api/index.ts';
import { CONTENT_TABLES, transaction } from '../db/schema.ts';
import { checkConditions } from '../world/conditions.ts';
import { seedCalendar } from '../dates/calendar.ts';
import { resolveText } from '../dates/placeholders.ts';
import { localize } from '../locale.ts';
import { htmlToText, toSearchText } from '../db/search.ts';
import type { SeedBundle } from './files.ts';
import { defaultArticleTypes, musicTracks, providerWeather, shellBlock } from './shell-blocks.ts';

export interface SeedResult {
  seeded: boolean;
  checksum: string;
}

type Raw = Record<string, unknown>;
const json = (v: unknown) => JSON.stringify(v);
/** Sort key for ISO times written with any offset (string order is only right for one offset). */
const timeKey = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : new Date(t).toISOString();
};

function storedChecksum(db: DatabaseSync): string | null {
  const row = db.prepare("SELECT value FROM meta WHERE key = 'seed_checksum'").get() as { value: string } | undefined;
  return row?.value ?? null;
}

export function seedDatabase(db: DatabaseSync, bundle: SeedBundle, opts: { force?: boolean } = {}): SeedResult {
  if (!opts.force && storedChecksum(db) === bundle.checksum) return { seeded: false, checksum: bundle.checksum };
  const seeded = transaction(db, () => {
    // Checked again under the write lock: another process may have seeded meanwhile.
    if (!opts.force && storedChecksum(db) === bundle.checksum) return false;
    for (const table of CONTENT_TABLES) db.exec(`DELETE FROM ${table}`);
    for (const locale of LOCALES) writeLocale(db, bundle, locale);
    const setMeta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
    setMeta.run('seed_checksum', bundle.checksum);
    setMeta.run('seeded_at', new Date().toISOString());
    return true;
  });
  return { seeded, checksum: bundle.checksum };
}

function writeLocale(db: DatabaseSync, b: SeedBundle, locale: Locale): void {
  const pick = <T>(v: unknown) => localize<T>(v, locale);
  // Rows keep their date placeholders (resolved per request); sort keys and search words
  // use the dates as the seed was written (resolution moves every date alike, so order holds).
  const cal = seedCalendar();
  const asWritten = (text: string) => resolveText(text, cal, locale);
  const fts = db.prepare('INSERT INTO search_fts (kind, ref_id, locale, words, cjk) VALUES (?, ?, ?, ?, ?)');
  const index = (kind: string, id: number, parts: (string | null | undefined)[]) => {
    const t = toSearchText(parts.map((p) => (typeof p === 'string' ? asWritten(p) : p)));
    fts.run(kind, id, locale, t.words, t.cjk);
  };

  const typesRaw = (shellBlock(b.shell, 'articleTypes') as unknown[] | undefined) ?? defaultArticleTypes();
  const types = pick<ArticleType[]>(typesRaw);
  const typeIns = db.prepare('INSERT INTO article_type (id, locale, code, order_num, json) VALUES (?, ?, ?, ?, ?)');
  for (const t of types) typeIns.run(t.id, locale, t.code, t.orderNum, json(t));
  const typeIdByCode = new Map(types.map((t) => [t.code, t.id]));

  const artIns = db.prepare(`INSERT INTO article (id, locale, type_id, type_code, category, stars, price_min,
    publish_time, json, content, related) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const raw of b.articles) {
    const a = pick<Raw & ArticleSummary & { content: string; related?: number[] }>(raw);
    const typeId = typeIdByCode.get(a.typeCode);
    if (typeId === undefined) throw new Error(`Article ${a.id}: no article type "${a.typeCode}"`);
    const attrs = a.attrs ?? {};
    const summary: ArticleSummary = {
      id: a.id, typeId, typeCode: a.typeCode, title: a.title, summary: a.summary, cover: a.cover,
      images: a.images ?? [], publishTime: a.publishTime, tags: a.tags ?? [], attrs,
    };
    artIns.run(a.id, locale, typeId, a.typeCode, attrs.category ?? null, attrs.stars ?? null,
      attrs.priceMin ?? attrs.productPrice ?? null, timeKey(asWritten(a.publishTime)), json(summary), a.content ?? '', json(a.related ?? []));
    index('article', a.id, [a.title, a.summary, htmlToText(a.content ?? ''), summary.tags.join(' ')]);
  }

  const scenicIns = db.prepare('INSERT INTO scenic (id, locale, json) VALUES (?, ?, ?)');
  for (const s of pick<ScenicSpot[]>(b.scenic)) {
    scenicIns.run(s.id, locale, json(s));
    index('scenic', s.id, [s.name, s.intro, (s.tags ?? []).join(' ')]);
  }

  const subjectIns = db.prepare('INSERT INTO subject (id, locale, json, content, itinerary) VALUES (?, ?, ?, ?, ?)');
  for (const s of pick<SubjectDetail[]>(b.subjects)) {
    const { content = '', itinerary = [], ...summary } = s;
    subjectIns.run(s.id, locale, json(summary), content, json(itinerary));
    const stops = itinerary.flatMap((d) => [d.title, ...d.stops.map((st) => `${st.name} ${st.note}`)]);
    index('subject', s.id, [s.title, s.summary, (s.tags ?? []).join(' '), s.season, htmlToText(content), ...stops]);
  }

  const faqIns = db.prepare('INSERT INTO faq (id, locale, category, order_num, json) VALUES (?, ?, ?, ?, ?)');
  pick<FaqEntry[]>(b.faq).forEach((f, i) => {
    const entry: FaqEntry = { ...f, orderNum: f.orderNum ?? i + 1 };
    faqIns.run(f.id, locale, f.category, entry.orderNum, json(entry));
    index('faq', f.id, [f.question, f.answer]);
  });

  const noticeIns = db.prepare('INSERT INTO notice (id, locale, publish_time, shown_when, json) VALUES (?, ?, ?, ?, ?)');
  for (const { when, ...n } of pick<(Notice & { when?: string[] })[]>(b.notices)) {
    checkConditions(when, `Seed notice ${n.id}`);
    noticeIns.run(n.id, locale, timeKey(asWritten(n.publishTime)), when ? JSON.stringify(when) : '', json(n));
  }

  const menuIns = db.prepare('INSERT INTO menu (id, locale, platform, position, order_num, json) VALUES (?, ?, ?, ?, ?, ?)');
  const menus = b.menus.length ? b.menus : ((shellBlock(b.shell, 'menus') as unknown[] | undefined) ?? []);
  pick<(Partial<MenuRecord> & { id?: number })[]>(menus).forEach((m, i) => {
    const { id, ...rest } = m;
    const rec: MenuRecord = {
      ...rest, menuId: m.menuId ?? id ?? 0, parentId: m.parentId ?? 0, name: m.name ?? '', path: m.path ?? null,
      url: m.url ?? null, icon: m.icon ?? null, orderNum: m.orderNum ?? i + 1,
      target: m.target ?? (m.url ? '_blank' : '_self'), menuPlatform: m.menuPlatform ?? 1, menuPosition: m.menuPosition ?? 1,
    };
    menuIns.run(rec.menuId, locale, rec.menuPlatform, rec.menuPosition, rec.orderNum, json(rec));
  });

  const linkIns = db.prepare('INSERT INTO friendly_link (id, locale, order_num, json) VALUES (?, ?, ?, ?)');
  pick<FriendlyLink[]>(shellBlock(b.shell, 'friendlyLinks') ?? []).forEach((l, i) => {
    const rec: FriendlyLink = { ...l, id: l.id ?? i + 1, logo: l.logo ?? null, orderNum: l.orderNum ?? i + 1 };
    linkIns.run(rec.id, locale, rec.orderNum, json(rec));
  });

  const docIns = db.prepare('INSERT INTO doc (key, locale, json) VALUES (?, ?, ?)');
  const doc = (key: string, value: unknown) => {
    if (value !== undefined) docIns.run(key, locale, json(value));
  };
  const home = pick<{ banners?: { when?: unknown }[] } | undefined>(shellBlock(b.shell, 'home'));
  (home?.banners ?? []).forEach((slide, i) => checkConditions(slide.when, `Seed home slide ${i + 1}`));
  doc('home', home);
  doc('music', musicTracks(shellBlock(b.shell, 'music'), locale));
  doc('weather', providerWeather(pick(shellBlock(b.shell, 'weather'))));
  doc('flow', pick(shellBlock(b.shell, 'flow')));
  doc('consult', pick(shellBlock(b.shell, 'consult')));
  doc('trails', pick(b.trails));
  const footer = pick<Raw | undefined>(shellBlock(b.shell, 'footer'));
  if (footer) doc('footer', { ...footer, photoCredits: b.credits });
}
