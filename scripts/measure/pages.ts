/**
 * The pages the first-load measurements visit: the home in both languages, a list, a detail,
 * the visitor information, the tickets page, a trail page and an English list (the pages whose
 * first paint the performance goals name), or MEASURE_PAGES, a comma-separated list of paths.
 */
export const MEASURE_PAGES = (process.env.MEASURE_PAGES ?? '/,/en,/hotel,/hotel/detail?id=1005,/tourist,/tickets,/trails/detail?id=1,/en/theme/list').split(',');
