/**
 * Starting and resuming a payment (issue 27 "Paying", §7 `paymentstep1`/`paymentstep2`,
 * `supplyproducts`): the rules that refuse paying twice, the `payments` row, and the Stripe
 * object the browser confirms — a subscription (`default_incomplete`) for a renewing product,
 * a PaymentIntent limited to instant methods for one-off products. Every Stripe call carries an
 * idempotency key of the Rooms payment, so a retried or resumed start never creates a second
 * charge.
 */
import {
  BusinessResultCode,
  ErrorCode,
  PaymentStatus,
  productById,
  RoomsError,
  type Product,
} from '@rooms/domain';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';

import { listings, payments, subscriptions, users } from '../db/schema.js';

import { isUnlimited } from './entitlements.js';
import { statusOfPaymentIntent } from './payment-state.js';

import type { Db } from '../db/database.js';
import type Stripe from 'stripe';

/** Methods of a renewing product: SEPA debits renew what iDEAL and Bancontact started. */
export const SUBSCRIPTION_METHODS = ['ideal', 'card', 'bancontact', 'sepa_debit'] as const;
/** Methods of a one-off product: instant only (a 3-day boost cannot wait for a SEPA result). */
export const ONE_OFF_METHODS = ['ideal', 'card', 'bancontact'] as const;

/** Stripe statuses of a subscription that still gives (or is about to give) a period. */
const LIVE_STATUSES = ['active', 'past_due', 'unpaid', 'trialing'];
/** An unpaid start older than this is not resumed (a new one is made). */
const RESUME_WINDOW_MS = 23 * 3_600_000;
/** Statuses of a payment that may still be paid with its client secret. */
const RESUMABLE: readonly number[] = [
  PaymentStatus.StartedNotSent,
  PaymentStatus.PendingInput,
  PaymentStatus.Failed,
  PaymentStatus.Refused,
];

/** What the browser needs to pay (the payments contract's `PaymentStart`). */
export interface PaymentStart {
  paymentId: number;
  /** Client secret of the PaymentIntent (the Payment Element or the stand-in's form confirms it). */
  clientSecret: string;
  /** Euro cents, VAT included. */
  amountCents: number;
  productIds: number[];
  renews: boolean;
  /** Card-provider method strings (§3) the payment accepts. */
  paymentMethodTypes: string[];
  /** PaymentStatus (§3) now. */
  status: number;
}

/** What is being bought and by whom. */
export interface PaymentOrder {
  userId: number;
  /** 1–2 catalogue products (checked by the caller: one account product, or advert products). */
  products: readonly Product[];
  /** The advert of advert products (the caller checked it is the user's), else null. */
  listingId: number | null;
}

/** A `payments` row. */
type PaymentRow = typeof payments.$inferSelect;

/** Kinds present in a list of products. */
function kindsOf(products: readonly Product[]): number[] {
  return [...new Set(products.map((product) => product.kind))];
}

/** The refusals of the rules (§8 1115, 1125), checked under the user's lock. */
async function checkRules(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  order: PaymentOrder,
) {
  const kinds = kindsOf(order.products);
  if (order.listingId === null) {
    const live = await tx
      .select({ productId: subscriptions.productId })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, order.userId),
          isNull(subscriptions.endedAt),
          inArray(subscriptions.status, LIVE_STATUSES),
        ),
      );
    if (live.some((row) => kinds.includes(productById(row.productId)?.kind ?? -1))) {
      throw new RoomsError({
        code: BusinessResultCode.UserHasActiveMembership,
        message: 'A subscription for this product is active; stop it first or wait for its end',
      });
    }
  } else {
    const [listing] = await tx
      .select({ top: listings.topAdvertUntil, unlocked: listings.unlockedUntil })
      .from(listings)
      .where(eq(listings.id, order.listingId));
    const unlimited = order.products.some((product) =>
      product.kind === 3
        ? isUnlimited(listing?.top ?? null)
        : isUnlimited(listing?.unlocked ?? null),
    );
    if (unlimited) {
      throw new RoomsError({
        code: BusinessResultCode.UserHasActiveMembership,
        message: 'This advert already has this boost without an end',
      });
    }
  }
}

