import {
  BusinessResultCode,
  CASHBACK_PERCENT,
  CashbackStatus,
  DeactivationReason,
  ListingStatus,
  PaymentStatus,
  ProductId,
  productById,
  type Product,
} from '@rooms/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  cashbacks,
  conversations,
  listings,
  payments,
  stripeEvents,
  users,
} from '../../db/schema.js';
import { insertListing, insertPlace, type TestPlace } from '../../testing/listing-fixtures.js';
import {
  eventually,
  nextClientAddress,
  registerUser,
  sentMail,
  type TestApp,
  type TestUser,
} from '../../testing/test-app.js';
import { createUserCall, type UserCall } from '../../testing/user-call.js';
import { startPayment } from '../checkout.js';
import { standinControl, type StripeStandin } from '../stripe-standin/index.js';
import { startStandinApp, type StandinApp } from '../testing/standin-app.js';

import type { PaymentsContext } from '../payments-context.js';
import type Stripe from 'stripe';

/** Cashback against the real stand-in: the refund job calls it, its webhook comes back. */
let t: TestApp;
let world: StandinApp;
let standin: StripeStandin;
let context: PaymentsContext;
let call: UserCall;
let place: TestPlace;
let landlord: TestUser;
let premiumTenant: TestUser;
let premiumPaymentId: number;

beforeAll(async () => {
  world = await startStandinApp('cashbacktest');
  ({ t, standin, context } = world);
  call = createUserCall(t.app);
  place = await insertPlace(t.database.db);
  landlord = await registerUser(t.app, { firstName: 'Kees' });
  premiumTenant = await registerUser(t.app, { firstName: 'Sanne' });
  premiumPaymentId = await payPremium(premiumTenant);
}, 60_000);

afterAll(async () => {
  await world.close();
});

