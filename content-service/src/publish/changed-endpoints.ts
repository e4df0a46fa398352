/**
 * Which contract endpoints (shared/api/endpoints.ts) a seed file feeds: the one table the
 * publish webhook's `paths` come from (content-service/README.md "Publishing"). A file whose
 * figures other files quote (facilities, trails: seed/facts.ts) may change any reply, so it
 * names none: the event's empty list means "anything may have changed" (shared/publish-hook.ts).
 */
import type { EndpointPath } from '../../../shared/api/endpoints.ts';

const ANY = 'any' as const;
type Fed = readonly EndpointPath[] | typeof ANY;

/** Seed files by path relative to the seed directory; `articles/` stands for every file in it. */
const ENDPOINTS_BY_SEED_FILE: Readonly<Record<string, Fed>> = {
  'notices.json': ['/homeModule/getNotice'],
  'scenic.json': ['/scenic/getScenic'],
  // The year page names itineraries by id (plan/seed.ts).
  'subjects.json': ['/subject/getSubjectList', '/subject/getSubjectDetail', '/plan/getYear'],
  'faq.json': ['/customerServer/getFaqList'],
  'menus.json': ['/menu/getMenu'],
  'shell.json': [
    '/homeModule/getHomeModule', '/homeModule/getIndexMusic', '/weather/getOriginalCityWeather', '/homeModule/getFlowRate',
    '/homeModule/getQrCodeAndConsult', '/friendlyLink/getFriendlyLinkList', '/homeModule/getIndexBottomConfig',
    '/article/getArticleTypeList', '/menu/getMenu',
  ],
  'articles/': ['/article/getArticleList', '/article/getArticleDetail'],
  'plan/access.json': ['/plan/getAccess'],
  'plan/year.json': ['/plan/getYear'],
  'facilities.json': ANY,
  'trails.json': ANY,
};

function fedBy(file: string): Fed {
  const entry = ENDPOINTS_BY_SEED_FILE[file] ?? (file.startsWith('articles/') ? ENDPOINTS_BY_SEED_FILE['articles/'] : undefined);
  // A file the table does not know (a new one) may feed anything.
  return entry ?? ANY;
}

/** The endpoints whose replies the changed files feed, sorted; [] when any may have changed. */
export function changedEndpoints(files: readonly string[]): EndpointPath[] {
  const paths = new Set<EndpointPath>();
  for (const file of files) {
    const fed = fedBy(file);
    if (fed === ANY) return [];
    for (const p of fed) paths.add(p);
  }
  return [...paths].sort();
}
