import type { HomeData } from '../../../shared/page-data.ts';
import type { LoaderContext } from './context.ts';
import { currentNotices } from '../../../shared/notices.ts';
import { HOME_NOTICES } from '../../../shared/api/shell.ts';
import { excerpt } from '../../../shared/excerpt.ts';
import type { ArticleSummary, Notice, ScenicSpot, SubjectSummary } from '../../../shared/api/content.ts';
import type { HomeLandscape, HomeNews, HomeNotice, HomeSpot, SubjectCardData } from '../../../shared/page-data.ts';

/** About two lines of the sights card at its narrowest, in either language. */
const TEASER_CHARS = 90;

function homeSpot({ id, name, cover, intro, lng, lat, visitMinutes, tags }: ScenicSpot): HomeSpot {
  return { id, name, cover, intro: excerpt(intro, TEASER_CHARS), lng, lat, visitMinutes, tags: tags.slice(0, 2) };
}

/** Itinerary cards the home page shows (of the 6 fetched: the same upstream call as the theme list's first page). */
const HOME_THEMES = 3;

// Each keeps only the fields the home components read (docs/decisions/027-versioned-shell.md).
const homeNotice = ({ id, title, level, publishTime, startTime, endTime }: Notice): HomeNotice => ({ id, title, level, publishTime, startTime, endTime });
const homeLandscape = ({ id, typeCode, title, cover }: ArticleSummary): HomeLandscape => ({ id, typeCode, title, cover });
const homeNews = ({ id, typeCode, title, summary, cover, publishTime }: ArticleSummary): HomeNews => ({ id, typeCode, title, summary, cover, publishTime });
const homeTheme = ({ id, title, summary, cover, days, season }: SubjectSummary): SubjectCardData => ({ id, title, summary, cover, days, season });

export async function loadHome({ api, locale, now }: LoaderContext): Promise<HomeData> {
  const [home, notices, scenic, subjects, news, highlights] = await Promise.all([
    api.get('/homeModule/getHomeModule', {}, locale),
    api.get('/homeModule/getNotice', HOME_NOTICES, locale),
    // All spots (not just the 8 in the sights row): the map teaser shows every one.
    api.get('/scenic/getScenic', { pageNum: 1, pageSize: 30 }, locale),
    api.get('/subject/getSubjectList', { pageNum: 1, pageSize: 6 }, locale),
    api.get('/article/getArticleList', { typeCode: 'news', pageNum: 1, pageSize: 4 }, locale),
    api.get('/article/getArticleList', { typeCode: 'landscape', pageNum: 1, pageSize: 6 }, locale),
  ]);
  return {
    kind: 'home',
    home,
    // Only notices still in force, closures first (the same rule as /tourist).
    notices: currentNotices(notices.records, now()).map(homeNotice),
    scenic: scenic.records.map(homeSpot),
    subjects: subjects.records.slice(0, HOME_THEMES).map(homeTheme),
    news: news.records.map(homeNews),
    highlights: highlights.records.map(homeLandscape),
  };
}
