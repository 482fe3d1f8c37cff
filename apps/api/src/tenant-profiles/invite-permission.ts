/**
 * Who may invite tenants to an advert (issue 26 "A landlord can invite a tenant to one of his
 * active adverts"). The one place the payments issue changes when it adds the tenant-search
 * product.
 */
import { and, eq, sql } from 'drizzle-orm';

import { listings } from '../db/schema.js';
import { isVisibleStatus } from '../db/visible-listings.js';

import type { Db } from '../db/database.js';

/**
 * Whether a landlord may invite tenants (`POST /tenant/invite`) and sees the "Invite to my
 * advert" button.
 *
 * Today: true for every landlord with at least one active advert (status 3, 4 or 10, the ones
 * tenants see), whatever his account. Until the payments issue adds the tenant-search product
 * this is the whole rule; that issue will change this function (and only this function) to
 * also require the product.
 *
 * @param db the database
 * @param landlordId the signed-in user
 * @returns whether the user may invite tenants now
 */
export async function canInviteTenants(db: Db, landlordId: number): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(listings)
    .where(and(eq(listings.landlordId, landlordId), isVisibleStatus(listings.status)))
    .limit(1);
  return row !== undefined;
}