/** Pays the monthly tenant premium (258) by card through the stand-in; waits until Paid. */
async function payPremium(user: TestUser): Promise<number> {
  const start = await startPayment(
    t.database.db,
    context.stripe,
    {
      userId: user.id,
      products: [productById(ProductId.PremiumOneMonthTenant) as Product],
      listingId: null,
    },
    new Date(),
  );
  await standinControl(standin.url).confirm({
    clientSecret: start.clientSecret,
    outcome: 'succeeded',
    paymentMethodType: 'card',
  });
  await until(async () => {
    const [row] = await t.database.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, start.paymentId));
    return row?.status === PaymentStatus.Paid;
  });
  return start.paymentId;
}

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      const jobs = await t.database.pool.query(
        'select task_identifier, last_error from graphile_worker.jobs where last_error is not null',
      );
      throw new Error(`condition not met in time; ${JSON.stringify(jobs.rows).slice(0, 1500)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** An online advert of a landlord and a conversation of a tenant about it. */
async function advertWithConversation(owner: TestUser, tenant: TestUser) {
  const listingId = await insertListing(t.database.db, {
    landlordId: owner.id,
    place,
    title: 'Kamer aan de Herestraat',
  });
  const conversationID = await conversationAbout(listingId, owner, tenant);
  return { listingId, conversationID };
}

async function conversationAbout(listingId: number, owner: TestUser, tenant: TestUser) {
  const [row] = await t.database.db
    .insert(conversations)
    .values({ listingId, tenantId: tenant.id, landlordId: owner.id, arrivalSource: 1 })
    .returning({ id: conversations.id });
  return row!.id;
}

function deactivate(user: TestUser | null, body: unknown) {
  return call(user, { method: 'POST', path: '/listing/deactivate-listing', body });
}

async function statusOf(listingId: number) {
  const [row] = await t.database.db
    .select({ status: listings.status, reason: listings.deactivationReason })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row!;
}

async function cashbackRows(tenantId: number) {
  return t.database.db.select().from(cashbacks).where(eq(cashbacks.tenantUserId, tenantId));
}

async function chargeOf(paymentId: number): Promise<Stripe.Charge> {
  const [row] = await t.database.db
    .select({ intent: payments.stripePaymentIntentId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  const intent = await context.stripe.paymentIntents.retrieve(row!.intent!, {
    expand: ['latest_charge'],
  });
  return intent.latest_charge as Stripe.Charge;
}

describe('a payment paid through the stand-in', () => {
  it('records the fingerprint of the card that paid it (self-referral check)', async () => {
    const [row] = await t.database.db
      .select({ fingerprint: payments.paymentFingerprint, method: payments.paymentMethod })
      .from(payments)
      .where(eq(payments.id, premiumPaymentId));
    const charge = await chargeOf(premiumPaymentId);
    expect(row!.method).toBe('card');
    expect(row!.fingerprint).toBe(charge.payment_method_details?.card?.fingerprint);
    expect(row!.fingerprint).toEqual(expect.any(String));
  });
});

describe('GET /listing/rental-candidates', () => {
  it('lists the tenants with a conversation about the own advert, most recent first', async () => {
    const other = await registerUser(t.app, { firstName: 'Bram' });
    const { listingId, conversationID } = await advertWithConversation(landlord, premiumTenant);
    const later = await conversationAbout(listingId, landlord, other);
    await t.database.db
      .update(conversations)
      .set({ lastMessageAt: sql`now() + interval '1 minute'` })
      .where(eq(conversations.id, later));
    const answer = await call(landlord, {
      method: 'GET',
      path: '/listing/rental-candidates',
      query: { listingID: listingId },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      candidates: [
        { conversationID: later, tenantFirstName: 'Bram', lastMessageAt: expect.any(String) },
        { conversationID, tenantFirstName: 'Sanne', lastMessageAt: expect.any(String) },
      ],
    });
    expect(JSON.stringify(answer.body)).not.toContain(premiumTenant.email);
  });

  it("answers 404 1015 for another landlord's advert, 401 anonymous, 400 for a bad id", async () => {
    const { listingId } = await advertWithConversation(landlord, premiumTenant);
    const stranger = await registerUser(t.app);
    const foreign = await call(stranger, {
      method: 'GET',
      path: '/listing/rental-candidates',
      query: { listingID: listingId },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe(BusinessResultCode.AdvertNotFound);
    const anonymous = await call(null, {
      method: 'GET',
      path: '/listing/rental-candidates',
      query: { listingID: listingId },
    });
    expect(anonymous.status).toBe(401);
    for (const listingID of ['abc', '9'.repeat(400), '-1', '0', '1%00', '']) {
      const bad = await t.app.inject({
        method: 'GET',
        url: `/listing/rental-candidates?listingID=${listingID}`,
        remoteAddress: nextClientAddress(),
        headers: { cookie: landlord.cookie },
      });
      expect(bad.statusCode, listingID).toBe(400);
      expect(bad.json().code).toBe('invalid_request');
    }
  });
});

describe('cashback through POST /listing/deactivate-listing', () => {
  it('refunds 50% of the last premium payment once the landlord names the tenant; premium stays', async () => {
    const premiumBefore = (
      await t.database.db
        .select({ until: users.premiumUntil })
        .from(users)
        .where(eq(users.id, premiumTenant.id))
    )[0]!.until;
    const { listingId, conversationID } = await advertWithConversation(landlord, premiumTenant);
    const answer = await deactivate(landlord, {
      listingID: listingId,
      reason: DeactivationReason.FoundViaProduct,
      conversationID,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: ListingStatus.Inactive, deactivationReason: 1 });
    const [row] = await cashbackRows(premiumTenant.id);
    expect(row).toMatchObject({
      listingId,
      conversationId: conversationID,
      paymentId: premiumPaymentId,
      amountCents: Math.floor((2495 * CASHBACK_PERCENT) / 100),
    });
    await until(
      async () => (await cashbackRows(premiumTenant.id))[0]?.status === CashbackStatus.Refunded,
    );
    const [refunded] = await cashbackRows(premiumTenant.id);
    expect(refunded!.stripeRefundId).toMatch(/^re_/);
    expect(refunded!.refundedAt).not.toBeNull();
    const charge = await chargeOf(premiumPaymentId);
    expect(charge.amount_refunded).toBe(1247);
    expect(charge.refunded).toBe(false);
    // The partial refund's charge.refunded event is handled and changes nothing.
    await until(async () => {
      const [open] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(stripeEvents)
        .where(
          sql`${stripeEvents.type} = 'charge.refunded' and ${stripeEvents.handledAt} is not null`,
        );
      return (open?.n ?? 0) > 0;
    });
    const [payment] = await t.database.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, premiumPaymentId));
    expect(payment!.status).toBe(PaymentStatus.Paid);
    const [user] = await t.database.db
      .select({ until: users.premiumUntil })
      .from(users)
      .where(eq(users.id, premiumTenant.id));
    expect(user!.until).toEqual(premiumBefore);

    const view = await call(premiumTenant, { method: 'GET', path: '/premium/cashback' });
    expect(view.status).toBe(200);
    expect(view.body).toEqual({
      percent: CASHBACK_PERCENT,
      cashback: {
        status: CashbackStatus.Refunded,
        amountCents: 1247,
        listingTitle: 'Kamer aan de Herestraat',
        confirmedAt: expect.any(String),
        refundedAt: expect.any(String),
      },
    });
    const mail = await eventually(() =>
      sentMail(t.app).find(
        (message) => message.to === premiumTenant.email && message.subject.includes('cashback'),
      ),
    );
    expect(mail.text).toContain('https://rooms.test/cashback');
  });

  it('a second confirmation for the same tenant adds nothing and still deactivates', async () => {
    await until(
      async () => (await cashbackRows(premiumTenant.id))[0]?.status === CashbackStatus.Refunded,
    );
    const { listingId, conversationID } = await advertWithConversation(landlord, premiumTenant);
    const answer = await deactivate(landlord, {
      listingID: listingId,
      reason: DeactivationReason.FoundViaProduct,
      conversationID,
    });
    expect(answer.status).toBe(200);
    expect((await statusOf(listingId)).status).toBe(ListingStatus.Inactive);
    expect(await cashbackRows(premiumTenant.id)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await chargeOf(premiumPaymentId)).amount_refunded).toBe(1247);
  });

  it('a tenant without a premium payment gets NoPremiumPayment and nothing is paid out', async () => {
    const free = await registerUser(t.app, { firstName: 'Noor' });
    const { listingId, conversationID } = await advertWithConversation(landlord, free);
    const answer = await deactivate(landlord, {
      listingID: listingId,
      reason: DeactivationReason.FoundViaProduct,
      conversationID,
    });
    expect(answer.status).toBe(200);
    const [row] = await cashbackRows(free.id);
    expect(row).toMatchObject({
      status: CashbackStatus.NoPremiumPayment,
      amountCents: null,
      paymentId: null,
    });
    const view = await call(free, { method: 'GET', path: '/premium/cashback' });
    expect(view.body.cashback).toMatchObject({
      status: CashbackStatus.NoPremiumPayment,
      amountCents: null,
      refundedAt: null,
    });
  });

  it('a conversation about another advert, or of another landlord, is 404 and changes nothing', async () => {
    const tenant = await registerUser(t.app);
    const { listingId } = await advertWithConversation(landlord, tenant);
    const { conversationID: elsewhere } = await advertWithConversation(landlord, tenant);
    const otherLandlord = await registerUser(t.app);
    const { conversationID: foreign } = await advertWithConversation(otherLandlord, tenant);
    for (const conversationID of [elsewhere, foreign, 2_000_000_000]) {
      const answer = await deactivate(landlord, {
        listingID: listingId,
        reason: DeactivationReason.FoundViaProduct,
        conversationID,
      });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 'http_404', message: 'Not found' });
    }
    expect((await statusOf(listingId)).status).toBe(4);
    expect(await cashbackRows(tenant.id)).toHaveLength(0);
  });

  it('a conversationID with another reason than FoundViaProduct is 400', async () => {
    const tenant = await registerUser(t.app);
    const { listingId, conversationID } = await advertWithConversation(landlord, tenant);
    const answer = await deactivate(landlord, {
      listingID: listingId,
      reason: DeactivationReason.FoundViaNetwork,
      conversationID,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_request');
    expect(answer.body.data.fields[0].field).toBe('body.conversationID');
    expect((await statusOf(listingId)).status).toBe(4);
    expect(await cashbackRows(tenant.id)).toHaveLength(0);
  });

  it("another landlord's advert is 404 1015 and records nothing", async () => {
    const tenant = await registerUser(t.app);
    const otherLandlord = await registerUser(t.app);
    const { listingId, conversationID } = await advertWithConversation(otherLandlord, tenant);
    const answer = await deactivate(landlord, {
      listingID: listingId,
      reason: DeactivationReason.FoundViaProduct,
      conversationID,
    });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe(BusinessResultCode.AdvertNotFound);
    expect(await cashbackRows(tenant.id)).toHaveLength(0);
  });

  it.each([
    ['a string id', 'abc'],
    ['a huge id', 1e300],
    ['a negative id', -4],
    ['a fraction', 1.5],
    ['null', null],
    ['a NUL string', '1\u0000'],
    ['an object', { id: 1 }],
  ])('refuses %s as conversationID with 400, never 500', async (_name, conversationID) => {
    const tenant = await registerUser(t.app);
    const { listingId } = await advertWithConversation(landlord, tenant);
    const answer = await deactivate(landlord, {
      listingID: listingId,
      reason: DeactivationReason.FoundViaProduct,
      conversationID,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_request');
    expect((await statusOf(listingId)).status).toBe(4);
  });
});

describe('GET /premium/cashback', () => {
  it('is null before any confirmation and 401 anonymous', async () => {
    const user = await registerUser(t.app);
    const answer = await call(user, { method: 'GET', path: '/premium/cashback' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ percent: CASHBACK_PERCENT, cashback: null });
    const anonymous = await call(null, { method: 'GET', path: '/premium/cashback' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('http_401');
  });
});
