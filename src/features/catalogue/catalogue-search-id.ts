/** The catalogue's search box, which "/" and the builder's skip links move focus to. */
export const CATALOGUE_SEARCH_ID = 'catalogue-search';
