/** Algolia's longest query; the search field, the page URL and the endpoint all hold to it. */
export const MAX_QUERY_LENGTH = 512
