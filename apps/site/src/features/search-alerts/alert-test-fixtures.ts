import { DEFAULT_LISTING_SEARCH_FILTERS, toListingSearchRequest } from '@rooms/domain';

import type { AlertStorage } from './anonymous-alerts-storage';
import type { ListingSearchFilters, ListingSearchRequest } from '@rooms/domain';

/**
 * A listing search request of the page's converter for a city and filters (tests only).
 *
 * @param patch filters over the defaults
 * @returns the request
 */
export function requestFor(patch: Partial<ListingSearchFilters>): ListingSearchRequest {
  return toListingSearchRequest({ ...DEFAULT_LISTING_SEARCH_FILTERS, ...patch });
}

/** An in-memory Web Storage (tests only); `failWrites` makes `setItem` throw as a full one. */
export class MemoryStorage implements AlertStorage {
  readonly items = new Map<string, string>();
  failWrites = false;

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (this.failWrites) throw new DOMException('quota', 'QuotaExceededError');
    this.items.set(key, value);
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }
}
