/**
 * The landlords' student houses (issue 26, §2 `/studenthouse`): reading, creating, changing and
 * deleting the signed-in landlord's own houses. Every function takes the landlord and touches
 * only his rows: another landlord's house is "not found" (§8 `http_404`), never "forbidden".
 * Deleting a house unlinks its adverts (`listings.student_house_id` ON DELETE SET NULL) and
 * removes its auto-reply (`conversation_auto_replies` ON DELETE CASCADE).
 */
import { ErrorCode, ListingStatus, RoomsError, STUDENT_HOUSE_LIMITS } from '@rooms/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';

import { cities, listings, streets, studentHouses } from '../db/schema.js';

import type { Db, Tx } from '../db/database.js';
import type { HouseAddress } from './student-house-address.js';

/** A student house as the API answers it. */
export interface StudentHouse {
  id: number;
  name: string;
  cityId: number;
  cityName: string;
  streetId: number;
  streetName: string;
  /** '12', '12A', '12-2'. */
  houseNumber: string;
  /** '1234 AB'. */
  postcode: string;
  /** WGS84 degrees. */
  lat: number;
  lng: number;
  /** StudentHouseFacility bit flags. */
  facilities: number;
  houseRules: string;
  /** Image keys in display order (`/image/{key}`). */
  photoKeys: string[];
  /** The landlord's adverts (not deleted) linked to it. */
  linkedListings: number;
  createdAt: string;
  updatedAt: string;
}

/** What a landlord sets on a house (the address already resolved). */
export interface StudentHouseInput {
  name: string;
  address: HouseAddress;
  facilities: number;
  houseRules: string;
}

/** The §8 404 of a house that is missing or another landlord's. */
export function studentHouseNotFound(): RoomsError {
  return new RoomsError({ code: ErrorCode.Http404, message: 'Student house not found' });
}

const linkedCount = sql<number>`(
  select count(*)::int from ${listings}
  where ${listings.studentHouseId} = ${studentHouses.id}
    and ${listings.status} <> ${ListingStatus.Deleted}
)`;

/** Rows of houses with their city and street names and linked advert counts. */
function selectHouses(db: Db | Tx) {
  return db
    .select({
      id: studentHouses.id,
      name: studentHouses.name,
      cityId: studentHouses.cityId,
      cityName: cities.name,
      streetId: studentHouses.streetId,
      streetName: streets.name,
      houseNumber: studentHouses.houseNumber,
      postcode: studentHouses.postcode,
      lat: studentHouses.lat,
      lng: studentHouses.lng,
      facilities: studentHouses.facilities,
      houseRules: studentHouses.houseRules,
      photoKeys: studentHouses.photoKeys,
      linkedListings: linkedCount,
      createdAt: studentHouses.createdAt,
      updatedAt: studentHouses.updatedAt,
    })
    .from(studentHouses)
    .innerJoin(cities, eq(cities.id, studentHouses.cityId))
    .innerJoin(streets, eq(streets.id, studentHouses.streetId));
}

type HouseRow = Awaited<ReturnType<ReturnType<typeof selectHouses>['where']>>[number];

