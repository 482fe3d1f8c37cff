/**
 * Free periods (issue 27): the 3-day grace after a failed renewal, the reply guarantee's
 * extension and a referral reward (`payments/referrals/`). Each is an `entitlements` row without
 * a payment (source Grace 2, ReplyGuarantee 3 or Referral 4); the cached end (`users.premium_until` / `tenant_search_until`) is recomputed
 * from the rows by the core's `recomputeUntil`.
 */
import { ProductKind, productById } from '@rooms/domain';

import { entitlements } from '../../db/schema.js';
import { EntitlementSource, recomputeUntil } from '../entitlements.js';

import type { Tx } from '../../db/database.js';

/** The entitlement sources of free periods (the core's {@link EntitlementSource}). */
export const FreeSource = {
  Grace: EntitlementSource.Grace,
  ReplyGuarantee: EntitlementSource.ReplyGuarantee,
  Referral: EntitlementSource.Referral,
} as const;
/** One of the {@link FreeSource} values. */
export type FreeSource = (typeof FreeSource)[keyof typeof FreeSource];

/** Days premium stays after a failed renewal (issue 27: "keeps premium for 3 days"). */
export const GRACE_DAYS = 3;

/**
 * Grants a free period of an account product and extends the user's cached end.
 *
 * @param tx the caller's transaction
 * @param grant user, account product (TenantPremium or TenantSearchAccess kind), source, start and end
 * @returns the entitlement id; null for a product that is not an account product
 */
export async function grantFreePeriod(
  tx: Tx,
  grant: { userId: number; productId: number; source: FreeSource; startsAt: Date; endsAt: Date },
): Promise<number | null> {
  const kind = productById(grant.productId)?.kind;
  if (kind !== ProductKind.TenantPremium && kind !== ProductKind.TenantSearchAccess) return null;
  const [row] = await tx
    .insert(entitlements)
    .values({
      kind,
      userId: grant.userId,
      productId: grant.productId,
      source: grant.source,
      startsAt: grant.startsAt,
      endsAt: grant.endsAt,
    })
    .returning({ id: entitlements.id });
  await recomputeUntil(tx, kind, { userId: grant.userId, listingId: null }, new Date());
  return row?.id ?? null;
}
