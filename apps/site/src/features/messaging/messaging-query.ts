import {
  INBOX_PAGE_SIZE,
  InboxSort,
  InboxType,
  inboxTypeWord,
  ListingArrivalSource,
  TENANT_ARRIVAL_SOURCES,
  parseInboxType,
  parseLenientInteger,
} from '@rooms/domain';
import { pathFor } from '@rooms/i18n';

import type { TenantArrivalSource } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';

/** A query of a Next.js page (`searchParams`). */
export type PageQuery = Readonly<Record<string, string | string[] | undefined>>;

/** Largest page number or id the API accepts (PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function positiveId(value: string | string[] | undefined): number | undefined {
  const number = parseLenientInteger(first(value));
  return number !== null && number >= 1 && number <= MAX_ID ? number : undefined;
}

/**
 * A listing or conversation id of a path segment (§5 lenient: leading digits).
 *
 * @param segment the path segment
 * @returns the id, or `null` when it is not a positive integer the API accepts
 */
export function idOfSegment(segment: string): number | null {
  return positiveId(segment) ?? null;
}

/**
 * The listing arrival source (§3) of the reaction page's query `arrivalSource`
 * (1 search result, 2 my match, 3 alert e-mail); without it, a page opened from an alert e-mail
 * (its links carry `psaIdentifier`, issue 25) is FromAlertEmail; anything else is left to the
 * API's default.
 *
 * @param query the page's query
 * @returns the source, or `undefined`
 */
export function arrivalSourceOf(query: PageQuery): TenantArrivalSource | undefined {
  const value = parseLenientInteger(first(query.arrivalSource));
  // Invitation (4) is the landlord's: a tenant's reaction never states it.
  const stated = TENANT_ARRIVAL_SOURCES.find((source) => source === value);
  if (stated !== undefined) return stated;
  return (first(query.psaIdentifier) ?? '').trim() === ''
    ? undefined
    : ListingArrivalSource.FromAlertEmail;
}

/** The inbox's URL state (§2 `/my-messages/{inboxType}`). */
export interface InboxQuery {
  inboxType: InboxType;
  /** From 1 (default 1). */
  pageNo: number;
  /** 1 to 100 (default 20, §9). */
  rowsPerPage: number;
  sortBy: InboxSort;
  listingID: number | undefined;
}

/**
 * Reads the inbox's path word and query leniently (§2, §5): an unknown inbox word is Default,
 * `pageNo` 1 or more, `rowsPerPage` 1 to 100 (default 20), `sortBy` one of the
 * {@link InboxSort} words (default recommended), `listingID` a positive id or absent.
 *
 * @param word the `{inboxType}` segment
 * @param query the page's query
 * @returns the inbox state
 */
export function parseInboxQuery(word: string, query: PageQuery): InboxQuery {
  const pageNo = Math.min(Math.max(1, parseLenientInteger(first(query.pageNo)) ?? 1), 10_000);
  const rows = parseLenientInteger(first(query.rowsPerPage));
  const rowsPerPage = rows === null ? INBOX_PAGE_SIZE : Math.min(Math.max(1, rows), 100);
  const sort = (first(query.sortBy) ?? '').trim().toLowerCase();
  const sortBy = (Object.values(InboxSort) as string[]).includes(sort)
    ? (sort as InboxSort)
    : InboxSort.Recommended;
  return {
    inboxType: parseInboxType(word),
    pageNo,
    rowsPerPage,
    sortBy,
    listingID: positiveId(query.listingID),
  };
}

/**
 * The query of an inbox URL: only the values that differ from the defaults, so the plain inbox
 * has a clean address.
 *
 * @param query the inbox state (the inbox type goes in the path, not here)
 * @returns query parameters for `pathFor`
 */
export function inboxSearchParams(
  query: Omit<InboxQuery, 'inboxType'>,
): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (query.pageNo > 1) params.pageNo = query.pageNo;
  if (query.rowsPerPage !== INBOX_PAGE_SIZE) params.rowsPerPage = query.rowsPerPage;
  if (query.sortBy !== InboxSort.Recommended) params.sortBy = query.sortBy;
  if (query.listingID !== undefined) params.listingID = query.listingID;
  return params;
}

/**
 * The address of an inbox state (§2 `/mijn-berichten/{inboxType}`, `/en/my-messages/…`), with
 * only the query values that differ from the defaults.
 *
 * @param locale the page's language
 * @param query the inbox state
 * @returns the path with its query
 */
export function inboxPath(locale: Locale, query: InboxQuery): string {
  const { inboxType, ...rest } = query;
  return pathFor(
    'myMessages',
    locale,
    { inboxType: inboxTypeWord(inboxType) },
    inboxSearchParams(rest),
  );
}

/** The `{inboxType}` path word of an inbox type (re-exported for the pages). */
export { inboxTypeWord };

/** Query flag of the inbox after a report (ours): the conversation has left it, say thanks. */
const REPORTED_FLAG = 'reported';

/**
 * Where a user lands after reporting a conversation: their default inbox with the thanks flag.
 *
 * @param locale the page's language
 * @returns e.g. `/en/my-messages/default?reported=1`
 */
export function inboxAfterReportPath(locale: Locale): string {
  return pathFor(
    'myMessages',
    locale,
    { inboxType: inboxTypeWord(InboxType.Default) },
    { [REPORTED_FLAG]: '1' },
  );
}

/**
 * Whether the inbox was opened right after a report ({@link inboxAfterReportPath}).
 *
 * @param query the page's query
 */
export function isAfterReport(query: PageQuery): boolean {
  return first(query[REPORTED_FLAG]) === '1';
}
