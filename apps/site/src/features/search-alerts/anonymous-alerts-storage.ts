import {
  ANONYMOUS_ALERTS_STORAGE_KEY,
  ANONYMOUS_ALERTS_STORAGE_VERSION,
  MAX_ANONYMOUS_ALERTS_FLUSHED,
} from '@rooms/domain';

import type { ListingSearchRequest } from '@rooms/domain';

/**
 * The anonymous saved-alert record of spec §3, kept in the browser's storage under
 * `ANONYMOUS_ALERTS_STORAGE_KEY` until the visitor signs in (§4 flush): the version of the
 * record (2) and the saved searches as listing search requests, oldest first.
 */
export interface AnonymousAlertsRecord {
  readonly version: typeof ANONYMOUS_ALERTS_STORAGE_VERSION;
  readonly allFiltersArray: readonly ListingSearchRequest[];
}

/** The part of the Web Storage API the record needs (`localStorage`, or a test's map). */
export type AlertStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Fields of a search request that do not change which listings match (paging, order, view,
 * advert slots): two requests that differ only in them are the same alert.
 */
const NOT_CRITERIA = new Set([
  'pageNo',
  'listingSortOptionId',
  'rowsPerPage',
  'searchview',
  'topAdsOnly',
  'topAdOffset',
  'variant',
]);

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * What makes two saved searches the same alert: the request without its paging, order and view
 * fields, as JSON with sorted keys.
 *
 * @param request a listing search request (§3)
 * @returns a string equal for requests that match the same listings
 */
export function alertCriteriaKey(request: ListingSearchRequest): string {
  const criteria = Object.fromEntries(
    Object.entries(request).filter(([key]) => !NOT_CRITERIA.has(key)),
  );
  return JSON.stringify(sortedKeys(criteria));
}

function isSearchRequest(value: unknown): value is ListingSearchRequest {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const request = value as Partial<Record<keyof ListingSearchRequest, unknown>>;
  return (
    typeof request.citySlug === 'string' &&
    Array.isArray(request.listingTypeIds) &&
    request.location !== null &&
    typeof request.location === 'object'
  );
}

/**
 * The saved searches of the record in storage. A missing, unreadable (not JSON), foreign
 * (another version or shape) or blocked storage counts as empty; entries that are not search
 * requests are skipped.
 *
 * @param storage where the record is kept (`localStorage` in the browser)
 * @returns the saved searches, oldest first; empty when there are none
 */
export function readAnonymousAlerts(storage: AlertStorage): ListingSearchRequest[] {
  let raw: string | null;
  try {
    raw = storage.getItem(ANONYMOUS_ALERTS_STORAGE_KEY);
  } catch {
    return []; // storage blocked (privacy settings)
  }
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (parsed === null || typeof parsed !== 'object') return [];
  const record = parsed as { version?: unknown; allFiltersArray?: unknown };
  if (record.version !== ANONYMOUS_ALERTS_STORAGE_VERSION) return [];
  if (!Array.isArray(record.allFiltersArray)) return [];
  return record.allFiltersArray.filter(isSearchRequest);
}

/** What {@link addAnonymousAlert} did. */
export type AddAnonymousAlertResult = 'added' | 'alreadySaved' | 'unavailable';

/**
 * Adds a search to the anonymous record (§3), unless the same criteria are in it already
 * (see {@link alertCriteriaKey}). Keeps at most `MAX_ANONYMOUS_ALERTS_FLUSHED` (20) searches,
 * the newest: the §4 flush sends no more than that.
 *
 * @param storage where the record is kept
 * @param request the search to keep
 * @returns `added`, `alreadySaved`, or `unavailable` when the storage refused the write (full or
 *   blocked)
 */
export function addAnonymousAlert(
  storage: AlertStorage,
  request: ListingSearchRequest,
): AddAnonymousAlertResult {
  const saved = readAnonymousAlerts(storage);
  const key = alertCriteriaKey(request);
  if (saved.some((entry) => alertCriteriaKey(entry) === key)) return 'alreadySaved';
  const record: AnonymousAlertsRecord = {
    version: ANONYMOUS_ALERTS_STORAGE_VERSION,
    allFiltersArray: [...saved, request].slice(-MAX_ANONYMOUS_ALERTS_FLUSHED),
  };
  try {
    storage.setItem(ANONYMOUS_ALERTS_STORAGE_KEY, JSON.stringify(record));
    return 'added';
  } catch {
    return 'unavailable';
  }
}

/**
 * Removes the anonymous record (after the §4 flush). A blocked storage is left as it is.
 *
 * @param storage where the record is kept
 */
export function clearAnonymousAlerts(storage: AlertStorage): void {
  try {
    storage.removeItem(ANONYMOUS_ALERTS_STORAGE_KEY);
  } catch {
    // Nothing was stored where the storage is blocked.
  }
}

/**
 * The browser's `localStorage`, or `null` where it cannot be reached (server, blocked).
 *
 * @returns the storage or `null`
 */
export function browserAlertStorage(): AlertStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
