/**
 * Entitlements (issue 27): what a user or an advert may do and until when. Each paid product
 * is one row; `users.premium_until`, `users.tenant_search_until`, `listings.top_advert_until`
 * and `listings.unlocked_until` are recomputed from the rows in the transaction that changes
 * them, so the columns the rest of the API reads never disagree with the rows.
 */
import { ProductKind, productById } from '@rooms/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';

import { entitlements, listings, payments, users } from '../db/schema.js';

import type { Tx } from '../db/database.js';

/** Where an entitlement comes from (ours; `entitlements.source`). */
export const EntitlementSource = {
  Paid: 1,
  /** The 3 days kept after a failed renewal. */
  Grace: 2,
  /** The reply guarantee's free extension. */
  ReplyGuarantee: 3,
  Referral: 4,
  /** The 30 days migration 0018 gave accounts that had the old premium flag. */
  Migrated: 5,
} as const;
/** One of the {@link EntitlementSource} values. */
export type EntitlementSource = (typeof EntitlementSource)[keyof typeof EntitlementSource];

/** The end written for "as long as the advert lives" (unlimited advert products). */
export const UNLIMITED_UNTIL = new Date('9999-12-31T00:00:00.000Z');

/** Whether an `…_until` value stands for unlimited. */
export function isUnlimited(until: Date | null): boolean {
  return until !== null && until.getTime() >= UNLIMITED_UNTIL.getTime();
}

const DAY_MS = 86_400_000;

/** The column a kind's end is kept in. */
function untilColumn(kind: number) {
  switch (kind) {
    case ProductKind.TenantPremium:
      return users.premiumUntil;
    case ProductKind.TenantSearchAccess:
      return users.tenantSearchUntil;
    case ProductKind.TopAdvert:
      return listings.topAdvertUntil;
    default:
      return listings.unlockedUntil;
  }
}

/** The current end of a kind for a user or an advert (null: none). */
async function currentUntil(
  tx: Tx,
  kind: number,
  userId: number,
  listingId: number | null,
): Promise<Date | null> {
  const column = untilColumn(kind);
  const rows =
    listingId === null
      ? await tx.select({ until: column }).from(users).where(eq(users.id, userId))
      : await tx.select({ until: column }).from(listings).where(eq(listings.id, listingId));
  return (rows[0]?.until as Date | null | undefined) ?? null;
}

/**
 * Recomputes the `…_until` column of one kind from the entitlements: the latest end of the
 * rows not revoked that have not ended (null end = {@link UNLIMITED_UNTIL}), or null.
 *
 * @param tx the transaction that changed the rows
 * @param kind a ProductKind
 * @param owner the user (account kinds) or the advert (advert kinds)
 * @param now the current time
 */
export async function recomputeUntil(
  tx: Tx,
  kind: number,
  owner: { userId: number; listingId: number | null },
  now: Date,
): Promise<void> {
  const latest = sql<Date | null>`(
    select max(coalesce(${entitlements.endsAt}, ${UNLIMITED_UNTIL.toISOString()}::timestamptz))
    from ${entitlements}
    where ${entitlements.kind} = ${kind} and ${entitlements.revokedAt} is null
      and coalesce(${entitlements.endsAt}, 'infinity'::timestamptz) > ${now.toISOString()}::timestamptz
      and ${
        owner.listingId === null
          ? sql`${entitlements.userId} = ${owner.userId} and ${entitlements.listingId} is null`
          : sql`${entitlements.listingId} = ${owner.listingId}`
      })`;
  switch (kind) {
    case ProductKind.TenantPremium:
      await tx.update(users).set({ premiumUntil: latest }).where(eq(users.id, owner.userId));
      return;
    case ProductKind.TenantSearchAccess:
      await tx.update(users).set({ tenantSearchUntil: latest }).where(eq(users.id, owner.userId));
      return;
    case ProductKind.TopAdvert:
      await tx
        .update(listings)
        .set({ topAdvertUntil: latest })
        .where(eq(listings.id, owner.listingId ?? -1));
      return;
    default:
      await tx
        .update(listings)
        .set({ unlockedUntil: latest })
        .where(eq(listings.id, owner.listingId ?? -1));
  }
}

