/**
 * Reading and writing tenant profiles (issue 26, §2 `/public-profile`): the `tenant_profiles`
 * row plus the fields that live on `users` (first name, photo, occupation). Every write
 * recomputes `searchable` and `completeness` with `tenantProfileCompleteness` of @rooms/domain,
 * so the tenant search (which reads only those columns) never sees a stale value.
 */
import { tenantProfileCompleteness } from '@rooms/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';

import { cities, tenantProfiles, users } from '../db/schema.js';

import type { Db, Tx } from '../db/database.js';
import type { TenantAgeBand, TenantProfileCompleteness } from '@rooms/domain';

/** The fields a tenant edits (`PUT /tenant/profile`); the photo has its own calls. */
export interface TenantProfileFields {
  /** Trimmed introduction ('' when none). */
  introduction: string;
  ageBand: TenantAgeBand | null;
  /** One TenantOccupation flag (§3), stored on `users.occupation`; null when not given. */
  occupation: number | null;
  /** LanguageSpoken bit flags (§3); 0 when none. */
  languages: number;
  /** Ids of the cities sought, in the tenant's order, no duplicates. */
  cityIds: number[];
  /** Euro cents per month. */
  maxRentCents: number | null;
  /** m². */
  minSurfaceM2: number | null;
  /** Furnishing bit flags; 0 = any. */
  furnishings: number;
  /** YYYY-MM-DD. */
  moveInDate: string | null;
  /** AVAILABILITY_PERIOD_IDS bit flags; 0 = any. */
  availabilityPeriods: number;
  householdSize: number;
  smoker: boolean;
  hasPets: boolean;
  /** ROOMMATE_MAX_IDS value; null = any. */
  roommateMax: number | null;
  /** GenderPreference bit flags; 0 = any. */
  roommateGenders: number;
  /** Whether landlords may find the profile once it is complete. */
  visible: boolean;
}

/** A city sought, as shown. */
export interface SoughtCity {
  id: number;
  name: string;
  slug: string;
}

/** The caller's own profile as `GET /tenant/profile` answers it. */
export interface OwnTenantProfile extends TenantProfileFields {
  firstName: string;
  photoKey: string | null;
  cities: SoughtCity[];
  completeness: TenantProfileCompleteness;
  /** Whether landlords can find it now (visible and searchable). */
  shown: boolean;
  /** When it was last saved; null before the first save. */
  updatedAt: Date | null;
}

/** A profile without a row yet: what the edit form starts from (visible by default). */
export const EMPTY_PROFILE_FIELDS: Readonly<TenantProfileFields> = Object.freeze({
  introduction: '',
  ageBand: null,
  occupation: null,
  languages: 0,
  cityIds: [],
  maxRentCents: null,
  minSurfaceM2: null,
  furnishings: 0,
  moveInDate: null,
  availabilityPeriods: 0,
  householdSize: 1,
  smoker: false,
  hasPets: false,
  roommateMax: null,
  roommateGenders: 0,
  visible: true,
});

/** The `tenant_profiles` columns of a profile, for selects. */
export const PROFILE_COLUMNS = {
  introduction: tenantProfiles.introduction,
  ageBand: tenantProfiles.ageBand,
  languages: tenantProfiles.languages,
  cityIds: tenantProfiles.cityIds,
  maxRentCents: tenantProfiles.maxRentCents,
  minSurfaceM2: tenantProfiles.minSurfaceM2,
  furnishings: tenantProfiles.furnishings,
  moveInDate: tenantProfiles.moveInDate,
  availabilityPeriods: tenantProfiles.availabilityPeriods,
  householdSize: tenantProfiles.householdSize,
  smoker: tenantProfiles.smoker,
  hasPets: tenantProfiles.hasPets,
  roommateMax: tenantProfiles.roommateMax,
  roommateGenders: tenantProfiles.roommateGenders,
  visible: tenantProfiles.visible,
  searchable: tenantProfiles.searchable,
  updatedAt: tenantProfiles.updatedAt,
};

