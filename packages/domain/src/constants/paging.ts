/** Paging constants, §2 and §9. */

/** First page number; the default `pageNo` of every paged route and search (§2, §5). */
export const DEFAULT_PAGE_NO = 1;

/** Default inbox page size (`rowsPerPage` of /my-messages), §2 and §9: 20 conversations. */
export const INBOX_PAGE_SIZE = 20;

/** Default `sortBy` of /my-messages, §2 (the other inbox sort values are not in the spec). */
export const INBOX_DEFAULT_SORT = 'recommended';

/**
 * Default listings and tenants per search page (ours, §3 is silent): 20, like the inbox.
 * Used for `listingsPerPage` and `tenantsPerPage`.
 */
export const SEARCH_ROWS_PER_PAGE = 20;

/** Largest accepted search page size (ours): larger values in a URL fall back to the default. */
export const MAX_SEARCH_ROWS_PER_PAGE = 100;
