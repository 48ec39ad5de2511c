/** The search's limits, apart from its zod schema so the navbar's search box does not bundle zod. */

/** The longest query searched; the search boxes stop there too. */
export const SEARCH_QUERY_MAX = 100;
export const SEARCH_PAGE_SIZE = 10;