/**
 * The cities of a list of ids that exist, in the order of the ids.
 *
 * @param db the database or a transaction
 * @param ids city ids (duplicates allowed)
 * @returns the existing cities, ordered as asked; unknown ids left out
 */
export async function citiesByIds(db: Db | Tx, ids: readonly number[]): Promise<SoughtCity[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: cities.id, name: cities.name, slug: cities.slug })
    .from(cities)
    .where(inArray(cities.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A user's own profile, or the empty default when no row exists yet.
 *
 * @param db the database
 * @param userId the signed-in user
 * @returns the profile, or null when the user does not exist or was deleted
 */
export async function loadOwnProfile(
  db: Db | Tx,
  userId: number,
): Promise<OwnTenantProfile | null> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      photoKey: users.photoKey,
      occupation: users.occupation,
      profile: PROFILE_COLUMNS,
    })
    .from(users)
    .leftJoin(tenantProfiles, eq(tenantProfiles.userId, users.id))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (row === undefined) return null;
  const stored = row.profile;
  const fields: TenantProfileFields =
    stored === null
      ? { ...EMPTY_PROFILE_FIELDS, cityIds: [], occupation: row.occupation }
      : {
          introduction: stored.introduction,
          ageBand: stored.ageBand as TenantAgeBand | null,
          occupation: row.occupation,
          languages: stored.languages,
          cityIds: stored.cityIds,
          maxRentCents: stored.maxRentCents,
          minSurfaceM2: stored.minSurfaceM2,
          furnishings: stored.furnishings,
          moveInDate: stored.moveInDate,
          availabilityPeriods: stored.availabilityPeriods,
          householdSize: stored.householdSize,
          smoker: stored.smoker,
          hasPets: stored.hasPets,
          roommateMax: stored.roommateMax,
          roommateGenders: stored.roommateGenders,
          visible: stored.visible,
        };
  const completeness = tenantProfileCompleteness({ ...fields, photoKey: row.photoKey });
  return {
    ...fields,
    firstName: row.firstName,
    photoKey: row.photoKey,
    cities: await citiesByIds(db, fields.cityIds),
    completeness,
    shown: fields.visible && completeness.searchable,
    updatedAt: stored?.updatedAt ?? null,
  };
}

/**
 * Saves a user's profile fields (upsert) and the occupation on `users`, and writes
 * `searchable` and `completeness` computed from the saved fields and the current photo, in one
 * transaction (the user row is locked, so a concurrent photo change cannot leave a stale
 * completeness).
 *
 * @param db the database
 * @param userId the signed-in user (never taken from the request body)
 * @param fields the checked fields (cities known to exist)
 */
export async function saveProfileFields(
  db: Db,
  userId: number,
  fields: TenantProfileFields,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ occupation: fields.occupation })
      .where(eq(users.id, userId))
      .returning({ photoKey: users.photoKey });
    const completeness = tenantProfileCompleteness({ ...fields, photoKey: user?.photoKey ?? null });
    const { occupation: _onUsers, ...columns } = fields;
    const values = {
      ...columns,
      searchable: completeness.searchable,
      completeness: completeness.percent,
      updatedAt: sql`now()`,
    };
    await tx
      .insert(tenantProfiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: tenantProfiles.userId, set: values });
  });
}

/**
 * Sets or clears the user's photo and recomputes the stored completeness of the profile (when
 * a profile row exists; without one there is nothing a landlord could find).
 *
 * @param db the database
 * @param userId the signed-in user
 * @param photoKey the new image key, or null to remove the photo
 * @returns the previous image key (for the caller to remove from the store), or null
 */
export async function setProfilePhoto(
  db: Db,
  userId: number,
  photoKey: string | null,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ photoKey: users.photoKey })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx.update(users).set({ photoKey }).where(eq(users.id, userId));
    const profile = await loadOwnProfile(tx, userId);
    if (profile !== null && profile.updatedAt !== null) {
      await tx
        .update(tenantProfiles)
        .set({
          searchable: profile.completeness.searchable,
          completeness: profile.completeness.percent,
        })
        .where(eq(tenantProfiles.userId, userId));
    }
    return before?.photoKey ?? null;
  });
}