/**
 * Grants the products of a paid payment, once (a second call adds nothing: one row per
 * payment and product). A subscription invoice gives its own billing period; a one-off product
 * starts when the same kind's current period ends (buying again extends) and lasts its
 * duration (none: unlimited).
 *
 * @param tx the transaction that moved the payment to Paid
 * @param paymentOrId the payment: its row as the move returned it (no second read), or its id
 * @param now the current time
 * @param period the invoice's billing period, for subscription payments
 * @returns how many entitlements were added (0 on a replay)
 */
export async function grantPayment(
  tx: Tx,
  paymentOrId: number | typeof payments.$inferSelect,
  now: Date,
  period?: { start: Date; end: Date },
): Promise<number> {
  const [payment] =
    typeof paymentOrId === 'number'
      ? await tx.select().from(payments).where(eq(payments.id, paymentOrId))
      : [paymentOrId];
  if (payment === undefined) return 0;
  const paymentId = payment.id;
  let added = 0;
  for (const productId of payment.productIds) {
    const product = productById(productId);
    if (product === undefined) continue;
    const forAdvert =
      product.kind === ProductKind.TopAdvert || product.kind === ProductKind.UnlockAdvert;
    const listingId = forAdvert ? payment.listingId : null;
    if (forAdvert && listingId === null) continue;
    let startsAt: Date;
    let endsAt: Date | null;
    if (period !== undefined) {
      startsAt = period.start;
      endsAt = period.end;
    } else {
      const until = await currentUntil(tx, product.kind, payment.userId, listingId);
      startsAt = until !== null && until > now && !isUnlimited(until) ? until : now;
      endsAt =
        product.durationDays === null
          ? null
          : new Date(startsAt.getTime() + product.durationDays * DAY_MS);
    }
    const inserted = await tx
      .insert(entitlements)
      .values({
        kind: product.kind,
        userId: payment.userId,
        listingId,
        productId,
        paymentId,
        source: EntitlementSource.Paid,
        startsAt,
        endsAt,
      })
      .onConflictDoNothing()
      .returning({ id: entitlements.id });
    added += inserted.length;
    await recomputeUntil(tx, product.kind, { userId: payment.userId, listingId }, now);
  }
  return added;
}

/**
 * Revokes what a payment bought (refund, chargeback, withdrawal) and recomputes the columns.
 *
 * @param tx the transaction of the refund or chargeback
 * @param paymentId the payment
 * @param now the revocation time
 * @returns how many entitlements were revoked (0 when already revoked)
 */
export async function revokePayment(tx: Tx, paymentId: number, now: Date): Promise<number> {
  const revoked = await tx
    .update(entitlements)
    .set({ revokedAt: now })
    .where(and(eq(entitlements.paymentId, paymentId), isNull(entitlements.revokedAt)))
    .returning({
      kind: entitlements.kind,
      userId: entitlements.userId,
      listingId: entitlements.listingId,
    });
  for (const row of revoked) await recomputeUntil(tx, row.kind, row, now);
  return revoked.length;
}

/**
 * Ends the entitlements of a subscription's payments at a time (the subscription ended before
 * its period did: withdrawal, unpaid after the grace), and recomputes the columns.
 *
 * @param tx the transaction that recorded the end
 * @param subscriptionId the subscription (Rooms id)
 * @param endedAt when it ended
 * @param now the current time
 */
export async function endSubscriptionEntitlements(
  tx: Tx,
  subscriptionId: number,
  endedAt: Date,
  now: Date,
): Promise<void> {
  const cut = await tx
    .update(entitlements)
    .set({ endsAt: endedAt })
    .where(
      and(
        isNull(entitlements.revokedAt),
        sql`${entitlements.paymentId} in (select ${payments.id} from ${payments} where ${payments.subscriptionId} = ${subscriptionId})`,
        sql`coalesce(${entitlements.endsAt}, 'infinity'::timestamptz) > ${endedAt.toISOString()}::timestamptz`,
      ),
    )
    .returning({
      kind: entitlements.kind,
      userId: entitlements.userId,
      listingId: entitlements.listingId,
    });
  for (const row of cut) await recomputeUntil(tx, row.kind, row, now);
}
