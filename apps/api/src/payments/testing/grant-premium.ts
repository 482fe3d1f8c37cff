import { ProductId, ProductKind } from '@rooms/domain';

import { entitlements } from '../../db/schema.js';
import { EntitlementSource, recomputeUntil } from '../entitlements.js';

import type { Db } from '../../db/database.js';

const DAY_MS = 86_400_000;

/** Grants an account kind the way a free period does (no payment), then recomputes its column. */
async function grantTestPeriod(
  db: Db,
  userId: number,
  kind: typeof ProductKind.TenantPremium | typeof ProductKind.TenantSearchAccess,
  days: number,
): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.insert(entitlements).values({
      kind,
      userId,
      productId:
        kind === ProductKind.TenantPremium
          ? ProductId.PremiumOneMonthNoRenewal
          : ProductId.Premium15DaysLandlords,
      source: EntitlementSource.Referral,
      startsAt: now,
      endsAt: new Date(now.getTime() + days * DAY_MS),
    });
    await recomputeUntil(tx, kind, { userId, listingId: null }, now);
  });
}

/**
 * Gives a test user premium (issue 27: reacting to any advert), so tests of reactions need no
 * payment: an entitlement without a payment, then `users.premium_until` recomputed.
 *
 * @param db the test database
 * @param userId the user
 * @param days how long, from now (default 30)
 */
export function grantTestPremium(db: Db, userId: number, days = 30): Promise<void> {
  return grantTestPeriod(db, userId, ProductKind.TenantPremium, days);
}

/**
 * Gives a test landlord tenant-search access (241/242: inviting tenants), like
 * {@link grantTestPremium} does premium (`users.tenant_search_until`).
 */
export function grantTestTenantSearch(db: Db, userId: number, days = 30): Promise<void> {
  return grantTestPeriod(db, userId, ProductKind.TenantSearchAccess, days);
}