/** The user's open payment of exactly these products (and advert), newest first. */
async function openPaymentOf(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  order: PaymentOrder,
  now: Date,
): Promise<PaymentRow | undefined> {
  const ids = order.products.map((product) => product.id).sort((a, b) => a - b);
  const [open] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, order.userId),
        sql`(select array_agg(p order by p) from unnest(${payments.productIds}) p) = ${`{${ids.join(',')}}`}::smallint[]`,
        order.listingId === null
          ? isNull(payments.listingId)
          : eq(payments.listingId, order.listingId),
        inArray(payments.status, [...RESUMABLE, PaymentStatus.Processing]),
        gt(payments.createdAt, new Date(now.getTime() - RESUME_WINDOW_MS)),
        // A renewal's failed invoice is paid on /payment-reminder, not resumed here.
        sql`(${payments.subscriptionId} is null or ${payments.stripeInvoiceId} in (
          select ${payments.stripeInvoiceId} from ${payments} first
          where first.subscription_id = ${payments.subscriptionId}
          order by first.created_at limit 1))`,
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return open;
}

/** The user's Stripe customer, created once (its id kept in `users.stripe_customer_id`). */
async function customerOf(db: Db, stripe: Stripe, userId: number): Promise<string> {
  const [user] = await db
    .select({ email: users.email, customer: users.stripeCustomerId })
    .from(users)
    .where(eq(users.id, userId));
  if (user === undefined) throw new RoomsError({ code: ErrorCode.Http404 });
  if (user.customer !== null) return user.customer;
  const customer = await stripe.customers.create(
    { email: user.email, metadata: { rooms_user_id: String(userId) } },
    { idempotencyKey: `rooms-customer-${userId}` },
  );
  await db
    .update(users)
    .set({ stripeCustomerId: customer.id })
    .where(and(eq(users.id, userId), isNull(users.stripeCustomerId)));
  const [saved] = await db
    .select({ customer: users.stripeCustomerId })
    .from(users)
    .where(eq(users.id, userId));
  return saved?.customer ?? customer.id;
}

/** Price ids by lookup key, once found or made. */
const PRICE_IDS = new Map<string, string>();

/**
 * The recurring Stripe Price of a renewing product: found by lookup key `rooms_<productId>`,
 * created once with its product when missing.
 */
async function priceOf(stripe: Stripe, product: Product): Promise<string> {
  const lookupKey = `rooms_${product.id}`;
  const cacheKey = `${lookupKey}:${product.priceCents}`;
  const cached = PRICE_IDS.get(cacheKey);
  if (cached !== undefined) return cached;
  const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
  let price = found.data.find((candidate) => candidate.unit_amount === product.priceCents);
  price ??= await stripe.prices.create(
    {
      currency: 'eur',
      unit_amount: product.priceCents,
      lookup_key: lookupKey,
      transfer_lookup_key: true,
      recurring: {
        interval: 'month',
        interval_count: Math.round((product.durationDays ?? 30) / 30),
      },
      product_data: { name: `Rooms ${product.id}` },
      metadata: { rooms_product_id: String(product.id) },
    },
    { idempotencyKey: `rooms-price-${product.id}-${product.priceCents}` },
  );
  PRICE_IDS.set(cacheKey, price.id);
  return price.id;
}

/** Metadata on every Stripe object of a payment (payments contract "Money and products"). */
function metadataOf(payment: PaymentRow): Record<string, string> {
  return {
    rooms_payment_id: String(payment.id),
    rooms_user_id: String(payment.userId),
    rooms_product_ids: payment.productIds.join(','),
    ...(payment.listingId === null ? {} : { rooms_listing_id: String(payment.listingId) }),
  };
}

/** The PaymentIntent id inside a client secret (`pi_…_secret_…`), or null. */
export function intentIdOfClientSecret(secret: string): string | null {
  const match = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9_-]+$/.exec(secret);
  return match?.[1] ?? null;
}

/** Creates the subscription of a renewing product; records it and its first invoice. */
async function createSubscription(
  db: Db,
  stripe: Stripe,
  payment: PaymentRow,
  product: Product,
): Promise<string> {
  const customer = await customerOf(db, stripe, payment.userId);
  const subscription = await stripe.subscriptions.create(
    {
      customer,
      items: [{ price: await priceOf(stripe, product) }],
      payment_behavior: 'default_incomplete',
      payment_settings: {
        save_default_payment_method: 'on_subscription',
        payment_method_types: [...SUBSCRIPTION_METHODS],
      },
      metadata: metadataOf(payment),
      expand: ['latest_invoice.confirmation_secret', 'latest_invoice.payments'],
    },
    { idempotencyKey: `rooms-payment-${payment.id}-subscription` },
  );
  const invoice = subscription.latest_invoice as Stripe.Invoice | null;
  const secret = invoice?.confirmation_secret?.client_secret;
  if (invoice === null || typeof secret !== 'string') {
    throw new Error(`subscription ${subscription.id} has no first invoice to confirm`);
  }
  const intentId =
    invoice.payments?.data
      .map((entry) => entry.payment.payment_intent)
      .map((intent) => (typeof intent === 'string' ? intent : intent?.id))
      .find((id) => id !== undefined) ?? intentIdOfClientSecret(secret);
  const item = subscription.items.data[0];
  await db.transaction(async (tx) => {
    await tx
      .insert(subscriptions)
      .values({
        userId: payment.userId,
        productId: product.id,
        stripeSubscriptionId: subscription.id,
        status: subscription.status,
        currentPeriodStart: item ? new Date(item.current_period_start * 1000) : null,
        currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
      })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, subscription.id));
    await tx
      .update(payments)
      .set({
        subscriptionId: row!.id,
        stripeInvoiceId: invoice.id,
        stripePaymentIntentId: intentId,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, payment.id));
  });
  return secret;
}

