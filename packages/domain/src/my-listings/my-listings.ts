/**
 * The landlord's "My adverts" page (§2 `/my-adverts`, §3 "Listing statuses" and "My-listings
 * filter", §7 `/listing/mylistings`, `/listing/mylistings-count`, `/listing/deactivate-listing`,
 * `/listing/delete-listing`, `/listing/moveup`, `/supplyflow/cra-reactivate`): which statuses
 * each filter shows, which statuses allow which action, and the page's limits. The API and the
 * site both read these, so a button is shown exactly when the call would succeed.
 */
import { ListingStatus, MyListingsFilter, VISIBLE_LISTING_STATUSES } from '../enums/listing';

/**
 * The §3 listing statuses each My-listings filter shows (ours: §3 names the filters, not their
 * statuses). Every status but Deleted 6 is in exactly one filter; a deleted advert is never
 * shown again (it stays in the database).
 * - Active 0: online, or on its way there — Created 1, Approved 3, Active 4,
 *   AutomaticallyActivated 10, Pending 11 (awaiting review after a fraud rule fired);
 * - Inactive 1: offline — Rejected 2, Inactive 5 (deactivated by the landlord),
 *   PossibleAbuse 7, Blocked 8, Fraud 9;
 * - Draft 2: Concept -1 (the wizard is not finished).
 */
export const MY_LISTINGS_FILTER_STATUSES: Readonly<
  Record<MyListingsFilter, readonly ListingStatus[]>
> = {
  [MyListingsFilter.Active]: [
    ListingStatus.Created,
    ListingStatus.Approved,
    ListingStatus.Active,
    ListingStatus.AutomaticallyActivated,
    ListingStatus.Pending,
  ],
  [MyListingsFilter.Inactive]: [
    ListingStatus.Rejected,
    ListingStatus.Inactive,
    ListingStatus.PossibleAbuse,
    ListingStatus.Blocked,
    ListingStatus.Fraud,
  ],
  [MyListingsFilter.Draft]: [ListingStatus.Concept],
};

/**
 * The My-listings filter an advert of a status is listed under (see
 * {@link MY_LISTINGS_FILTER_STATUSES}).
 *
 * @param status a §3 listing status
 * @returns the filter, or null for Deleted 6 (and for numbers that are no status)
 */
export function myListingsFilterOf(status: number): MyListingsFilter | null {
  for (const [filter, statuses] of Object.entries(MY_LISTINGS_FILTER_STATUSES)) {
    if ((statuses as readonly number[]).includes(status)) return Number(filter) as MyListingsFilter;
  }
  return null;
}

/** What a landlord can do with an own advert on "My adverts" (ours; §2 lists the actions). */
export const MyListingAction = {
  /** `POST /listing/deactivate-listing`: take it offline with a §3 deactivation reason. */
  Deactivate: 'deactivate',
  /** `POST /supplyflow/cra-reactivate`: put an advert the landlord deactivated back online. */
  Reactivate: 'reactivate',
  /** `DELETE /listing/delete-listing`: remove it from the page for good. */
  Delete: 'delete',
  /** `POST /listing/moveup`: back to the top of the "newest first" search results. */
  MoveUp: 'moveUp',
  /** `POST /listing/confirm-available`: the advert is still available (issue 28, fresh adverts). */
  Confirm: 'confirm',
} as const;
/** One of the {@link MyListingAction} values. */
export type MyListingAction = (typeof MyListingAction)[keyof typeof MyListingAction];

/**
 * The statuses from which each action is allowed (ours; §4 does not show the transitions):
 * - Deactivate, MoveUp and Confirm: online adverts only (Approved 3, Active 4,
 *   AutomaticallyActivated 10).
 *   Not Created 1 or Pending 11: deactivating and reactivating would skip the review.
 * - Reactivate: Inactive 5 only (what the landlord deactivated; the result is Active 4).
 *   Rejected, PossibleAbuse, Blocked and Fraud are moderators' decisions.
 * - Delete: every status but Deleted 6 and the moderation holds PossibleAbuse 7, Blocked 8 and
 *   Fraud 9, which stay on record as they are.
 */
export const MY_LISTING_ACTION_STATUSES: Readonly<
  Record<MyListingAction, readonly ListingStatus[]>
> = {
  [MyListingAction.Deactivate]: VISIBLE_LISTING_STATUSES,
  [MyListingAction.Reactivate]: [ListingStatus.Inactive],
  [MyListingAction.Delete]: [
    ListingStatus.Concept,
    ListingStatus.Created,
    ListingStatus.Rejected,
    ListingStatus.Approved,
    ListingStatus.Active,
    ListingStatus.Inactive,
    ListingStatus.AutomaticallyActivated,
    ListingStatus.Pending,
  ],
  [MyListingAction.MoveUp]: VISIBLE_LISTING_STATUSES,
  [MyListingAction.Confirm]: VISIBLE_LISTING_STATUSES,
};

/**
 * Whether an action is allowed on an advert of a status (see
 * {@link MY_LISTING_ACTION_STATUSES}; moving up is also limited in time, see
 * {@link MOVE_UP_INTERVAL_HOURS}).
 *
 * @param action the action
 * @param status the advert's §3 status
 * @returns true when the status allows it
 */
export function isListingActionAllowed(action: MyListingAction, status: number): boolean {
  return (MY_LISTING_ACTION_STATUSES[action] as readonly number[]).includes(status);
}

/** Default adverts per page of "My adverts" (`rowsPerPage` of `/listing/mylistings`, ours): 10. */
export const MY_LISTINGS_PAGE_SIZE = 10;

/** Largest `rowsPerPage` of `/listing/mylistings` (ours): 100. */
export const MAX_MY_LISTINGS_ROWS_PER_PAGE = 100;

/** Longest `searchTerm` of "My adverts", in characters (ours): 100. */
export const MY_LISTINGS_SEARCH_TERM_MAX_LENGTH = 100;

/**
 * Shortest time between two move-ups of one advert (`POST /listing/moveup`), in hours (issue 5):
 * 24. A second move-up within it is refused with `move_up_too_soon` (429).
 */
export const MOVE_UP_INTERVAL_HOURS = 24;
