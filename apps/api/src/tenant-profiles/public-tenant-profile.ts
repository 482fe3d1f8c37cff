/**
 * The public side of a tenant profile (§2 `/offer-a-home/tenant/{tenantID}/{source}`, issue 26
 * "Bad input and privacy"): only profiles that are visible and searchable, of accounts that were
 * not deleted, and only what a landlord may see before a viewing (first name, age band, never a
 * surname, date of birth or contact detail).
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';

import { tenantProfiles, users } from '../db/schema.js';

import { citiesByIds, PROFILE_COLUMNS } from './tenant-profile-store.js';

import type { Db } from '../db/database.js';
import type { SoughtCity } from './tenant-profile-store.js';

/** What anyone may see of a shown profile. */
export interface PublicTenantProfile {
  tenantID: number;
  firstName: string;
  photoKey: string | null;
  ageBand: number | null;
  occupation: number | null;
  languages: number;
  cities: SoughtCity[];
  maxRentCents: number | null;
  minSurfaceM2: number | null;
  furnishings: number;
  moveInDate: string | null;
  availabilityPeriods: number;
  householdSize: number;
  smoker: boolean;
  hasPets: boolean;
  roommateMax: number | null;
  roommateGenders: number;
  introduction: string;
  /** Day of the last sign-in or session use (YYYY-MM-DD, UTC); null when never. */
  lastActiveOn: string | null;
  /** Day the account was made (YYYY-MM-DD, UTC). */
  memberSince: string;
}

/** The first word of a first name: what a profile shows (never a surname typed into it). */
function firstNameOnly(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** A timestamp's UTC day, YYYY-MM-DD. */
function dayOf(time: Date): string {
  return time.toISOString().slice(0, 10);
}

/** Condition on `tenant_profiles` joined with `users`: this tenant's profile is shown. */
function shownProfile(tenantId: number): SQL | undefined {
  return and(
    eq(tenantProfiles.userId, tenantId),
    eq(tenantProfiles.visible, true),
    eq(tenantProfiles.searchable, true),
    isNull(users.deletedAt),
  );
}

/**
 * Whether a tenant's profile is shown to others: a profile row that is visible and searchable,
 * of an account that exists and was not deleted.
 *
 * @param db the database
 * @param tenantId the tenant asked for
 */
export async function isTenantProfileShown(db: Db, tenantId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(tenantProfiles)
    .innerJoin(users, eq(users.id, tenantProfiles.userId))
    .where(shownProfile(tenantId));
  return row !== undefined;
}

/**
 * A shown tenant profile (see {@link isTenantProfileShown}).
 *
 * @param db the database
 * @param tenantId the tenant asked for
 * @returns the public fields, or null when the profile is not shown (hidden, incomplete, no
 *   profile, deleted or unknown account: one answer for all, so nothing tells them apart)
 */
export async function loadPublicTenantProfile(
  db: Db,
  tenantId: number,
): Promise<PublicTenantProfile | null> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      photoKey: users.photoKey,
      occupation: users.occupation,
      lastActiveAt: users.lastActiveAt,
      createdAt: users.createdAt,
      ...PROFILE_COLUMNS,
    })
    .from(tenantProfiles)
    .innerJoin(users, eq(users.id, tenantProfiles.userId))
    .where(shownProfile(tenantId));
  if (row === undefined) return null;
  // Whether it is shown was the query's condition; when it changed is not for others to see.
  const {
    cityIds,
    lastActiveAt,
    createdAt,
    firstName,
    visible: _v,
    searchable: _s,
    updatedAt: _u,
    ...rest
  } = row;
  return {
    tenantID: tenantId,
    ...rest,
    firstName: firstNameOnly(firstName),
    cities: await citiesByIds(db, cityIds),
    lastActiveOn: lastActiveAt === null ? null : dayOf(lastActiveAt),
    memberSince: dayOf(createdAt),
  };
}
