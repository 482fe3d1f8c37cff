import { ProductId, REFERRAL_REWARD_DAYS, ReferralStatus } from '@rooms/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { entitlements, payments, referrals, stripeEvents, users } from '../../db/schema.js';
import {
  createTestApp,
  eventually,
  registerUser,
  sentMail,
  type TestApp,
  type TestUser,
} from '../../testing/test-app.js';
import { createUserCall, type UserCall } from '../../testing/user-call.js';
import { EntitlementSource } from '../entitlements.js';
import { handleStripeEvent } from '../handle-stripe-event.js';
import {
  fakeIntent,
  fakePayments,
  signedEvent,
  type FakeStripeState,
} from '../testing/fake-stripe.js';

import { settleReferral } from './referral-reward-job.js';

import type { PaymentsContext } from '../payments-context.js';
import type Stripe from 'stripe';

const DAY_MS = 86_400_000;
const SITE = 'https://rooms.test';
let t: TestApp;
let call: UserCall;
let context: PaymentsContext;
let state: FakeStripeState;
let inviter: TestUser;
let code: string;
let counter = 0;

beforeAll(async () => {
  ({ context, state } = fakePayments());
  t = await createTestApp({}, undefined, context);
  call = createUserCall(t.app);
  inviter = await registerUser(t.app, { firstName: 'Ivo' });
  code = (await call(inviter, { method: 'GET', path: '/premium/referrals' })).body.code;
});

afterAll(async () => {
  await t.close();
});

/** A new account signed up through the inviter's link. */
async function invited(firstName = 'Fenna'): Promise<TestUser> {
  return registerUser(t.app, { firstName, referralCode: code });
}

async function referralOf(userId: number) {
  const [row] = await t.database.db
    .select()
    .from(referrals)
    .where(eq(referrals.invitedUserId, userId));
  return row;
}

/** A payment method as Stripe expands it on the intent. */
function method(type: 'card' | 'sepa_debit', fingerprint: string) {
  return {
    id: `pm_${type}_${fingerprint}`,
    object: 'payment_method',
    type,
    [type]: { fingerprint, last4: '4242' },
  } as unknown as Stripe.PaymentMethod;
}

/**
 * A one-off premium payment of a user, paid in the Stripe double with a method, and its
 * `payment_intent.succeeded` event handled by the job (at `now`).
 */
async function pay(
  user: { id: number },
  paidWith: Stripe.PaymentMethod,
  now = new Date(),
): Promise<{ paymentId: number; intentId: string }> {
  counter += 1;
  const intentId = `pi_referral${counter}x${Date.now()}`;
  const [payment] = await t.database.db
    .insert(payments)
    .values({
      userId: user.id,
      productIds: [ProductId.PremiumOneMonthNoRenewal],
      amountCents: 2995,
      stripePaymentIntentId: intentId,
    })
    .returning({ id: payments.id });
  state.intents.set(intentId, {
    ...fakeIntent(intentId, 'succeeded', 2995),
    payment_method: paidWith,
    payment_method_types: [paidWith.type],
  });
  await handle('payment_intent.succeeded', { id: intentId, object: 'payment_intent' }, now);
  return { paymentId: payment!.id, intentId };
}

/** Stores an event and runs its job directly (the clock of the job is `now`). */
async function handle(type: string, object: Record<string, unknown>, now = new Date()) {
  counter += 1;
  const id = `evt_referral${counter}x${Date.now()}`;
  await t.database.db.insert(stripeEvents).values({
    id,
    type,
    objectId: String(object.id),
    payload: { id, type, data: { object } },
  });
  await handleStripeEvent(t.database.db, context, id, () => now);
}

