/**
 * The pages the first-load measurements visit (issue 13's list: the home in both languages,
 * a list, a detail, the visitor information and an English list), or MEASURE_PAGES, a
 * comma-separated list of paths.
 */
export const MEASURE_PAGES = (process.env.MEASURE_PAGES ?? '/,/en,/hotel,/hotel/detail?id=1005,/tourist,/en/theme/list').split(',');
