import { describe, expect, it } from 'vitest';

import { enumValues } from '../enums/enum-values';
import { ListingStatus, MyListingsFilter, VISIBLE_LISTING_STATUSES } from '../enums/listing';

import {
  isListingActionAllowed,
  MAX_MY_LISTINGS_ROWS_PER_PAGE,
  MOVE_UP_INTERVAL_HOURS,
  MY_LISTING_ACTION_STATUSES,
  MY_LISTINGS_FILTER_STATUSES,
  MY_LISTINGS_PAGE_SIZE,
  MY_LISTINGS_SEARCH_TERM_MAX_LENGTH,
  MyListingAction,
  myListingsFilterOf,
} from './my-listings';

describe('My-listings filters (§3)', () => {
  it('put every status but Deleted in exactly one filter', () => {
    const listed = Object.values(MY_LISTINGS_FILTER_STATUSES).flat();
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort((a, b) => a - b)).toEqual(
      enumValues(ListingStatus)
        .filter((status) => status !== ListingStatus.Deleted)
        .sort((a, b) => a - b),
    );
  });

  it('show online adverts (and those under review) as Active, drafts as Draft', () => {
    expect(MY_LISTINGS_FILTER_STATUSES[MyListingsFilter.Active]).toEqual([1, 3, 4, 10, 11]);
    expect(MY_LISTINGS_FILTER_STATUSES[MyListingsFilter.Inactive]).toEqual([2, 5, 7, 8, 9]);
    expect(MY_LISTINGS_FILTER_STATUSES[MyListingsFilter.Draft]).toEqual([-1]);
    for (const status of VISIBLE_LISTING_STATUSES) {
      expect(myListingsFilterOf(status)).toBe(MyListingsFilter.Active);
    }
  });

  it('finds the filter of a status, none for Deleted or a foreign number', () => {
    expect(myListingsFilterOf(ListingStatus.Inactive)).toBe(MyListingsFilter.Inactive);
    expect(myListingsFilterOf(ListingStatus.Concept)).toBe(MyListingsFilter.Draft);
    expect(myListingsFilterOf(ListingStatus.Pending)).toBe(MyListingsFilter.Active);
    expect(myListingsFilterOf(ListingStatus.Deleted)).toBeNull();
    expect(myListingsFilterOf(12)).toBeNull();
  });
});

describe('My-listings actions', () => {
  it('deactivate and move up only online adverts, reactivate only Inactive', () => {
    for (const status of enumValues(ListingStatus)) {
      const online = VISIBLE_LISTING_STATUSES.includes(status);
      expect(isListingActionAllowed(MyListingAction.Deactivate, status), `${status}`).toBe(online);
      expect(isListingActionAllowed(MyListingAction.MoveUp, status), `${status}`).toBe(online);
      expect(isListingActionAllowed(MyListingAction.Reactivate, status), `${status}`).toBe(
        status === ListingStatus.Inactive,
      );
    }
  });

  it('delete anything but deleted adverts and moderation holds', () => {
    const refused = enumValues(ListingStatus).filter(
      (status) => !isListingActionAllowed(MyListingAction.Delete, status),
    );
    expect(refused).toEqual([6, 7, 8, 9]);
    expect(MY_LISTING_ACTION_STATUSES.delete).not.toContain(ListingStatus.Deleted);
  });

  it('has the page limits and the move-up interval', () => {
    expect(MY_LISTINGS_PAGE_SIZE).toBe(10);
    expect(MAX_MY_LISTINGS_ROWS_PER_PAGE).toBe(100);
    expect(MY_LISTINGS_SEARCH_TERM_MAX_LENGTH).toBe(100);
    expect(MOVE_UP_INTERVAL_HOURS).toBe(24);
  });
});
