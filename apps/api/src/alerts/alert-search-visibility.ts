/**
 * The "let landlords with a matching home find me" choice of the save-search dialog (§7
 * `POST /alert/savealerttosession` with `setSearchVisibility`, issues 25 and 26): saving a search
 * as an alert can also switch the tenant profile's visibility in the tenant search. Turning it
 * on fills the profile's empty search wishes from the alert — its city as the city sought, its
 * maximum rent as the budget — so the profile a landlord finds matches what the tenant searches.
 * Filled fields are never overwritten; the profile becomes findable only once complete
 * (`tenantProfileCompleteness` of @rooms/domain), which the answer reports.
 */
import { TENANT_PROFILE_LIMITS } from '@rooms/domain';
import { eq } from 'drizzle-orm';

import { cities } from '../db/schema.js';
import { loadOwnProfile, saveProfileFields } from '../tenant-profiles/tenant-profile-store.js';
import { refreshTenantProfile } from '../tenant-search/tenant-index.js';

import type { Database } from '../db/database.js';
import type { TenantProfileFields } from '../tenant-profiles/tenant-profile-store.js';

/** Where the tenant profile stands after the choice. */
export interface SearchVisibilityResult {
  /** The tenant's choice as stored. */
  visible: boolean;
  /** Whether landlords can find the profile now (visible and complete enough). */
  shown: boolean;
  /** Profile completeness, 0 to 100. */
  completenessPercent: number;
}

/** What of the saved search can fill the profile's wishes. */
export interface AlertWishes {
  /** The slug of the searched city, null for a map or country search. */
  citySlug: string | null;
  /** The search's maximum rent in euro cents, null when none. */
  maxRentCents: number | null;
}

/**
 * The profile fields after the choice: visibility set; when turned on, the city and budget of
 * the search fill the fields that are still empty (within the profile's limits).
 */
function withVisibility(
  fields: TenantProfileFields,
  visible: boolean,
  cityId: number | null,
  maxRentCents: number | null,
): TenantProfileFields {
  if (!visible) return { ...fields, visible };
  const { maxRentCentsMin, maxRentCentsMax } = TENANT_PROFILE_LIMITS;
  const budgetFits =
    maxRentCents !== null && maxRentCents >= maxRentCentsMin && maxRentCents <= maxRentCentsMax;
  return {
    ...fields,
    visible,
    cityIds: fields.cityIds.length === 0 && cityId !== null ? [cityId] : fields.cityIds,
    maxRentCents: fields.maxRentCents ?? (budgetFits ? maxRentCents : null),
  };
}

/**
 * Applies `setSearchVisibility` to the user's tenant profile (creating the profile row when the
 * user has none yet).
 *
 * @param database the database
 * @param userId the signed-in user
 * @param visible true to let landlords find the profile, false to hide it
 * @param wishes the saved search's city and maximum rent (euro cents)
 * @returns the stored choice, whether the profile is findable now and its completeness
 * @throws nothing of its own; a deleted user has no profile and yields `shown: false`
 */
export async function applySearchVisibility(
  database: Database,
  userId: number,
  visible: boolean,
  wishes: AlertWishes,
): Promise<SearchVisibilityResult> {
  const { db } = database;
  const profile = await loadOwnProfile(db, userId);
  if (profile === null) return { visible: false, shown: false, completenessPercent: 0 };
  const [city] =
    wishes.citySlug === null
      ? []
      : await db.select({ id: cities.id }).from(cities).where(eq(cities.slug, wishes.citySlug));
  const {
    firstName: _firstName,
    photoKey: _photoKey,
    cities: _cities,
    completeness: _completeness,
    shown: _shown,
    updatedAt: _updatedAt,
    ...fields
  } = profile;
  await saveProfileFields(
    db,
    userId,
    withVisibility(fields, visible, city?.id ?? null, wishes.maxRentCents),
  );
  await refreshTenantProfile(database, userId);
  const saved = await loadOwnProfile(db, userId);
  return {
    visible: saved?.visible ?? false,
    shown: saved?.shown ?? false,
    completenessPercent: saved?.completeness.percent ?? 0,
  };
}
