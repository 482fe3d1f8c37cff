/**
 * Who may invite tenants to an advert (issue 26 "A landlord can invite a tenant to one of his
 * active adverts"; issue 27: only with the tenant-search product).
 */
import { and, eq, gt, sql } from 'drizzle-orm';

import { listings, users } from '../db/schema.js';
import { isVisibleStatus } from '../db/visible-listings.js';

import type { Db } from '../db/database.js';

/**
 * Whether a landlord may invite tenants (`POST /tenant/invite`) and sees the "Invite to my
 * advert" button: he has tenant-search access now (`users.tenant_search_until` after now,
 * products 241/242, issue 27) and at least one active advert (status 3, 4 or 10, the ones
 * tenants see).
 *
 * @param db the database
 * @param landlordId the signed-in user
 * @param now the current time (default the system clock)
 * @returns whether the user may invite tenants now
 */
export async function canInviteTenants(
  db: Db,
  landlordId: number,
  now: Date = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.landlordId))
    .where(
      and(
        eq(listings.landlordId, landlordId),
        isVisibleStatus(listings.status),
        gt(users.tenantSearchUntil, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}
