/**
 * After the client and SSR builds: renders representative pages of every route (both
 * languages, a detail page for routes that take ?id=) from the built server against the
 * embedded content service, and lets Beasties keep the rules of the stylesheet that match
 * their markup, one set per route of the route table plus one for the error layout. Written to
 * dist/client/.vite/critical-css.json (not served: dotfiles are not static files), which the
 * server reads once at start-up and inlines by page (docs/decisions/029-critical-css.md).
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SEASON_INSTANTS, startContentService } from '@qinglan/content-service';
import BeastiesModule from 'beasties';
import { findOne } from 'domutils';
import { HOLD_CLASS } from '../shared/pre-paint/photo-hold.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { CRITICAL_CSS_FILE, ERROR_CRITICAL_KEY } from '../server/render/critical-css.ts';
import type { SsrModule } from '../shared/ssr-contract.ts';
import { prodTemplate } from '../server/render/template.ts';
import { fixedClock, type Clock } from '../shared/clock.ts';
import { ROUTE_LIST, type RouteId } from '../shared/routes.ts';
import { firstScreen, type PartTest } from './critical-css/first-screen.ts';
import { withoutHiddenParts, withPlainClasses } from './critical-css/hidden-markup.ts';
import { withoutPrintRules } from './critical-css/print-rules.ts';
import { seedWithUrgentNotice } from './critical-css/urgent-seed.ts';
import { dropUnusedProperties } from './critical-css/unused-properties.ts';
import { whereAllowRule } from './critical-css/where-rules.ts';

// Beasties' types read as CommonJS (a .d.ts in a package without "type": "module"); Node loads its ESM build, whose default export is the class.
const Beasties = BeastiesModule as unknown as typeof BeastiesModule.default;
const CLIENT_DIR = resolve(import.meta.dirname, '../dist/client');
const PREFIXES = ['', '/en'];
/**
 * Classes the pre-paint script (shared/pre-paint/script.ts) may put on <html> before the
 * first paint: dark mode and the accessibility toolbar's modes must be styled from the first
 * frame too, so their rules are kept as if every visitor had them on.
 */
const PRE_PAINT_CLASSES = 'dark a11y-contrast a11y-cursor';
const HOLD_RULE = new RegExp(`^\\.${HOLD_CLASS} `);
const HEADINGS_RULE = /^:is\(h1,\s*h2,\s*h3,\s*h4,\s*h5,\s*h6\)$/;

/**
 * Pages show the time of day (open or closed, opening soon, weather) and the season (the demo's
 * winter and summer notices, the main and low season's timetables): every route is rendered at
 * four instants six hours apart from 10:30 in each season (the content service's
 * SEASON_INSTANTS), both languages at the first of each, so each state's markup is seen. The
 * instants are fixed, so the output does not depend on the day the build runs.
 */
const HOURS = [0, 6, 12, 18];
const ssr = (await import(pathToFileURL(resolve(CLIENT_DIR, '../server/entry-server.js')).href)) as SsrModule;

/** The first link to `path?id=…` on a page, so detail routes are rendered with real content. */
const firstDetailLink = (html: string, path: string) => new RegExp(`href="((?:/en)?${path.replace(/[/]/g, '\\/')}\\?id=\\d+)"`).exec(html)?.[1];

type CriticalKey = RouteId | typeof ERROR_CRITICAL_KEY;
/** Pages (their HTML) by the critical-CSS key they are inlined under. */
const pages = new Map<CriticalKey, string[]>();
const add = (key: CriticalKey, html: string) => pages.set(key, [...(pages.get(key) ?? []), html]);

/** The seed with a just-published closure, so every page shows the urgent banner (critical-css/urgent-seed.ts). */
const SEED = seedWithUrgentNotice();

/**
 * The built site against the embedded content service (fresh database from its seed), asked
 * in-process: nothing listens, and the Docker build (no tests/ in its context) can run it.
 * Pages are rendered as without critical CSS (the stylesheet in <head>), whatever an earlier build left.
 */
async function renderAt(clock: Clock, prefixes: string[]): Promise<void> {
  const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_ORIGIN: 'http://localhost' });
  const content = await startContentService({ dbPath: join(mkdtempSync(join(tmpdir(), 'ql-critical-')), 'content.db'), host: '127.0.0.1', port: 0, logger: false, now: clock, seedDir: SEED, watchSeed: false });
  const { app } = await buildApp({ config, apiBaseUrl: content.url, ssr: async () => ssr, template: { ...prodTemplate(CLIENT_DIR), criticalCss: () => null }, clientDir: CLIENT_DIR, clock, logger: false });
  const get = async (path: string) => {
    const res = await app.inject({ url: path, headers: { 'accept-language': 'zh-CN' } });
    return { status: res.statusCode, html: res.body };
  };
  try {
    await renderRoutes(get, prefixes);
  } finally {
    await app.close();
    await content.close();
  }
}

/**
 * States of a route its bare path does not show, rendered too (per language prefix): the search
 * page without a query shows only its form, so the results' rules were never inlined and the
 * results painted unstyled, then shifted, until the stylesheet came.
 */
const STATES: Partial<Record<RouteId, Record<string, string[]>>> = {
  search: { '': ['/search?q=%E6%B9%96', '/search?q=zzzz'], '/en': ['/search?q=lake', '/search?q=zzzz'] },
};