/** Creates the PaymentIntent of one-off products; records it. */
async function createPaymentIntent(db: Db, stripe: Stripe, payment: PaymentRow): Promise<string> {
  const customer = await customerOf(db, stripe, payment.userId);
  const intent = await stripe.paymentIntents.create(
    {
      amount: payment.amountCents,
      currency: 'eur',
      customer,
      metadata: metadataOf(payment),
      description: `Rooms ${payment.productIds.join(' + ')}`,
      allowed_payment_method_types: [...ONE_OFF_METHODS],
    },
    { idempotencyKey: `rooms-payment-${payment.id}-intent` },
  );
  await db
    .update(payments)
    .set({ stripePaymentIntentId: intent.id, updatedAt: new Date() })
    .where(eq(payments.id, payment.id));
  if (intent.client_secret === null) throw new Error(`intent ${intent.id} has no client secret`);
  return intent.client_secret;
}

/**
 * The answer for a payment row: its Stripe object made when missing (idempotent), its client
 * secret read from Stripe otherwise.
 *
 * @param db the database
 * @param stripe Stripe
 * @param payment the row (the caller checked it is the user's)
 */
export async function paymentStartOf(
  db: Db,
  stripe: Stripe,
  payment: PaymentRow,
): Promise<PaymentStart> {
  const products = payment.productIds.map((id) => productById(id)).filter((p) => p !== undefined);
  const renews = products.length === 1 && products[0]!.renews;
  let clientSecret: string;
  if (payment.stripePaymentIntentId !== null) {
    const intent = await stripe.paymentIntents.retrieve(payment.stripePaymentIntentId);
    clientSecret = intent.client_secret ?? '';
  } else if (renews) {
    clientSecret = await createSubscription(db, stripe, payment, products[0]!);
  } else {
    clientSecret = await createPaymentIntent(db, stripe, payment);
  }
  return {
    paymentId: payment.id,
    clientSecret,
    amountCents: payment.amountCents,
    productIds: [...payment.productIds],
    renews,
    paymentMethodTypes: [...(renews ? SUBSCRIPTION_METHODS : ONE_OFF_METHODS)],
    status: payment.status,
  };
}

/**
 * Starts paying for products, or resumes the open start of the same products: refuses a
 * second subscription of a kind (1115), an unlimited boost already active (1115) and a payment
 * of the same products still processing (1125).
 *
 * @param db the database
 * @param stripe Stripe (or the stand-in)
 * @param order who buys what
 * @param now the current time
 * @returns what the browser pays with
 * @throws RoomsError 1115 / 1125 (409)
 */
export async function startPayment(
  db: Db,
  stripe: Stripe,
  order: PaymentOrder,
  now: Date,
): Promise<PaymentStart> {
  const started = await db.transaction(async (tx) => {
    // One start at a time per user: two tabs cannot make two payments of the same products.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`payments:user:${order.userId}`}))`,
    );
    await checkRules(tx, order);
    const open = await openPaymentOf(tx, order, now);
    if (open?.status === PaymentStatus.Processing) {
      throw new RoomsError({
        code: BusinessResultCode.UserHasOpenInvoice,
        message: 'A payment of these products is still being processed',
      });
    }
    if (open !== undefined) return { payment: open, resumed: true };
    const [created] = await tx
      .insert(payments)
      .values({
        userId: order.userId,
        productIds: order.products.map((product) => product.id),
        listingId: order.listingId,
        amountCents: order.products.reduce((sum, product) => sum + product.priceCents, 0),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { payment: created!, resumed: false };
  });
  if (started.resumed && started.payment.stripePaymentIntentId !== null) {
    // Stripe may know before its event arrives that the bank is processing it.
    const intent = await stripe.paymentIntents.retrieve(started.payment.stripePaymentIntentId);
    if (statusOfPaymentIntent(intent) === PaymentStatus.Processing) {
      throw new RoomsError({
        code: BusinessResultCode.UserHasOpenInvoice,
        message: 'A payment of these products is still being processed',
      });
    }
  }
  return paymentStartOf(db, stripe, started.payment);
}
