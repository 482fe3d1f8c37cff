import { BusinessResultCode, PaymentStatus, ProductId } from '@rooms/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listings, payments as paymentRows, users } from '../../db/schema.js';
import { standinControl, type StripeStandin } from '../../payments/stripe-standin/index.js';
import { startStandinApp, type StandinApp } from '../../payments/testing/standin-app.js';
import { insertListing, insertPlace } from '../../testing/listing-fixtures.js';
import { registerUser, type TestApp, type TestUser } from '../../testing/test-app.js';
import { createUserCall, type UserCall } from '../../testing/user-call.js';

import type { PaymentsContext } from '../../payments/payments-context.js';

/** The whole paying flow against the real stand-in: its webhooks reach the listening app. */
let t: TestApp;
let world: StandinApp;
let standin: StripeStandin;
let context: PaymentsContext;
let call: UserCall;
let tenant: TestUser;
let landlord: TestUser;
let listingId: number;

beforeAll(async () => {
  world = await startStandinApp('flowtest');
  ({ t, standin, context } = world);
  call = createUserCall(t.app);
  tenant = await registerUser(t.app);
  landlord = await registerUser(t.app);
  listingId = await insertListing(t.database.db, {
    landlordId: landlord.id,
    place: await insertPlace(t.database.db),
  });
});

afterAll(async () => {
  await world.close();
});

