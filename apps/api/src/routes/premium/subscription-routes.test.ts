import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { entitlements, subscriptions, users } from '../../db/schema.js';
import { signStopToken } from '../../payments/lifecycle/stop-token.js';
import { fakeStripe } from '../../payments/lifecycle/testing/fake-stripe.js';
import { insertPaidSubscription } from '../../payments/lifecycle/testing/subscription-fixtures.js';
import { createTestApp, eventually, registerUser, sentMail } from '../../testing/test-app.js';

import type { FakeStripe } from '../../payments/lifecycle/testing/fake-stripe.js';
import type { TestApp, TestUser } from '../../testing/test-app.js';

let t: TestApp;
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = fakeStripe();
  t = await createTestApp({}, undefined, stripe.payments);
});

afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  stripe.calls.length = 0;
  stripe.failing = false;
});

function call(user: TestUser | null, method: 'GET' | 'POST', url: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(user ? { cookie: user.cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined
      ? {}
      : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

async function subscriberWith(options?: Parameters<typeof insertPaidSubscription>[2]) {
  const user = await registerUser(t.app, { locale: 'en' });
  const paid = await insertPaidSubscription(t.database.db, user.id, options);
  return { user, ...paid };
}

async function rowOf(id: number) {
  const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row!;
}

describe('GET /premium/subscription', () => {
  it('answers 401 anonymously and null without a subscription', async () => {
    expect((await call(null, 'GET', '/premium/subscription')).statusCode).toBe(401);
    const user = await registerUser(t.app);
    const response = await call(user, 'GET', '/premium/subscription');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ subscription: null, premiumUntil: null });
  });

  it('shows the live subscription, its amount and the withdrawal deadline', async () => {
    const { user, subscriptionId, periodEnd } = await subscriberWith({ paidDaysAgo: 2 });
    const body = (await call(user, 'GET', '/premium/subscription')).json();
    expect(body.subscription).toMatchObject({
      id: subscriptionId,
      productId: 258,
      status: 'active',
      cancelAtPeriodEnd: false,
      amountCents: 2495,
      currentPeriodEnd: periodEnd.toISOString(),
    });
    const until = new Date(body.subscription.withdrawableUntil).getTime();
    expect(until - Date.now()).toBeGreaterThan(11.9 * 86_400_000);
    expect(until - Date.now()).toBeLessThan(12.1 * 86_400_000);
    expect(body.premiumUntil).toBe(periodEnd.toISOString());
  });

  it('offers no withdrawal after 14 days', async () => {
    const { user } = await subscriberWith({ paidDaysAgo: 15 });
    const body = (await call(user, 'GET', '/premium/subscription')).json();
    expect(body.subscription.withdrawableUntil).toBeNull();
  });
});

describe('POST /premium/subscription/stop and resume', () => {
  it('stops the renewal in one step at Stripe and in the row, and resumes it', async () => {
    const { user, subscriptionId, stripeSubscriptionId } = await subscriberWith();
    const stopped = await call(user, 'POST', '/premium/subscription/stop', {});
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().subscription.cancelAtPeriodEnd).toBe(true);
    expect((await rowOf(subscriptionId)).cancelAtPeriodEnd).toBe(true);
    expect(stripe.calls).toEqual([
      {
        method: 'subscriptions.update',
        id: stripeSubscriptionId,
        params: { cancel_at_period_end: true },
      },
    ]);
    // Twice is harmless and asks Stripe nothing more.
    expect((await call(user, 'POST', '/premium/subscription/stop', {})).statusCode).toBe(200);
    expect(stripe.calls).toHaveLength(1);

    const resumed = await call(user, 'POST', '/premium/subscription/resume', {});
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().subscription.cancelAtPeriodEnd).toBe(false);
    expect(stripe.calls[1]).toMatchObject({ params: { cancel_at_period_end: false } });
  });

  it("acts only on the caller's own subscription", async () => {
    const { subscriptionId } = await subscriberWith();
    const other = await registerUser(t.app);
    const response = await call(other, 'POST', '/premium/subscription/stop', {});
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'http_404', message: 'No subscription' });
    expect((await rowOf(subscriptionId)).cancelAtPeriodEnd).toBe(false);
    expect(stripe.calls).toHaveLength(0);
    expect((await call(null, 'POST', '/premium/subscription/stop', {})).statusCode).toBe(401);
  });

  it('stops with the one-click token signed out, and refuses forged or expired tokens', async () => {
    const { subscriptionId, periodEnd } = await subscriberWith();
    const secret = stripe.payments.webhookSecret;
    const token = signStopToken(secret, { subscriptionId, periodEnd });
    const forged = `${token.slice(0, -2)}AA`;
    const otherKey = signStopToken('whsec_other', { subscriptionId, periodEnd });
    const expired = signStopToken(secret, {
      subscriptionId,
      periodEnd: new Date(Date.now() - 1000),
    });
    for (const bad of [forged, otherKey, expired, 'x', `${subscriptionId}.1.${'A'.repeat(43)}`]) {
      const response = await call(null, 'POST', '/premium/subscription/stop', { token: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('stop_link_invalid');
    }
    expect((await rowOf(subscriptionId)).cancelAtPeriodEnd).toBe(false);

    const stopped = await call(null, 'POST', '/premium/subscription/stop', { token });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().subscription).toMatchObject({
      id: subscriptionId,
      cancelAtPeriodEnd: true,
    });
    const resumed = await call(null, 'POST', '/premium/subscription/resume', { token });
    expect(resumed.json().subscription.cancelAtPeriodEnd).toBe(false);
  });

  it('refuses the token of a subscription that ended', async () => {
    const { subscriptionId, periodEnd } = await subscriberWith();
    await t.database.db
      .update(subscriptions)
      .set({ status: 'canceled', endedAt: new Date() })
      .where(eq(subscriptions.id, subscriptionId));
    const token = signStopToken(stripe.payments.webhookSecret, { subscriptionId, periodEnd });
    const response = await call(null, 'POST', '/premium/subscription/stop', { token });
    expect(response.statusCode).toBe(400);
  });

  it.each([
    ['a number token', { token: 5 }],
    ['an unknown field', { token: 'x', userId: 1 }],
    ['a huge token', { token: 'a'.repeat(100_000) }],
    ['malformed JSON', '{"token":'],
    ['an array', [1]],
  ])('answers 400 for %s', async (_name, body) => {
    const user = await registerUser(t.app);
    const response = await call(user, 'POST', '/premium/subscription/stop', body);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().code).toBe('string');
  });

  it('answers 400 for a NUL in the token', async () => {
    const response = await call(null, 'POST', '/premium/subscription/stop', { token: 'a\u0000b' });
    expect(response.statusCode).toBe(400);
  });

  it('answers 502 (1127) and changes nothing when Stripe fails', async () => {
    const { user, subscriptionId } = await subscriberWith();
    stripe.failing = true;
    const response = await call(user, 'POST', '/premium/subscription/stop', {});
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      code: 1127,
      message: 'Payment processing failed at the payment provider',
    });
    expect((await rowOf(subscriptionId)).cancelAtPeriodEnd).toBe(false);
  });

  it('cannot resume a subscription whose renewal failed', async () => {
    const { user, subscriptionId } = await subscriberWith();
    await t.database.db
      .update(subscriptions)
      .set({ status: 'past_due', cancelAtPeriodEnd: true })
      .where(eq(subscriptions.id, subscriptionId));
    const response = await call(user, 'POST', '/premium/subscription/resume', {});
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe(1122);
  });
});

