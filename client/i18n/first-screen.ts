/**
 * The messages the first screen hydrates with, in the entry itself: the groups of `common`
 * the eagerly hydrated shell uses (the brand, the skip link, the header's bar, search, the
 * language and colour switches), for both locales, a kilobyte and a half of gzip. The rest of
 * `common` and the other shell namespaces load right after, before any later part or the page
 * hydrates (lazyHydrate.tsx `holdPartsFor`; docs/decisions/051-page-hydrates-after-the-shell.md).
 * `?first-screen` makes each file a module of its own whose unused groups the build drops;
 * the list is FIRST_SCREEN_GROUPS (shared/shell-namespaces.ts), which
 * tests/unit/first-screen-messages.test.ts proves against the source.
 */
import type { Locale } from '../../shared/api/envelope.ts';
import type { FIRST_SCREEN_GROUPS } from '../../shared/shell-namespaces.ts';
import { nav as enNav, shell as enShell, site as enSite } from '../../locales/en/common.json?first-screen';
import { nav as zhNav, shell as zhShell, site as zhSite } from '../../locales/zh-CN/common.json?first-screen';

type Groups = Record<(typeof FIRST_SCREEN_GROUPS)[number], unknown>;

export const FIRST_SCREEN_COMMON: Record<Locale, Groups> = {
  'zh-CN': { site: zhSite, nav: zhNav, shell: zhShell },
  en: { site: enSite, nav: enNav, shell: enShell },
};
