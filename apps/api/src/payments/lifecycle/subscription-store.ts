/**
 * Reading a user's subscription and payments for the account page (issue 27 "Fair
 * subscriptions"): what `GET /premium/subscription` and `GET /premium/invoices` answer. Every
 * query is limited to the given user, so no row of another user is ever read.
 */
import { PaymentStatus, productById, vatCents } from '@rooms/domain';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';

import { payments, subscriptions, users } from '../../db/schema.js';

import type { Db, Tx } from '../../db/database.js';

/** Days after the first payment during which an EU consumer may withdraw (Directive 2011/83/EU art. 9). */
export const WITHDRAWAL_DAYS = 14;
const DAY_MS = 86_400_000;

/** Stripe statuses of a subscription that still gives (or is about to give) a period. */
export const LIVE_SUBSCRIPTION_STATUSES = ['active', 'past_due', 'unpaid', 'trialing'] as const;

/** A subscription as the account page shows it. */
export interface SubscriptionView {
  id: number;
  productId: number;
  /** Stripe's status (active, past_due …). */
  status: string;
  /** End of the paid period: the renewal time, or the end when renewal is stopped. */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Until when the EU withdrawal is possible; null when it no longer is. */
  withdrawableUntil: Date | null;
  /** Price of one period, euro cents including VAT. */
  amountCents: number;
}

/** The row fields the lifecycle works with. */
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * The user's live subscription (not ended, status in {@link LIVE_SUBSCRIPTION_STATUSES}),
 * the newest when there are several.
 *
 * @param db the database or a transaction
 * @param userId the owner
 * @param lock true inside a transaction that changes it (`for update`)
 * @returns the row, or undefined
 */
export async function liveSubscriptionOf(
  db: Db | Tx,
  userId: number,
  lock = false,
): Promise<SubscriptionRow | undefined> {
  const query = db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        isNull(subscriptions.endedAt),
        inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
      ),
    )
    .orderBy(desc(subscriptions.id))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * The first paid payment of a subscription that was not refunded, the one an EU withdrawal
 * refunds, and until when the withdrawal is possible.
 *
 * @param db the database or a transaction
 * @param subscription the subscription row
 * @param now the current time
 * @returns the payment and the deadline, or null when withdrawing is not (or no longer) possible
 */
export async function withdrawablePayment(
  db: Db | Tx,
  subscription: SubscriptionRow,
  now: Date,
): Promise<{ paymentId: number; paymentIntentId: string | null; until: Date } | null> {
  if (subscription.withdrawnAt !== null || subscription.endedAt !== null) return null;
  const [first] = await db
    .select({
      id: payments.id,
      status: payments.status,
      paidAt: payments.paidAt,
      intent: payments.stripePaymentIntentId,
    })
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscription.id), sql`${payments.paidAt} is not null`))
    .orderBy(payments.paidAt)
    .limit(1);
  if (first?.paidAt == null || first.status !== PaymentStatus.Paid) return null;
  const until = new Date(first.paidAt.getTime() + WITHDRAWAL_DAYS * DAY_MS);
  return until > now ? { paymentId: first.id, paymentIntentId: first.intent, until } : null;
}

/**
 * What `GET /premium/subscription` shows.
 *
 * @param db the database
 * @param userId the signed-in user
 * @param now the current time
 * @returns the live subscription (or null) and the user's premium end (or null)
 */
export async function subscriptionOverview(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ subscription: SubscriptionView | null; premiumUntil: Date | null }> {
  const [user] = await db
    .select({ premiumUntil: users.premiumUntil })
    .from(users)
    .where(eq(users.id, userId));
  const premiumUntil =
    user?.premiumUntil != null && user.premiumUntil > now ? user.premiumUntil : null;
  const row = await liveSubscriptionOf(db, userId);
  if (row === undefined) return { subscription: null, premiumUntil };
  const withdrawable = await withdrawablePayment(db, row, now);
  return {
    premiumUntil,
    subscription: {
      id: row.id,
      productId: row.productId,
      status: row.status,
      currentPeriodEnd: row.currentPeriodEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      withdrawableUntil: withdrawable?.until ?? null,
      amountCents: productById(row.productId)?.priceCents ?? 0,
    },
  };
}

/** One line of the invoices list. */
export interface InvoiceView {
  paymentId: number;
  productIds: number[];
  listingId: number | null;
  /** Amount charged, euro cents including VAT. */
  amountCents: number;
  /** The VAT part of the amount, euro cents. */
  vatCents: number;
  /** PaymentStatus (§3). */
  status: number;
  createdAt: Date;
  paidAt: Date | null;
  reversedAt: Date | null;
}

/** Most invoices listed (a monthly subscription makes 12 a year). */
export const MAX_INVOICES = 200;

/**
 * The user's payments, newest first, without those never sent to the provider (StartedNotSent).
 *
 * @param db the database
 * @param userId the signed-in user
 * @returns at most {@link MAX_INVOICES} lines
 */
export async function invoicesOf(db: Db, userId: number): Promise<InvoiceView[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), ne(payments.status, PaymentStatus.StartedNotSent)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(MAX_INVOICES);
  return rows.map((row) => ({
    paymentId: row.id,
    productIds: row.productIds,
    listingId: row.listingId,
    amountCents: row.amountCents,
    vatCents: vatCents(row.amountCents),
    status: row.status,
    createdAt: row.createdAt,
    paidAt: row.paidAt,
    reversedAt: row.reversedAt,
  }));
}
