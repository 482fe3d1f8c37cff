/**
 * A subscription's life in the Stripe double (`fake-stripe.ts`) and in Rooms' rows, for the
 * replay and permutation tests: two paid periods, the first refunded, the subscription ended
 * in the middle of the second (a withdrawal-like end).
 */
import { PaymentStatus, ProductId } from '@rooms/domain';
import { eq } from 'drizzle-orm';

import { entitlements, payments, stripeEvents, subscriptions, users } from '../../db/schema.js';

import { fakeIntent } from './fake-stripe.js';

import type { Db } from '../../db/database.js';
import type { FakeStripeState } from './fake-stripe.js';
import type Stripe from 'stripe';

const DAY_S = 86_400;

/** One event of the scenario. */
export interface ScenarioEvent {
  id: string;
  type: string;
  object: Record<string, unknown>;
}

/** The scenario's ids and times (unix seconds). */
export interface SubscriptionScenario {
  userId: number;
  subscriptionId: string;
  events: ScenarioEvent[];
  /** When the subscription ended (within the second period). */
  endedAt: number;
}

/**
 * Puts the final Stripe state of a subscription into the double and the rows Rooms had right
 * after `paymentstep1` into the database (the subscription and its first payment, unpaid).
 *
 * @param db the test database
 * @param state the double's state
 * @param userId the subscriber
 * @param tag makes every id of this scenario unique
 */
export async function setUpSubscriptionScenario(
  db: Db,
  state: FakeStripeState,
  userId: number,
  tag: string,
): Promise<SubscriptionScenario> {
  const now = Math.floor(Date.now() / 1000);
  const p1 = { start: now - 20 * DAY_S, end: now + 10 * DAY_S };
  const p2 = { start: p1.end, end: p1.end + 30 * DAY_S };
  const endedAt = p2.start + 15 * DAY_S;
  const ids = {
    sub: `sub_${tag}`,
    in1: `in_${tag}a`,
    in2: `in_${tag}b`,
    pi1: `pi_${tag}a`,
    pi2: `pi_${tag}b`,
  };
  const subscription: Partial<Stripe.Subscription> = {
    id: ids.sub,
    object: 'subscription',
    customer: `cus_${tag}`,
    status: 'canceled',
    cancel_at_period_end: false,
    ended_at: endedAt,
    metadata: {
      rooms_user_id: String(userId),
      rooms_product_ids: String(ProductId.PremiumOneMonthTenant),
    },
    items: {
      object: 'list',
      has_more: false,
      url: '',
      data: [
        { current_period_start: p2.start, current_period_end: p2.end } as Stripe.SubscriptionItem,
      ],
    },
  };
  const invoice = (id: string, intent: string, period: typeof p1, reason: string) =>
    ({
      id,
      object: 'invoice',
      customer: `cus_${tag}`,
      status: 'paid',
      billing_reason: reason,
      amount_due: 2495,
      total: 2495,
      parent: { subscription_details: { subscription: ids.sub } },
      payments: { data: [{ payment: { type: 'payment_intent', payment_intent: intent } }] },
      lines: { data: [{ period }] },
    }) as unknown as Partial<Stripe.Invoice>;
  state.subscriptions.set(ids.sub, subscription);
  state.invoices.set(ids.in1, invoice(ids.in1, ids.pi1, p1, 'subscription_create'));
  state.invoices.set(ids.in2, invoice(ids.in2, ids.pi2, p2, 'subscription_cycle'));
  state.intents.set(ids.pi1, { ...fakeIntent(ids.pi1, 'succeeded', 2495), customer: `cus_${tag}` });
  state.intents.set(ids.pi2, { ...fakeIntent(ids.pi2, 'succeeded', 2495), customer: `cus_${tag}` });

  const [row] = await db
    .insert(subscriptions)
    .values({
      userId,
      productId: ProductId.PremiumOneMonthTenant,
      stripeSubscriptionId: ids.sub,
      status: 'incomplete',
    })
    .returning();
  await db.insert(payments).values({
    userId,
    productIds: [ProductId.PremiumOneMonthTenant],
    subscriptionId: row!.id,
    amountCents: 2495,
    stripeInvoiceId: ids.in1,
    stripePaymentIntentId: ids.pi1,
  });
  const object = (map: Map<string, unknown>, id: string) =>
    structuredClone(map.get(id)) as Record<string, unknown>;
  const events: ScenarioEvent[] = [
    ['customer.subscription.created', object(state.subscriptions, ids.sub)],
    ['invoice.paid', object(state.invoices, ids.in1)],
    ['payment_intent.succeeded', object(state.intents, ids.pi1)],
    ['customer.subscription.updated', object(state.subscriptions, ids.sub)],
    ['invoice.payment_failed', object(state.invoices, ids.in2)],
    ['payment_intent.payment_failed', object(state.intents, ids.pi2)],
    ['invoice.paid', object(state.invoices, ids.in2)],
    ['payment_intent.succeeded', object(state.intents, ids.pi2)],
    [
      'charge.refunded',
      {
        id: `ch_${tag}a`,
        object: 'charge',
        customer: `cus_${tag}`,
        payment_intent: ids.pi1,
        refunded: true,
      },
    ],
    ['customer.subscription.deleted', object(state.subscriptions, ids.sub)],
  ].map(([type, body], index) => ({
    id: `evt_${tag}${index}`,
    type: type as string,
    object: body as Record<string, unknown>,
  }));
  return { userId, subscriptionId: ids.sub, events, endedAt };
}

/**
 * What the scenario left in Rooms' rows, in a comparable form: the payments' statuses, the
 * entitlements in force, the user's premium end and the subscription.
 */
export async function scenarioOutcome(db: Db, userId: number) {
  const paymentRows = await db.select().from(payments).where(eq(payments.userId, userId));
  const rights = await db.select().from(entitlements).where(eq(entitlements.userId, userId));
  const [user] = await db
    .select({ until: users.premiumUntil })
    .from(users)
    .where(eq(users.id, userId));
  const [subscription] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return {
    payments: paymentRows.map((row) => `${row.stripeInvoiceId?.slice(-1)}:${row.status}`).sort(),
    entitlements: rights
      .filter((row) => row.revokedAt === null)
      .map((row) => `${row.productId}:${row.startsAt.toISOString()}-${row.endsAt?.toISOString()}`)
      .sort(),
    premiumUntil: user?.until?.toISOString() ?? null,
    subscription: {
      status: subscription?.status,
      endedAt: subscription?.endedAt?.toISOString() ?? null,
      periodEnd: subscription?.currentPeriodEnd?.toISOString() ?? null,
    },
  };
}

/** The outcome every order of the scenario's events must give. */
export function expectedOutcome(scenario: SubscriptionScenario) {
  const ended = new Date(scenario.endedAt * 1000).toISOString();
  return {
    paymentStatuses: [`a:${PaymentStatus.Refund}`, `b:${PaymentStatus.Paid}`],
    premiumUntil: ended,
    subscriptionStatus: 'canceled',
    endedAt: ended,
  };
}

/** Removes the scenario's rows (a fresh start for the next run of a property). */
export async function clearScenario(db: Db, userId: number): Promise<void> {
  await db.delete(entitlements).where(eq(entitlements.userId, userId));
  await db.delete(payments).where(eq(payments.userId, userId));
  await db.delete(subscriptions).where(eq(subscriptions.userId, userId));
  await db.update(users).set({ premiumUntil: null }).where(eq(users.id, userId));
  await db.delete(stripeEvents);
}
