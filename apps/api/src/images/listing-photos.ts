/**
 * The photos of an advert in the database (issue 5 "Up to 20 photos per advert, reordered …,
 * one marked as cover, deletable"). Every statement is scoped to an advert of the caller
 * (`landlord_id = caller`, not deleted): another user's advert is simply not found (404 code
 * 1015), as in the other supply-flow and My-adverts calls. Changes run in one transaction with
 * the advert's row locked, so concurrent uploads and rearrangements of one advert queue up and
 * the photo limit holds.
 */
import { BusinessResultCode, ErrorCode, MAX_LISTING_PHOTOS, RoomsError } from '@rooms/domain';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';

import { listingPhotos, listings, users } from '../db/schema.js';
import { ownListings } from '../my-listings/own-listings.js';
import { changeListings } from '../search/listing-changes.js';

import type { Db, Tx } from '../db/database.js';

/** A photo of an advert as the supply-flow calls answer it. */
export interface ListingPhoto {
  id: number;
  imageKey: string;
  /** Place in the advert's order, 0 first. */
  position: number;
  isCover: boolean;
  /** Size of the stored original in px; null for photos from before uploads existed. */
  width: number | null;
  height: number | null;
}

const PHOTO_COLUMNS = {
  id: listingPhotos.id,
  imageKey: listingPhotos.imageKey,
  position: listingPhotos.position,
  isCover: listingPhotos.isCover,
  width: listingPhotos.width,
  height: listingPhotos.height,
};

/**
 * Checks that an advert is the caller's, optionally locking its row (inside a transaction).
 *
 * @throws RoomsError 1015 (404) when it does not exist, is another user's or was deleted
 */
async function requireOwnListing(
  db: Db | Tx,
  listingId: number,
  landlordId: number,
  lock: boolean,
): Promise<void> {
  const query = db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, listingId), ownListings(landlordId)))
    .$dynamic();
  const [row] = lock ? await query.for('update') : await query;
  if (row === undefined) throw new RoomsError({ code: BusinessResultCode.AdvertNotFound });
}

/**
 * The photos of an own advert in display order.
 *
 * @throws RoomsError 1015 (404) when the advert is not the caller's (or does not exist)
 */
export async function ownListingPhotos(
  db: Db,
  listingId: number,
  landlordId: number,
): Promise<ListingPhoto[]> {
  await requireOwnListing(db, listingId, landlordId, false);
  return photosOf(db, listingId);
}

/**
 * The photos of an advert in display order (position, then id), without an ownership check.
 *
 * @param db the database or a transaction
 * @param listingId the advert
 */
export async function photosOf(db: Db | Tx, listingId: number): Promise<ListingPhoto[]> {
  return db
    .select(PHOTO_COLUMNS)
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId))
    .orderBy(asc(listingPhotos.position), asc(listingPhotos.id));
}

/**
 * Checks, before an upload is processed, that the advert is the caller's and has room for
 * another photo (the authoritative check is {@link addListingPhoto}'s, under the row lock).
 *
 * @throws RoomsError 1015 (404) when the advert is not the caller's; `photo_limit_reached` (409)
 *   when it has {@link MAX_LISTING_PHOTOS} photos
 */
export async function checkPhotoUploadAllowed(
  db: Db,
  listingId: number,
  landlordId: number,
): Promise<void> {
  await requireOwnListing(db, listingId, landlordId, false);
  if ((await countPhotos(db, listingId)) >= MAX_LISTING_PHOTOS) throw photoLimitReached();
}

