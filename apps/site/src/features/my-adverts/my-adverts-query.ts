import {
  ListingStatus,
  MY_LISTINGS_SEARCH_TERM_MAX_LENGTH,
  MyListingsFilter,
  parseLenientInteger,
} from '@rooms/domain';
import { pathFor } from '@rooms/i18n';

import type { Locale } from '@rooms/i18n';

/** A query of a Next.js page (`searchParams`). */
export type PageQuery = Readonly<Record<string, string | string[] | undefined>>;

/** The words of the `listingStatus` query (§2 `/my-adverts`), by My-listings filter (§3). */
export const FILTER_WORDS = {
  [MyListingsFilter.Active]: 'active',
  [MyListingsFilter.Inactive]: 'inactive',
  [MyListingsFilter.Draft]: 'draft',
} as const satisfies Record<MyListingsFilter, string>;

/** One of the {@link FILTER_WORDS}. */
export type FilterWord = (typeof FILTER_WORDS)[MyListingsFilter];

/** The filters in the order of the page's tabs. */
export const FILTERS: readonly MyListingsFilter[] = [
  MyListingsFilter.Active,
  MyListingsFilter.Inactive,
  MyListingsFilter.Draft,
];

/** Highest page number the page asks for (anything above is read as this). */
const MAX_PAGE_NO = 10_000;

/** The URL state of "My adverts" (§2 `/my-adverts`). */
export interface MyAdvertsQuery {
  /** The My-listings filter (§3); default Active. */
  filter: MyListingsFilter;
  /** From 1 (default 1). */
  pageNo: number;
  /** Trimmed, inner white space collapsed, at most 100 characters; '' for none. */
  searchTerm: string;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The filter of a `listingStatus` value: a filter word in any case, or its §3 number (0, 1, 2).
 *
 * @param value the raw query value
 * @returns the filter; Active for anything else (§5 lenient)
 */
export function parseFilter(value: string | undefined): MyListingsFilter {
  const word = (value ?? '').trim().toLowerCase();
  for (const filter of FILTERS) if (FILTER_WORDS[filter] === word) return filter;
  const number = parseLenientInteger(word);
  return FILTERS.find((filter) => filter === number) ?? MyListingsFilter.Active;
}

/**
 * Normalises a search term the way the page shows and sends it: trimmed, runs of white space
 * as one space, cut to {@link MY_LISTINGS_SEARCH_TERM_MAX_LENGTH} characters.
 *
 * @param value the raw text, or undefined
 * @returns the term, '' for none
 */
export function normalizeSearchTerm(value: string | undefined): string {
  return [...(value ?? '').replace(/\s+/g, ' ').trim()]
    .slice(0, MY_LISTINGS_SEARCH_TERM_MAX_LENGTH)
    .join('')
    .trim();
}

/**
 * Reads the query of "My adverts" leniently (§2, §5): `listingStatus` active | inactive | draft
 * (default active), `pageNo` from 1 (default 1, leading digits, at most 10,000) and `searchTerm`
 * (see {@link normalizeSearchTerm}). Nothing here throws.
 *
 * @param query the page's query
 * @returns the page state
 */
export function parseMyAdvertsQuery(query: PageQuery): MyAdvertsQuery {
  const pageNo = parseLenientInteger(first(query.pageNo));
  return {
    filter: parseFilter(first(query.listingStatus)),
    pageNo: Math.min(Math.max(1, pageNo ?? 1), MAX_PAGE_NO),
    searchTerm: normalizeSearchTerm(first(query.searchTerm)),
  };
}

/**
 * The query of a "My adverts" URL: only the values that differ from the defaults.
 *
 * @param query the page state
 * @returns query parameters for `pathFor`
 */
export function myAdvertsSearchParams(query: MyAdvertsQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (query.filter !== MyListingsFilter.Active) params.listingStatus = FILTER_WORDS[query.filter];
  if (query.searchTerm !== '') params.searchTerm = query.searchTerm;
  if (query.pageNo > 1) params.pageNo = query.pageNo;
  return params;
}

/**
 * The address of a "My adverts" state (`/mijn-advertenties`, `/en/my-adverts`), with only the
 * query values that differ from the defaults.
 *
 * @param locale the page's language
 * @param query the page state
 * @returns the path with its query
 */
export function myAdvertsPath(locale: Locale, query: MyAdvertsQuery): string {
  const params = myAdvertsSearchParams(query);
  return pathFor(
    'myAdverts',
    locale,
    undefined,
    Object.keys(params).length > 0 ? params : undefined,
  );
}

/** The name of a §3 listing status (the key of its text under `adverts:status`). */
export type ListingStatusName = keyof typeof ListingStatus;

/**
 * The §3 name of a listing status number (`4` -> `'Active'`).
 *
 * @param status a listing status number
 * @returns its name, or null for a number that is no status
 */
export function listingStatusName(status: number): ListingStatusName | null {
  const entry = Object.entries(ListingStatus).find(([, value]) => value === status);
  return entry === undefined ? null : (entry[0] as ListingStatusName);
}
