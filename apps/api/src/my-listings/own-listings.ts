/**
 * Query parts of the landlord's "My adverts" calls (§2 `/my-adverts`, §7 `/listing/mylistings`,
 * `mylistings-count`, `deactivate-listing`, `delete-listing`, `moveup`, `/supplyflow/cra-reactivate`).
 * Every statement carries `landlord_id = caller` in its own WHERE clause, so another user's
 * advert is never read or changed: it is simply not found (404 code 1015, the same answer as
 * for an id that does not exist or an advert the caller deleted).
 */
import {
  BusinessResultCode,
  ErrorCode,
  isListingActionAllowed,
  ListingStatus,
  MOVE_UP_INTERVAL_HOURS,
  MyListingAction,
  RoomsError,
} from '@rooms/domain';
import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';

import { COMPLETE_LISTING_COLUMNS } from '../db/complete-listings.js';
import { cities, listings, streets } from '../db/schema.js';
import { isVisibleStatus } from '../db/visible-listings.js';
import { foldedText, normalizeSearchText, rowFold } from '../geography/folded-name.js';
import { changeListings } from '../search/listing-changes.js';

import type { Db, Tx } from '../db/database.js';
import type { PgUpdateSetSource, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';

/** `make_interval(hours => 24)`: the move-up interval of @rooms/domain as SQL. */
const MOVE_UP_INTERVAL = sql.raw(`make_interval(hours => ${MOVE_UP_INTERVAL_HOURS})`);

/**
 * Condition: the advert may be moved up now — online (status 3, 4 or 10) and not moved up in
 * the last {@link MOVE_UP_INTERVAL_HOURS} hours (by the database clock).
 */
export const canMoveUpSql = sql<boolean>`(${isVisibleStatus(listings.status)} and (${listings.movedUpAt} is null or ${listings.movedUpAt} <= now() - ${MOVE_UP_INTERVAL}))`;

/**
 * Condition: the advert belongs to the landlord and is not deleted.
 *
 * @param landlordId the caller
 */
export function ownListings(landlordId: number): SQL {
  return and(eq(listings.landlordId, landlordId), ne(listings.status, ListingStatus.Deleted))!;
}

/**
 * Condition of a "My adverts" search term: the folded term (lowercase, diacritics removed, white
 * space collapsed) occurs in the folded title, city name or street name ('curacao' finds
 * 'Curaçaostraat'). Needs `cities` and `streets` joined. A term of only white space matches all.
 *
 * @param searchTerm the term as typed
 * @returns the condition, or undefined when there is nothing to match
 */
export function searchTermCondition(searchTerm: string): SQL | undefined {
  const term = normalizeSearchText(searchTerm);
  if (term === '') return undefined;
  const folded = foldedText(term);
  const contains = (column: typeof listings.title | typeof cities.name | typeof streets.name) =>
    sql`strpos(${rowFold(column)}, ${folded}) > 0`;
  return or(contains(listings.title), contains(cities.name), contains(streets.name));
}

/** Order and page of {@link selectOwnListings}. */
export interface OwnListingsPage {
  orderBy?: SQL[];
  limit?: number;
  offset?: number;
}

/**
 * Reads adverts with their city and street joined (left joins: a wizard draft may have no
 * address yet, its city and street columns are then null); the caller's condition should include
 * {@link ownListings}.
 *
 * @param db the database
 * @param columns the select list (over `listings`, `cities`, `streets`)
 * @param where the condition
 * @param page order, limit and offset
 * @returns the rows
 */
export async function selectOwnListings<T extends SelectedFields>(
  db: Db,
  columns: T,
  where: SQL | undefined,
  page: OwnListingsPage = {},
): Promise<SelectResultFields<T>[]> {
  let query = db
    .select(columns as SelectedFields)
    .from(listings)
    .leftJoin(cities, eq(cities.id, listings.cityId))
    .leftJoin(streets, eq(streets.id, listings.streetId))
    .where(where)
    .$dynamic();
  if (page.orderBy !== undefined) query = query.orderBy(...page.orderBy);
  if (page.limit !== undefined) query = query.limit(page.limit);
  if (page.offset !== undefined) query = query.offset(page.offset);
  return (await query) as SelectResultFields<T>[];
}

/** The state of an advert after an action, as the action calls answer it. */
export const LISTING_STATE_COLUMNS = {
  listingID: listings.id,
  status: listings.status,
  deactivationReason: listings.deactivationReason,
  publishedAt: listings.publishedAt,
  movedUpAt: listings.movedUpAt,
};

/** A row of {@link LISTING_STATE_COLUMNS}. */
export interface ListingStateRow {
  listingID: number;
  status: number;
  deactivationReason: number | null;
  publishedAt: Date | null;
  movedUpAt: Date | null;
}

/** A {@link ListingStateRow} as the `listingState` schema has it (times as ISO 8601, UTC). */
export function toListingState(row: ListingStateRow) {
  return {
    listingID: row.listingID,
    status: row.status,
    deactivationReason: row.deactivationReason,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    movedUpAt: row.movedUpAt?.toISOString() ?? null,
  };
}

/** An own advert as read before an action. */
interface OwnListing extends ListingStateRow {
  /** Whole seconds until the advert may be moved up again; 0 or less when it may now. */
  moveUpWaitSeconds: number;
}

/** The messages of the 403 when an own advert's status does not allow an action. */
const REFUSALS: Record<MyListingAction, string> = {
  deactivate: 'Only an online advert can be deactivated',
  reactivate: 'Only an advert you deactivated can be reactivated',
  delete: 'An advert under review by our moderators cannot be deleted',
  moveUp: 'Only an online advert can be moved up',
  confirm: 'Only an online advert can be confirmed as available',
};

/**
 * Changes an advert of the landlord in one transaction: reads it with a row lock
 * (`landlord_id = caller`, not deleted), checks that its status allows the action
 * (`MY_LISTING_ACTION_STATUSES` of @rooms/domain) and, for a move-up, the interval, then writes.
 * Nothing changes when a check fails; a concurrent action on the same advert waits for the lock.
 *
 * @param db the database
 * @param action the action
 * @param listingId the advert
 * @param landlordId the caller
 * @param changes the columns to set
 * @param also work of the same transaction after the checks passed, before the change (e.g. the
 *   cashback of a confirmed rental); what it throws rolls everything back
 * @returns the advert's new state
 * @throws RoomsError 1015 (404, 'Advert not found') when the advert does not exist, is another
 *   user's or was deleted; http_403 (403) with `data.status` when its status does not allow the
 *   action; for a move-up, `move_up_too_soon` (429) with `data.retryAfterSeconds` and
 *   `data.nextMoveUpAt` (ISO 8601) when it was moved up less than {@link MOVE_UP_INTERVAL_HOURS}
 *   hours ago
 */
export async function changeOwnListing(
  db: Db,
  action: MyListingAction,
  listingId: number,
  landlordId: number,
  changes: PgUpdateSetSource<typeof listings>,
  also?: (tx: Tx) => Promise<void>,
): Promise<ListingStateRow> {
  return changeListings(db, async (tx) => {
    const [current]: OwnListing[] = await tx
      .select({
        ...LISTING_STATE_COLUMNS,
        moveUpWaitSeconds: sql<number>`coalesce(ceil(extract(epoch from (${listings.movedUpAt} + ${MOVE_UP_INTERVAL} - now()))), 0)::integer`,
      })
      .from(listings)
      .where(and(eq(listings.id, listingId), ownListings(landlordId)))
      .for('update');
    if (current === undefined) throw new RoomsError({ code: BusinessResultCode.AdvertNotFound });
    if (!isListingActionAllowed(action, current.status)) {
      throw new RoomsError({
        code: ErrorCode.Http403,
        message: REFUSALS[action],
        data: { status: current.status },
      });
    }
    if (action === MyListingAction.Delete && current.status === ListingStatus.Concept) {
      // A draft whose wizard is unfinished lacks columns every other status must have (CHECK
      // listings_complete_unless_concept: status 6 answered 500). Never shown, nothing refers
      // to it: it is removed instead, its photo rows with it (cascade).
      const incomplete = or(...COMPLETE_LISTING_COLUMNS.map((column) => isNull(listings[column])));
      const removed = await tx
        .delete(listings)
        .where(and(eq(listings.id, listingId), incomplete))
        .returning({ id: listings.id });
      const { moveUpWaitSeconds: _wait, ...state } = current;
      if (removed.length > 0) return { ...state, status: ListingStatus.Deleted };
    }
    if (action === MyListingAction.MoveUp && current.moveUpWaitSeconds > 0) {
      const nextMoveUpMs = (current.movedUpAt?.getTime() ?? 0) + MOVE_UP_INTERVAL_HOURS * 3_600_000;
      throw new RoomsError({
        code: ErrorCode.MoveUpTooSoon,
        data: {
          retryAfterSeconds: current.moveUpWaitSeconds,
          nextMoveUpAt: new Date(nextMoveUpMs).toISOString(),
        },
      });
    }
    if (also !== undefined) await also(tx);
    const [updated] = await tx
      .update(listings)
      .set(changes)
      .where(eq(listings.id, listingId))
      .returning(LISTING_STATE_COLUMNS);
    return updated!;
  });
}