async function renderRoutes(get: (path: string) => Promise<{ status: number; html: string }>, prefixes: string[]): Promise<void> {
  for (const route of ROUTE_LIST) {
    for (const prefix of prefixes) {
      const own = await get(prefix + route.path);
      if (own.status === 200) add(route.id, own.html);
      for (const path of STATES[route.id]?.[prefix] ?? []) {
        const state = await get(prefix + path);
        if (state.status !== 200) throw new Error(`${prefix + path} answered ${state.status}`);
        add(route.id, state.html);
      }
      const listPath = route.path.replace(/\/detail$/, '');
      const from = listPath === route.path ? own.html : (await get(prefix + listPath)).html;
      const detail = firstDetailLink(from, route.path);
      if (detail) {
        const page = await get(detail);
        if (page.status !== 200) throw new Error(`${detail} answered ${page.status}`);
        add(route.id, page.html);
      }
    }
  }
  for (const prefix of prefixes) {
    for (const path of ['/no-such-page', '/hotel/detail?id=999999999']) add(ERROR_CRITICAL_KEY, (await get(prefix + path)).html);
  }
}

for (const start of Object.values(SEASON_INSTANTS)) {
  for (const hours of HOURS) await renderAt(fixedClock(new Date(start.getTime() + hours * 3_600_000)), hours === 0 ? PREFIXES : ['']);
}

/**
 * One Beasties per page kind, so the `:where(…)` rules it keeps are those of that kind's markup
 * (critical-css/where-rules.ts).
 */
const beastiesFor = (markup: string) =>
  new Beasties({
    path: CLIENT_DIR,
    publicPath: '/',
    pruneSource: false,
    compress: true,
    // Only the extracted rules are used; the page keeps its own stylesheet links.
    preload: 'body',
    keyframes: 'critical',
    fonts: false,
    // Kept whole: Beasties matches no compound selector on <html> itself (the mode token blocks),
    // and the high-contrast rules use attribute-substring selectors inside :is() it cannot evaluate.
    // Rules written :where(…) are dropped by its selector engine: kept when the markup has their class.
    // The preflight's [hidden] rule is kept although hidden parts are cut from the markup (critical-css/hidden-markup.ts).
    // The headings' balanced wrapping (`:is(h1, …)` in client/styles/base.css) is a selector its engine
    // drops: without it every heading of the first screen wrapped again when the stylesheet came.
    // The photo hold is kept on every page: the first layout, before the full stylesheet, must
    // already hold the lazy photos below the first screen (docs/decisions/037-photos-wait-for-the-page.md).
    allowRules: [/^html\.(dark|a11y-contrast|a11y-cursor)\b/, whereAllowRule(markup), /^\[hidden\]:where\(/, HOLD_RULE, HEADINGS_RULE],
    logLevel: 'warn',
  });

/**
 * Routes whose first screen is one picture of several parts, kept whole where the cut falls
 * inside it (critical-css/first-screen.ts): /scenicArea opens on its place map (the figure:
 * drawing, places and caption). Other routes' maps start early in the markup too but show far
 * below the fold, where the stylesheet is in time.
 */
const isPlaceMap: PartTest = (el) => el.name === 'figure' && findOne((e) => (e.attribs.class ?? '').split(/\s+/).includes('map-frame'), el.children) !== null;
const WHOLE: Partial<Record<CriticalKey, PartTest>> = { scenicArea: isPlaceMap };
/**
 * Carousels are kept whole on every route: their slides repeat one set of rules, but the
 * controls under them (dots, previous, next, pause) come after every slide in the markup, past
 * the cut on /theme/swiper and /article/swiper, where they show at the foot of a phone's first screen.
 */
const isCarousel: PartTest = (el) => 'data-carousel' in el.attribs;
const wholeParts = (key: CriticalKey): PartTest => (el) => isCarousel(el) || (WHOLE[key]?.(el) ?? false);
/** Routes whose <main> can be nearly empty, so what follows it shows on the first screen (the bare /search). */
const SHORT_MAIN: ReadonlySet<CriticalKey> = new Set<CriticalKey>(['search']);

/** All pages of one key as one document (their first screens side by side), so one pass keeps the union of their rules. */
function mergedDocument(key: CriticalKey, htmls: string[]): string {
  const head = htmls[0]!.slice(0, htmls[0]!.indexOf('<body'));
  const bodies = htmls.map((html) => firstScreen(html, wholeParts(key), SHORT_MAIN.has(key)));
  return `${head.replace('<html ', `<html class="${PRE_PAINT_CLASSES}" `)}<body>${bodies.join('\n')}</body></html>`;
}

/** The built SVGs (the icon sprite): their strokes read custom properties the stylesheet sets. */
const svgs = readdirSync(join(CLIENT_DIR, 'assets'))
  .filter((f) => f.endsWith('.svg'))
  .map((f) => readFileSync(join(CLIENT_DIR, 'assets', f), 'utf8'));

const out: Partial<Record<CriticalKey, string>> = {};
for (const [key, htmls] of pages) {
  const merged = withPlainClasses(withoutHiddenParts(mergedDocument(key, htmls)));
  const processed = await beastiesFor(merged).process(merged);
  const css = /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1];
  if (!css) throw new Error(`no critical CSS extracted for ${key}`);
  out[key] = dropUnusedProperties(withoutPrintRules(css), [merged, ...svgs]);
}
writeFileSync(join(CLIENT_DIR, CRITICAL_CSS_FILE), JSON.stringify(out));
const sizes = Object.entries(out).map(([k, v]) => `${k} ${(v.length / 1024).toFixed(1)} KiB`);
console.log(`critical CSS for ${Object.keys(out).length} routes: ${sizes.join(', ')}`);