function toHouse(row: HouseRow): StudentHouse {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The landlord's houses, oldest first.
 *
 * @param db the database
 * @param landlordId the signed-in landlord
 */
export async function listStudentHouses(db: Db, landlordId: number): Promise<StudentHouse[]> {
  const rows = await selectHouses(db)
    .where(eq(studentHouses.landlordId, landlordId))
    .orderBy(asc(studentHouses.createdAt), asc(studentHouses.id));
  return rows.map(toHouse);
}

/**
 * One of the landlord's houses.
 *
 * @param db the database or a transaction
 * @param id the house
 * @param landlordId the signed-in landlord
 * @throws RoomsError `http_404` when it does not exist or is another landlord's
 */
export async function ownStudentHouse(
  db: Db | Tx,
  id: number,
  landlordId: number,
): Promise<StudentHouse> {
  const [row] = await selectHouses(db).where(
    and(eq(studentHouses.id, id), eq(studentHouses.landlordId, landlordId)),
  );
  if (row === undefined) throw studentHouseNotFound();
  return toHouse(row);
}

/**
 * The public face of an advert's student house for its page: name and facilities, or null when
 * the advert has none.
 *
 * @param db the database
 * @param listingId the advert
 */
export async function listingStudentHouse(
  db: Db,
  listingId: number,
): Promise<{ id: number; name: string; facilities: number } | null> {
  const [row] = await db
    .select({
      id: studentHouses.id,
      name: studentHouses.name,
      facilities: studentHouses.facilities,
    })
    .from(listings)
    .innerJoin(studentHouses, eq(studentHouses.id, listings.studentHouseId))
    .where(eq(listings.id, listingId));
  return row ?? null;
}

/**
 * Creates a house for the landlord.
 *
 * @throws RoomsError `invalid_request` (400, message `student_house_limit`) beyond
 *   `STUDENT_HOUSE_LIMITS.housesMax` houses
 */
export async function createStudentHouse(
  db: Db,
  landlordId: number,
  input: StudentHouseInput,
): Promise<StudentHouse> {
  const id = await db.transaction(async (tx) => {
    // One landlord's creations queue behind each other, so the limit holds under concurrency.
    await tx.execute(sql`select pg_advisory_xact_lock(26, ${landlordId})`);
    const [existing] = await tx
      .select({ n: count() })
      .from(studentHouses)
      .where(eq(studentHouses.landlordId, landlordId));
    if ((existing?.n ?? 0) >= STUDENT_HOUSE_LIMITS.housesMax) {
      throw new RoomsError({
        code: ErrorCode.InvalidRequest,
        message: 'student_house_limit',
        data: { maxHouses: STUDENT_HOUSE_LIMITS.housesMax },
      });
    }
    const [created] = await tx
      .insert(studentHouses)
      .values({
        landlordId,
        name: input.name,
        ...input.address,
        facilities: input.facilities,
        houseRules: input.houseRules,
      })
      .returning({ id: studentHouses.id });
    return created!.id;
  });
  return ownStudentHouse(db, id, landlordId);
}

/**
 * Locks one of the landlord's houses for a change and reads its photos.
 *
 * @throws RoomsError `http_404` for a missing or another landlord's house
 */
async function lockOwnHouse(tx: Tx, id: number, landlordId: number) {
  const [current] = await tx
    .select({ photoKeys: studentHouses.photoKeys })
    .from(studentHouses)
    .where(and(eq(studentHouses.id, id), eq(studentHouses.landlordId, landlordId)))
    .for('update');
  if (current === undefined) throw studentHouseNotFound();
  return current;
}

/**
 * Changes one of the landlord's houses; `photoKeys` may only reorder or drop its photos.
 *
 * @returns the house and the image keys it no longer uses (to remove from the image store)
 * @throws RoomsError `http_404` for a missing or another landlord's house; `invalid_request`
 *   (400, field `body.photoKeys`) for keys that are not the house's photos or are repeated
 */
export async function updateStudentHouse(
  db: Db,
  id: number,
  landlordId: number,
  input: StudentHouseInput & { photoKeys: string[] },
): Promise<{ house: StudentHouse; droppedKeys: string[] }> {
  const droppedKeys = await db.transaction(async (tx) => {
    const current = await lockOwnHouse(tx, id, landlordId);
    const kept = new Set(input.photoKeys);
    if (
      kept.size !== input.photoKeys.length ||
      input.photoKeys.some((key) => !current.photoKeys.includes(key))
    ) {
      throw new RoomsError({
        code: ErrorCode.InvalidRequest,
        data: { fields: [{ field: 'body.photoKeys', message: 'not_the_house_photos' }] },
      });
    }
    await tx
      .update(studentHouses)
      .set({
        name: input.name,
        ...input.address,
        facilities: input.facilities,
        houseRules: input.houseRules,
        photoKeys: input.photoKeys,
        updatedAt: sql`now()`,
      })
      .where(eq(studentHouses.id, id));
    return current.photoKeys.filter((key) => !kept.has(key));
  });
  return { house: await ownStudentHouse(db, id, landlordId), droppedKeys };
}

/**
 * Adds a stored photo at the end of a house's photos, under the house's row lock.
 *
 * @throws RoomsError `http_404` for a missing or another landlord's house;
 *   `photo_limit_reached` (409, `data.maxPhotos`) at `STUDENT_HOUSE_LIMITS.photosMax` photos
 */
export async function addStudentHousePhoto(
  db: Db,
  id: number,
  landlordId: number,
  imageKey: string,
): Promise<StudentHouse> {
  await db.transaction(async (tx) => {
    const current = await lockOwnHouse(tx, id, landlordId);
    assertPhotoRoom(current.photoKeys.length);
    await tx
      .update(studentHouses)
      .set({ photoKeys: [...current.photoKeys, imageKey], updatedAt: sql`now()` })
      .where(eq(studentHouses.id, id));
  });
  return ownStudentHouse(db, id, landlordId);
}

/**
 * Refuses a photo beyond the limit (checked before the upload is read, and again under the lock).
 *
 * @param photoCount the house's photos now
 * @throws RoomsError `photo_limit_reached` (409)
 */
export function assertPhotoRoom(photoCount: number): void {
  if (photoCount >= STUDENT_HOUSE_LIMITS.photosMax) {
    throw new RoomsError({
      code: ErrorCode.PhotoLimitReached,
      message: `A student house can have at most ${STUDENT_HOUSE_LIMITS.photosMax} photos`,
      data: { maxPhotos: STUDENT_HOUSE_LIMITS.photosMax },
    });
  }
}

/**
 * Deletes one of the landlord's houses: its adverts are unlinked and its auto-reply removed by
 * the foreign keys.
 *
 * @returns the image keys of its photos (to remove from the image store)
 * @throws RoomsError `http_404` for a missing or another landlord's house
 */
export async function deleteStudentHouse(
  db: Db,
  id: number,
  landlordId: number,
): Promise<string[]> {
  const [deleted] = await db
    .delete(studentHouses)
    .where(and(eq(studentHouses.id, id), eq(studentHouses.landlordId, landlordId)))
    .returning({ photoKeys: studentHouses.photoKeys });
  if (deleted === undefined) throw studentHouseNotFound();
  return deleted.photoKeys;
}