/** Waits until the referral of an account has a status (the reward job runs in the runner). */
async function statusOnce(userId: number, status: ReferralStatus) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const row = await referralOf(userId);
    if (row?.status === status) return row;
    if (Date.now() > deadline) throw new Error(`referral status ${row?.status}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function premiumUntil(userId: number): Promise<Date | null> {
  const [row] = await t.database.db
    .select({ until: users.premiumUntil })
    .from(users)
    .where(eq(users.id, userId));
  return row?.until ?? null;
}

async function referralRewards(userId: number) {
  return t.database.db
    .select()
    .from(entitlements)
    .where(
      and(eq(entitlements.userId, userId), eq(entitlements.source, EntitlementSource.Referral)),
    );
}

const dependencies = () => ({ db: t.database.db, siteUrl: SITE });

describe('referral codes and sign-up', () => {
  it('gives every account one code of 8 characters without look-alikes, never changed', async () => {
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    const again = await call(inviter, { method: 'GET', path: '/premium/referrals' });
    expect(again.body.code).toBe(code);
  });

  it('links an account signed up with the code (any case, spaces) as Joined on confirm', async () => {
    const before = await referralOf(inviter.id);
    expect(before).toBeUndefined();
    const friend = await registerUser(t.app, {
      firstName: 'Jelle',
      referralCode: `  ${code.toLowerCase()} `,
    });
    const row = await referralOf(friend.id);
    expect(row).toMatchObject({
      inviterUserId: inviter.id,
      status: ReferralStatus.Joined,
      paymentId: null,
      clearsAt: null,
    });
    const answer = await call(inviter, { method: 'GET', path: '/premium/referrals' });
    expect(answer.status).toBe(200);
    expect(answer.body.rewardDays).toBe(REFERRAL_REWARD_DAYS);
    expect(answer.body.invitations[0]).toEqual({
      firstName: 'Jelle',
      joinedAt: expect.any(String),
      status: ReferralStatus.Joined,
      clearsAt: null,
      rewardedAt: null,
    });
    // First names only: never the invited person's e-mail address.
    expect(JSON.stringify(answer.body)).not.toContain(friend.email);
  });

  it.each([
    ['an unknown code', 'ZZZZ2222'],
    ['a code of the wrong length', 'ABC'],
    ['a code with look-alikes', 'IIIIOOOO'],
    ['punctuation', '<script>'],
    ['an empty code', ''],
  ])('ignores %s: the sign-up works and links nothing', async (_name, referralCode) => {
    const user = await registerUser(t.app, { referralCode });
    expect(await referralOf(user.id)).toBeUndefined();
  });

  it('refuses a code longer than 16 characters or of another type with 400', async () => {
    for (const referralCode of ['A'.repeat(17), 12345678, ['ABCDEFGH'], null]) {
      const answer = await call(null, {
        method: 'POST',
        path: '/customer/register',
        body: {
          email: `long${Date.now()}@example.com`,
          password: 'correct horse battery',
          firstName: 'Lang',
          referralCode,
        },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('invalid_request');
    }
  });

  it('is 401 when anonymous', async () => {
    const answer = await call(null, { method: 'GET', path: '/premium/referrals' });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('http_401');
  });
});

describe('the reward', () => {
  it('after the first paid card payment both accounts get 14 days (premium extended)', async () => {
    const friend = await invited('Anouk');
    const inviterBefore = await premiumUntil(inviter.id);
    const { paymentId } = await pay(friend, method('card', `fp_card_${friend.id}`));
    const row = await statusOnce(friend.id, ReferralStatus.Rewarded);
    const [paidPeriod] = await t.database.db
      .select({ endsAt: entitlements.endsAt })
      .from(entitlements)
      .where(eq(entitlements.paymentId, paymentId));
    const paidUntil = paidPeriod!.endsAt!;
    expect(row.clearsAt).not.toBeNull();
    expect(row.rewardedAt).not.toBeNull();
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, row.paymentId!));
    expect(payment!.paymentFingerprint).toBe(`fp_card_${friend.id}`);
    expect(payment!.paymentMethod).toBe('card');
    // Instant method: clears when paid.
    expect(row.clearsAt!.getTime()).toBe(payment!.paidAt!.getTime());
    // The invited account: its paid month, then 14 days more.
    const friendUntil = (await premiumUntil(friend.id))!;
    expect(friendUntil.getTime() - paidUntil.getTime()).toBe(REFERRAL_REWARD_DAYS * DAY_MS);
    // The inviter had no premium: 14 days from the reward.
    const inviterUntil = (await premiumUntil(inviter.id))!;
    const base =
      inviterBefore !== null && inviterBefore > row.rewardedAt! ? inviterBefore : row.rewardedAt!;
    expect(inviterUntil.getTime() - base.getTime()).toBe(REFERRAL_REWARD_DAYS * DAY_MS);
    expect(await referralRewards(friend.id)).toHaveLength(1);
    const overview = await call(friend, { method: 'GET', path: '/premium/referrals' });
    expect(overview.body.rewardedDays).toBe(REFERRAL_REWARD_DAYS);
    const inviterView = await call(inviter, { method: 'GET', path: '/premium/referrals' });
    expect(inviterView.body.rewardedDays).toBeGreaterThanOrEqual(REFERRAL_REWARD_DAYS);
    expect(
      inviterView.body.invitations.find((i: { firstName: string }) => i.firstName === 'Anouk'),
    ).toMatchObject({ status: ReferralStatus.Rewarded, rewardedAt: expect.any(String) });
    // Both get the e-mail, in their language (nl by default).
    for (const address of [friend.email, inviter.email]) {
      const mail = await eventually(() =>
        sentMail(t.app).find(
          (message) => message.to === address && message.subject.includes('gratis premium'),
        ),
      );
      expect(mail.text).toContain('https://rooms.test/referrals');
    }
  });

  it('a SEPA debit waits 56 days for its chargeback window', async () => {
    const friend = await invited('Sem');
    const paidAt = new Date();
    await pay(friend, method('sepa_debit', `fp_iban_${friend.id}`), paidAt);
    const row = (await referralOf(friend.id))!;
    expect(row.status).toBe(ReferralStatus.Clearing);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, row.paymentId!));
    expect(row.clearsAt!.getTime() - payment!.paidAt!.getTime()).toBe(56 * DAY_MS);
    const early = new Date(paidAt.getTime() + 55 * DAY_MS);
    expect(await settleReferral(dependencies(), row.id, early)).toBeNull();
    expect((await referralOf(friend.id))!.status).toBe(ReferralStatus.Clearing);
    expect(await referralRewards(friend.id)).toHaveLength(0);
    const cleared = new Date(row.clearsAt!.getTime() + 1000);
    expect(await settleReferral(dependencies(), row.id, cleared)).toBe(ReferralStatus.Rewarded);
    const rewards = await referralRewards(friend.id);
    expect(rewards).toHaveLength(1);
    expect(rewards[0]!.endsAt!.getTime() - rewards[0]!.startsAt.getTime()).toBe(
      REFERRAL_REWARD_DAYS * DAY_MS,
    );
  });

  it('gives nothing when the payment has the fingerprint of a paid payment of the inviter', async () => {
    const own = await registerUser(t.app, { firstName: 'Owen' });
    const ownCode = (await call(own, { method: 'GET', path: '/premium/referrals' })).body.code;
    await pay(own, method('card', 'fp_shared_card'));
    const second = await registerUser(t.app, { firstName: 'Owen', referralCode: ownCode });
    await pay(second, method('card', 'fp_shared_card'));
    const row = (await referralOf(second.id))!;
    expect(row.status).toBe(ReferralStatus.SelfReferral);
    expect(row.clearsAt).toBeNull();
    const { rows } = await t.database.pool.query(
      `select 1 from graphile_worker.jobs where key = $1`,
      [`referral:${row.id}`],
    );
    expect(rows).toHaveLength(0);
    expect(
      await settleReferral(dependencies(), row.id, new Date(Date.now() + 90 * DAY_MS)),
    ).toBeNull();
    expect(await referralRewards(second.id)).toHaveLength(0);
    expect(await referralRewards(own.id)).toHaveLength(0);
  });

  it('a refund before clearing reverses the referral: nothing is given', async () => {
    const friend = await invited('Roos');
    const { intentId } = await pay(friend, method('sepa_debit', `fp_iban_${friend.id}`));
    const row = (await referralOf(friend.id))!;
    expect(row.status).toBe(ReferralStatus.Clearing);
    await handle('charge.refunded', {
      id: `ch_${intentId}`,
      object: 'charge',
      payment_intent: intentId,
      refunded: true,
    });
    expect((await referralOf(friend.id))!.status).toBe(ReferralStatus.Reversed);
    const later = new Date(row.clearsAt!.getTime() + 1000);
    expect(await settleReferral(dependencies(), row.id, later)).toBeNull();
    expect(await referralRewards(friend.id)).toHaveLength(0);
  });

  it('a partial refund (cashback) does not reverse it', async () => {
    const friend = await invited('Pim');
    const { intentId } = await pay(friend, method('sepa_debit', `fp_iban_${friend.id}`));
    await handle('charge.refunded', {
      id: `ch_${intentId}`,
      object: 'charge',
      payment_intent: intentId,
      refunded: false,
    });
    expect((await referralOf(friend.id))!.status).toBe(ReferralStatus.Clearing);
  });

  it('replayed events and a repeated job give one reward', async () => {
    const friend = await invited('Lotte');
    const inviterBefore = (await referralRewards(inviter.id)).length;
    counter += 1;
    const intentId = `pi_replay${counter}x${Date.now()}`;
    await t.database.db.insert(payments).values({
      userId: friend.id,
      productIds: [ProductId.PremiumOneMonthNoRenewal],
      amountCents: 2995,
      stripePaymentIntentId: intentId,
    });
    state.intents.set(intentId, {
      ...fakeIntent(intentId, 'succeeded', 2995),
      payment_method: method('card', `fp_replay_${friend.id}`),
      payment_method_types: ['card'],
    });
    const events = [0, 1].map((i) => ({
      id: `evt_replay${counter}x${i}`,
      type: 'payment_intent.succeeded',
      object: { id: intentId, object: 'payment_intent' },
    }));
    for (const event of events) {
      const signed = signedEvent(context.stripe, context.webhookSecret, event);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          t.app.inject({
            method: 'POST',
            url: '/stripe/webhook',
            headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
            payload: signed.payload,
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(200));
    }
    const row = await statusOnce(friend.id, ReferralStatus.Rewarded);
    await allEventsHandled();
    expect(await settleReferral(dependencies(), row.id, new Date())).toBeNull();
    expect(await referralRewards(friend.id)).toHaveLength(1);
    expect(await referralRewards(inviter.id)).toHaveLength(inviterBefore + 1);
  });

  it('a later payment of the invited account changes nothing', async () => {
    const friend = await invited('Daan');
    await pay(friend, method('card', `fp_later_${friend.id}`));
    const first = await statusOnce(friend.id, ReferralStatus.Rewarded);
    await pay(friend, method('card', `fp_later_${friend.id}`));
    const after = (await referralOf(friend.id))!;
    expect(after.paymentId).toBe(first.paymentId);
    expect(after.status).toBe(ReferralStatus.Rewarded);
    expect(await referralRewards(friend.id)).toHaveLength(1);
  });

  it("the data export lists the user's referrals and code, never the other person", async () => {
    const answer = await call(inviter, { method: 'GET', path: '/customer/export' });
    expect(answer.status).toBe(200);
    expect(answer.body.account.referralCode).toBe(code);
    expect(answer.body.referrals.length).toBeGreaterThan(0);
    expect(answer.body.referrals[0]).toEqual({
      role: 'inviter',
      status: expect.any(Number),
      joinedAt: expect.any(String),
      clearsAt: expect.toBeOneOf([null, expect.any(String)]),
      rewardedAt: expect.toBeOneOf([null, expect.any(String)]),
    });
    expect(answer.body.cashback).toBeNull();
    expect(JSON.stringify(answer.body)).not.toContain('Anouk');
  });

  it('deleting the invited account drops a referral that was not rewarded', async () => {
    const friend = await invited('Bo');
    expect(await referralOf(friend.id)).toBeDefined();
    const answer = await call(friend, {
      method: 'POST',
      path: '/customer/delete-account',
      body: { password: friend.password },
    });
    expect(answer.status).toBeLessThan(300);
    expect(await referralOf(friend.id)).toBeUndefined();
  });

  it("deleting the inviter's account ends its code", async () => {
    const leaving = await registerUser(t.app, { firstName: 'Lea' });
    await call(leaving, { method: 'GET', path: '/premium/referrals' });
    await call(leaving, {
      method: 'POST',
      path: '/customer/delete-account',
      body: { password: leaving.password },
    });
    const [row] = await t.database.db
      .select({ code: users.referralCode })
      .from(users)
      .where(eq(users.id, leaving.id));
    expect(row!.code).toBeNull();
  });
});

async function allEventsHandled(): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [row] = await t.database.db
      .select({ open: sql<number>`count(*)::int` })
      .from(stripeEvents)
      .where(sql`${stripeEvents.handledAt} is null`);
    if (row?.open === 0) return;
    if (Date.now() > deadline) throw new Error('events not handled in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