/** Polls the outcome until a status (the webhook and its job are asynchronous). */
async function outcomeOnce(user: TestUser, paymentId: number, status: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const answer = await call(user, {
      method: 'GET',
      path: '/premium/paymentstepfinal',
      query: { paymentId },
    });
    expect(answer.status).toBe(200);
    if (answer.body.status === status) return answer.body;
    if (Date.now() > deadline) {
      const jobs = await t.database.pool.query(
        'select task_identifier, last_error from graphile_worker.jobs where last_error is not null',
      );
      throw new Error(
        `status ${answer.body.status}, not ${status}; ${JSON.stringify(jobs.rows).slice(0, 1500)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function step1(user: TestUser, query: Record<string, string | number>, body?: unknown) {
  return call(user, { method: 'POST', path: '/premium/paymentstep1', query, body });
}

function confirm(user: TestUser, clientSecret: string, outcome: string) {
  return call(user, {
    method: 'POST',
    path: '/premium/standin/confirm',
    body: { clientSecret, outcome },
  });
}

const DAY_MS = 86_400_000;

describe('products', () => {
  it('lists the account products publicly, the advert ones per own advert', async () => {
    const answer = await call(null, { method: 'GET', path: '/premium/products' });
    const ids = answer.body.products.map((product: { id: number }) => product.id);
    expect(ids).toContain(ProductId.PremiumOneMonthTenant);
    expect(ids).toContain(ProductId.Premium15DaysLandlords);
    expect(ids).not.toContain(ProductId.TopAdvert7Days);
    const supply = await call(landlord, {
      method: 'GET',
      path: '/premium/supplyproducts',
      query: { listingID: listingId },
    });
    expect(supply.body).toMatchObject({ listingID: listingId, topAdvertUntil: null });
    expect(supply.body.products).toHaveLength(6);
    const other = await call(tenant, {
      method: 'GET',
      path: '/premium/supplyproducts',
      query: { listingID: listingId },
    });
    expect(other.status).toBe(404);
  });
});

describe('a tenant subscribes', () => {
  it('starts once (resumed), pays with the stand-in, premium is granted by the webhook', async () => {
    const started = await step1(tenant, {
      selectedProduct: ProductId.PremiumOneMonthTenant,
      selectedProductRatePlan: ProductId.PremiumOneMonthTenant,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({
      renews: true,
      amountCents: 2495,
      status: PaymentStatus.StartedNotSent,
    });
    expect(started.body.paymentMethodTypes).toContain('sepa_debit');
    const again = await step1(tenant, { selectedProduct: ProductId.PremiumOneMonthTenant });
    expect(again.body.paymentId).toBe(started.body.paymentId);
    expect(again.body.clientSecret).toBe(started.body.clientSecret);

    expect((await confirm(tenant, started.body.clientSecret, 'succeeded')).status).toBe(200);
    const outcome = await outcomeOnce(tenant, started.body.paymentId, PaymentStatus.Paid);
    expect(outcome.code).toBe(1000);
    const ends = new Date(outcome.entitlementEndsAt).getTime();
    expect(Math.abs(ends - Date.now() - 30 * DAY_MS)).toBeLessThan(DAY_MS + 60_000);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, tenant.id));
    expect(user!.premiumUntil!.getTime()).toBe(ends);

    const second = await step1(tenant, { selectedProduct: ProductId.PremiumThreeMonthsTenant });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe(BusinessResultCode.UserHasActiveMembership);
  });

  it('a failed renewal is paid from the reminder page', async () => {
    const [payment] = await t.database.db
      .select()
      .from(paymentRows)
      .where(eq(paymentRows.userId, tenant.id));
    const subscription = await context.stripe.invoices.retrieve(payment!.stripeInvoiceId!);
    const subscriptionId = subscription.parent!.subscription_details!.subscription as string;
    await standinControl(standin.url).renew(subscriptionId, 'failed');
    let renewal: typeof payment;
    const deadline = Date.now() + 20_000;
    do {
      await new Promise((resolve) => setTimeout(resolve, 50));
      [renewal] = await t.database.db
        .select()
        .from(paymentRows)
        .where(eq(paymentRows.status, PaymentStatus.Failed));
    } while (renewal === undefined && Date.now() < deadline);
    expect(renewal!.userId).toBe(tenant.id);
    const intentId = renewal!.stripePaymentIntentId!;
    const remind = (user: TestUser) =>
      call(user, {
        method: 'POST',
        path: '/stripe/createreminderpaymentintent',
        query: { paymentIntentId: intentId },
      });
    expect((await remind(landlord)).status).toBe(404);
    const reminder = await remind(tenant);
    expect(reminder.status, JSON.stringify(reminder.body)).toBe(200);
    expect(reminder.body.paymentMethodTypes).toEqual(['ideal', 'card', 'bancontact']);
    await confirm(tenant, reminder.body.clientSecret, 'succeeded');
    await outcomeOnce(tenant, renewal!.id, PaymentStatus.Paid);
  });
});

describe('one-off products, failures and refunds', () => {
  it('a failed payment can be tried again; a refund takes the premium back', async () => {
    const buyer = await registerUser(t.app);
    const started = await step1(buyer, { selectedProduct: ProductId.PremiumOneMonthNoRenewal });
    expect(started.body).toMatchObject({ renews: false, amountCents: 2995 });
    expect(started.body.paymentMethodTypes).not.toContain('sepa_debit');
    await confirm(buyer, started.body.clientSecret, 'failed');
    const failed = await outcomeOnce(buyer, started.body.paymentId, PaymentStatus.Failed);
    expect(failed.code).toBe(1116);
    const resumed = await call(buyer, {
      method: 'GET',
      path: '/premium/paymentstep2',
      query: { paymentId: started.body.paymentId },
    });
    expect(resumed.body.clientSecret).toBe(started.body.clientSecret);
    await confirm(buyer, started.body.clientSecret, 'succeeded');
    await outcomeOnce(buyer, started.body.paymentId, PaymentStatus.Paid);
    const intentId = started.body.clientSecret.split('_secret_')[0];
    await context.stripe.refunds.create({ payment_intent: intentId });
    await outcomeOnce(buyer, started.body.paymentId, PaymentStatus.Refund);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, buyer.id));
    expect(user!.premiumUntil).toBeNull();
  });

  it('a SEPA payment in progress refuses a second one (1125)', async () => {
    const buyer = await registerUser(t.app);
    const started = await step1(buyer, { selectedProduct: ProductId.PremiumThreeMonthsTenant });
    await confirm(buyer, started.body.clientSecret, 'processing');
    await outcomeOnce(buyer, started.body.paymentId, PaymentStatus.Processing);
    const second = await step1(buyer, { selectedProduct: ProductId.PremiumThreeMonthsTenant });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe(BusinessResultCode.UserHasOpenInvoice);
  });
});

describe('advert boosts', () => {
  it('a 7-day top advert and unlock, paid at once; a chargeback takes them back', async () => {
    const started = await call(landlord, {
      method: 'POST',
      path: '/premium/supplyproducts',
      body: {
        listingID: listingId,
        selectedProductIdList: [ProductId.UnlockAdvert7Days, ProductId.TopAdvert7Days],
      },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.amountCents).toBe(995 + 695);
    await confirm(landlord, started.body.clientSecret, 'succeeded');
    await outcomeOnce(landlord, started.body.paymentId, PaymentStatus.Paid);
    const supply = await call(landlord, {
      method: 'GET',
      path: '/premium/supplyproducts',
      query: { listingID: listingId },
    });
    const top = new Date(supply.body.topAdvertUntil).getTime();
    expect(Math.abs(top - Date.now() - 7 * DAY_MS)).toBeLessThan(60_000);
    expect(supply.body.unlockedUntil).toBe(supply.body.topAdvertUntil);
    const intentId = started.body.clientSecret.split('_secret_')[0];
    await standinControl(standin.url).dispute(intentId);
    await outcomeOnce(landlord, started.body.paymentId, PaymentStatus.Chargeback);
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, listingId));
    expect(row!.topAdvertUntil).toBeNull();
    expect(row!.unlockedUntil).toBeNull();
  });
});

describe('bad input and other users', () => {
  it('refuses unknown products, wrong rate plans, wrong kinds and other users’ rows', async () => {
    const cases: [Record<string, string | number>, unknown, number][] = [
      [{ selectedProduct: 999 }, undefined, 400],
      [{ selectedProduct: 'abc' }, undefined, 400],
      [{ selectedProduct: '1e300' }, undefined, 400],
      [{ selectedProduct: 99_999_999_999 }, undefined, 400],
      [{ selectedProduct: 258, selectedProductRatePlan: 261 }, undefined, 400],
      [{ selectedProduct: ProductId.TopAdvert3Days }, undefined, 400],
      [{ selectedProduct: ProductId.TopAdvert3Days }, { listingID: listingId }, 404],
      [{ selectedProduct: 238 }, { listingID: listingId }, 400],
      [{ selectedProduct: 238 }, { listingID: 'x' }, 400],
      [{ selectedProduct: 238 }, { listingID: 1, extra: true }, 400],
    ];
    for (const [query, body, status] of cases) {
      const answer = await step1(tenant, query, body);
      expect(answer.status, `${JSON.stringify(query)} ${JSON.stringify(body)}`).toBe(status);
    }
    const bodies = [
      { listingID: listingId, selectedProductIdList: [245, 246] },
      { listingID: listingId, selectedProductIdList: [258] },
      { listingID: listingId, selectedProductIdList: [] },
      { listingID: listingId, selectedProductIdList: [245, 249, 250] },
      { listingID: listingId, selectedProductIdList: ['245'] },
    ];
    for (const body of bodies) {
      const answer = await call(landlord, {
        method: 'POST',
        path: '/premium/supplyproducts',
        body,
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const [theirs] = await t.database.db
      .select()
      .from(paymentRows)
      .where(eq(paymentRows.userId, landlord.id));
    for (const path of ['/premium/paymentstep2', '/premium/paymentstepfinal']) {
      const answer = await call(tenant, { method: 'GET', path, query: { paymentId: theirs!.id } });
      expect(answer.status).toBe(404);
    }
    const secret = `${theirs!.stripePaymentIntentId}_secret_abc`;
    const final = await call(tenant, {
      method: 'GET',
      path: '/premium/paymentstepfinal',
      query: { payment_intent_client_secret: secret },
    });
    expect(final.status).toBe(404);
    expect((await confirm(tenant, secret, 'succeeded')).status).toBe(404);
    const address = await call(tenant, {
      method: 'POST',
      path: '/premium/address',
      body: { postalCode: '9711la', houseNumber: 12, countryCode: 'nl' },
    });
    expect(address.body).toEqual({
      valid: true,
      normalized: {
        postalCode: '9711 LA',
        houseNumber: 12,
        addition: null,
        city: null,
        countryCode: 'NL',
      },
    });
    const wrong = await call(tenant, {
      method: 'POST',
      path: '/premium/address',
      body: { postalCode: '0711 LA', houseNumber: 12, countryCode: 'NL' },
    });
    expect(wrong.body.valid).toBe(false);
    expect((await call(null, { method: 'GET', path: '/premium/tenantafterpay' })).body).toEqual({
      available: false,
    });
  });
});