async function countPhotos(db: Db | Tx, listingId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::integer` })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId));
  return row?.count ?? 0;
}

function photoLimitReached(): RoomsError {
  return new RoomsError({
    code: ErrorCode.PhotoLimitReached,
    data: { maxPhotos: MAX_LISTING_PHOTOS },
  });
}

/** A stored upload to attach to an advert. */
export interface NewListingPhoto {
  imageKey: string;
  /** Size of the stored original in px. */
  width: number;
  height: number;
  /** Size of the stored original in bytes. */
  bytes: number;
}

/**
 * Adds a photo at the end of an own advert's photos; the first photo becomes the cover. Runs
 * with the advert's row locked, so of concurrent uploads at most {@link MAX_LISTING_PHOTOS}
 * photos in total get in.
 *
 * @returns the new photo
 * @throws RoomsError 1015 (404) when the advert is not the caller's; `photo_limit_reached` (409,
 *   `data.maxPhotos`) when it already has {@link MAX_LISTING_PHOTOS} photos. Nothing is written then.
 */
export async function addListingPhoto(
  db: Db,
  listingId: number,
  landlordId: number,
  photo: NewListingPhoto,
): Promise<ListingPhoto> {
  return changeListings(db, async (tx) => {
    await requireOwnListing(tx, listingId, landlordId, true);
    const [stats] = await tx
      .select({
        count: sql<number>`count(*)::integer`,
        nextPosition: sql<number>`coalesce(max(${listingPhotos.position}) + 1, 0)::integer`,
        hasCover: sql<boolean>`coalesce(bool_or(${listingPhotos.isCover}), false)`,
      })
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, listingId));
    if ((stats?.count ?? 0) >= MAX_LISTING_PHOTOS) throw photoLimitReached();
    const [created] = await tx
      .insert(listingPhotos)
      .values({
        listingId,
        imageKey: photo.imageKey,
        position: stats?.nextPosition ?? 0,
        isCover: !(stats?.hasCover ?? false),
        width: photo.width,
        height: photo.height,
        bytes: photo.bytes,
      })
      .returning(PHOTO_COLUMNS);
    await touchListing(tx, listingId);
    return created!;
  });
}

/** What {@link arrangeListingPhotos} leaves. */
export interface ArrangedPhotos {
  photos: ListingPhoto[];
  /** Image keys of the removed photos that nothing references any more: their files can go. */
  orphanedImageKeys: string[];
}

/**
 * Sets an own advert's photos to exactly the given ones, in the given order, with the given
 * cover (§7 `cra-create-media`): photos left out are deleted.
 *
 * @param photoIds the photos to keep, in display order (distinct ids of this advert's photos)
 * @param coverPhotoId the cover, one of `photoIds`; null or undefined: the first photo (none
 *   when the list is empty)
 * @returns the photos after the change and the image keys now unused
 * @throws RoomsError 1015 (404) when the advert is not the caller's; `invalid_request` (400,
 *   `data.fields`) when an id is not a photo of this advert or the cover is not in the list.
 *   Nothing is changed then.
 */
export async function arrangeListingPhotos(
  db: Db,
  listingId: number,
  landlordId: number,
  photoIds: readonly number[],
  coverPhotoId: number | null | undefined,
): Promise<ArrangedPhotos> {
  return changeListings(db, async (tx) => {
    await requireOwnListing(tx, listingId, landlordId, true);
    const current = await photosOf(tx, listingId);
    const currentIds = new Set(current.map((photo) => photo.id));
    const foreign = photoIds.filter((id) => !currentIds.has(id));
    if (foreign.length > 0) {
      throw invalidField('body.photoIDs', `not photos of this advert: ${foreign.join(', ')}`);
    }
    const cover = coverPhotoId ?? photoIds[0] ?? null;
    if (cover !== null && !photoIds.includes(cover)) {
      throw invalidField('body.coverPhotoID', 'the cover must be one of photoIDs');
    }
    const removed = await tx
      .delete(listingPhotos)
      .where(
        and(
          eq(listingPhotos.listingId, listingId),
          photoIds.length > 0 ? notInArray(listingPhotos.id, [...photoIds]) : undefined,
        ),
      )
      .returning({ imageKey: listingPhotos.imageKey });
    for (const [position, id] of photoIds.entries()) {
      await tx
        .update(listingPhotos)
        .set({ position, isCover: id === cover })
        .where(eq(listingPhotos.id, id));
    }
    await touchListing(tx, listingId);
    return {
      photos: await photosOf(tx, listingId),
      orphanedImageKeys: await unreferenced(
        tx,
        removed.map((row) => row.imageKey),
      ),
    };
  });
}

/** The keys among `keys` that no listing photo and no profile photo uses any more. */
async function unreferenced(db: Db | Tx, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const used = new Set(
    [
      ...(await db
        .select({ key: listingPhotos.imageKey })
        .from(listingPhotos)
        .where(inArray(listingPhotos.imageKey, keys))),
      ...(await db
        .select({ key: users.photoKey })
        .from(users)
        .where(inArray(users.photoKey, keys))),
    ].map((row) => row.key),
  );
  return [...new Set(keys)].filter((key) => !used.has(key));
}

async function touchListing(tx: Tx, listingId: number): Promise<void> {
  await tx
    .update(listings)
    .set({ updatedAt: sql`now()` })
    .where(eq(listings.id, listingId));
}

function invalidField(field: string, message: string): RoomsError {
  return new RoomsError({
    code: ErrorCode.InvalidRequest,
    status: 400,
    data: { fields: [{ field, message }] },
  });
}
