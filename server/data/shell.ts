/**
 * Shell data for every page (docs/behaviour.md §7 "At start-up, before rendering"; docs/product.md §5, §6),
 * fetched in parallel through the cache. Menus and footer are critical: their failure is the
 * page's failure. The others are optional: a failure hides that widget, is logged and counted.
 */
import type { Locale } from '../../shared/api/envelope.ts';
import { EXTERNAL_MENU, HOME_NOTICES, MAIN_MENU, WEATHER_CONFIG_KEY } from '../../shared/api/shell.ts';
import { buildMenuTree, withoutSingleChildGroups } from '../../shared/menu.ts';
import { parseMusicMsg } from '../../shared/music.ts';
import { urgentNotices } from '../../shared/notices.ts';
import type { Clock } from '../../shared/clock.ts';
import type { LiveStamp, ShellData } from '../../shared/state.ts';
import { weatherShown } from '../../shared/weather.ts';
import type { Served } from '../upstream/cache.ts';
import type { Api } from '../upstream/api.ts';
import type { ShellVersions } from './shell-versions.ts';

type OptionalWidget = 'music' | 'weather' | 'flow' | 'consult' | 'friendlyLinks' | 'notices';

export interface ShellDeps {
  api: Api;
  clock: Clock;
  /** Where the stable part's versions are kept (docs/decisions/027-versioned-shell.md). */
  versions: ShellVersions;
  onOptionalFailure: (widget: OptionalWidget, err: unknown) => void;
}

export async function loadShell(deps: ShellDeps, locale: Locale): Promise<ShellData> {
  const { api } = deps;
  const optional = <T>(widget: OptionalWidget, p: Promise<T>): Promise<T | null> =>
    p.catch((err: unknown) => {
      deps.onOptionalFailure(widget, err);
      return null;
    });

  const [mainMenu, externalMenu, footer, music, weather, flow, consult, friendlyLinks, notices] = await Promise.all([
    api.get('/menu/getMenu', MAIN_MENU, locale),
    api.get('/menu/getMenu', EXTERNAL_MENU, locale),
    api.get('/homeModule/getIndexBottomConfig', {}, locale),
    // The playlist is JSON inside `msg`: parseMusicMsg checks its URLs with the same allow-list the schemas use.
    optional('music', api.envelope('/homeModule/getIndexMusic', {}, locale).then((e) => ({ envelope: e, tracks: parseMusicMsg(e.msg) }))),
    optional('weather', api.getServed('/weather/getOriginalCityWeather', { configKey: WEATHER_CONFIG_KEY }, locale)),
    optional('flow', api.getServed('/homeModule/getFlowRate', {}, locale)),
    optional('consult', api.get('/homeModule/getQrCodeAndConsult', {}, locale)),
    optional('friendlyLinks', api.get('/friendlyLink/getFriendlyLinkList', { pageNum: 1, pageSize: 50 }, locale).then((p) => p.records)),
    // The urgent banner's source (docs/product.md §5).
    optional('notices', api.get('/homeModule/getNotice', HOME_NOTICES, locale).then((p) => p.records)),
  ]);

  const now = deps.clock();
  // When each copy was fetched, on the site clock: the cache measures age on its own clock.
  const stamp = (s: Served<unknown> | null): LiveStamp | null =>
    s && { fetchedAt: new Date(now.getTime() - s.ageMs).toISOString(), stale: s.stale };
  const shown = weather && weatherShown(weather.value);
  // The stable part is rebuilt only when one of the copies it comes from changed.
  const { version, stable } = deps.versions.current(locale, [mainMenu, externalMenu, footer, music?.envelope ?? null, consult, friendlyLinks], () => ({
    mainMenu: withoutSingleChildGroups(buildMenuTree(Array.isArray(mainMenu) ? mainMenu : [])),
    externalMenu: buildMenuTree(Array.isArray(externalMenu) ? externalMenu : []),
    footer,
    music: music && music.tracks.length ? music.tracks : null,
    consult,
    friendlyLinks,
  }));
  return {
    ...stable,
    locale,
    version,
    now: now.toISOString(),
    live: { weather: shown ? stamp(weather) : null, flow: stamp(flow) },
    weather: shown,
    flow: flow?.value ?? null,
    urgent: notices ? urgentNotices(notices, now) : [],
  };
}