describe('POST /premium/subscription/withdraw', () => {
  it('ends the subscription now, refunds the first payment, ends premium and e-mails', async () => {
    const { user, subscriptionId, stripeSubscriptionId, paymentId, paymentIntentId } =
      await subscriberWith({ paidDaysAgo: 3 });
    stripe.refundAmount = 2495;
    const response = await call(user, 'POST', '/premium/subscription/withdraw', { confirm: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      subscription: null,
      premiumUntil: null,
      refundedCents: 2495,
    });
    expect(stripe.calls.map((c) => c.method)).toEqual([
      'subscriptions.retrieve',
      'subscriptions.cancel',
      'refunds.create',
    ]);
    expect(stripe.calls[2]).toMatchObject({
      params: { payment_intent: paymentIntentId },
      idempotencyKey: `rooms-withdrawal-${paymentId}`,
    });
    const row = await rowOf(subscriptionId);
    expect(row.status).toBe('canceled');
    expect(row.withdrawnAt).not.toBeNull();
    expect(stripeSubscriptionId).toMatch(/^sub_/);
    const [user_] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(user_!.premiumUntil).toBeNull();
    const [entitlement] = await t.database.db
      .select()
      .from(entitlements)
      .where(eq(entitlements.paymentId, paymentId));
    expect(entitlement!.revokedAt).not.toBeNull();
    const mail = await eventually(() =>
      sentMail(t.app).find((m) => m.to === user.email && m.subject.includes('withdrawal')),
    );
    expect(mail.text).toContain('€24.95');
    expect(mail.text).toContain('14-day withdrawal period');
    // Done once: a second withdrawal finds no live subscription.
    expect(
      (await call(user, 'POST', '/premium/subscription/withdraw', { confirm: true })).statusCode,
    ).toBe(404);
  });

  it('refuses after 14 days with withdrawal_period_over and changes nothing', async () => {
    const { user, subscriptionId } = await subscriberWith({ paidDaysAgo: 15 });
    const response = await call(user, 'POST', '/premium/subscription/withdraw', { confirm: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('withdrawal_period_over');
    expect(stripe.calls).toHaveLength(0);
    expect((await rowOf(subscriptionId)).status).toBe('active');
  });

  it.each([
    ['no body field', {}],
    ['confirm false', { confirm: false }],
    ['confirm as text', { confirm: 'true' }],
    ['another user id', { confirm: true, userId: 1 }],
  ])('answers 400 for %s', async (_name, body) => {
    const { user } = await subscriberWith();
    const response = await call(user, 'POST', '/premium/subscription/withdraw', body);
    expect(response.statusCode).toBe(400);
    expect(stripe.calls).toHaveLength(0);
  });

  it('answers 401 anonymously and 404 without a subscription', async () => {
    expect(
      (await call(null, 'POST', '/premium/subscription/withdraw', { confirm: true })).statusCode,
    ).toBe(401);
    const user = await registerUser(t.app);
    expect(
      (await call(user, 'POST', '/premium/subscription/withdraw', { confirm: true })).statusCode,
    ).toBe(404);
  });
});

describe('GET /premium/invoices', () => {
  it("lists the user's own payments with their VAT, never another user's", async () => {
    const { user, paymentId } = await subscriberWith();
    const other = await subscriberWith();
    const body = (await call(user, 'GET', '/premium/invoices')).json();
    expect(body.invoices).toHaveLength(1);
    expect(body.invoices[0]).toMatchObject({
      paymentId,
      productIds: [258],
      amountCents: 2495,
      vatCents: 433,
      status: 2,
      listingId: null,
      reversedAt: null,
    });
    expect(body.invoices.some((i: { paymentId: number }) => i.paymentId === other.paymentId)).toBe(
      false,
    );
    expect((await call(null, 'GET', '/premium/invoices')).statusCode).toBe(401);
  });
});

describe('the stand-in controls', () => {
  it('are not there with real Stripe', async () => {
    const user = await registerUser(t.app);
    const response = await call(user, 'POST', '/premium/subscription/standin/run', {
      task: 'renewalReminders',
    });
    expect(response.statusCode).toBe(404);
  });
});
