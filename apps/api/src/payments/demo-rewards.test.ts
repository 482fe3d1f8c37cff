import { CashbackStatus, DeactivationReason, PaymentStatus, ReferralStatus } from '@rooms/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cashbacks, listings, payments, referrals, users } from '../db/schema.js';
import { DEMO_LANDLORD_EMAIL, DEMO_TENANT_EMAIL } from '../seed/seed-users.js';
import { insertListing, insertPlace } from '../testing/listing-fixtures.js';
import { type TestApp } from '../testing/test-app.js';

import { payDemoProducts } from './demo-payments.js';
import { DEMO_FRIENDS, seedDemoRewards } from './demo-rewards.js';
import { startStandinApp, type StandinApp } from './testing/standin-app.js';

import type { PaymentsContext } from './payments-context.js';

/** The demo referrals and cashback, made through the real stand-in and job runner. */
let t: TestApp;
let world: StandinApp;
let context: PaymentsContext;
let tenantId: number;
let inactiveId: number;

beforeAll(async () => {
  world = await startStandinApp('demorewards');
  ({ t, context } = world);
  const { db } = t.database;
  const [tenant] = await db
    .insert(users)
    .values({ email: DEMO_TENANT_EMAIL, passwordHash: '!', firstName: 'Tessa' })
    .returning({ id: users.id });
  const [landlord] = await db
    .insert(users)
    .values({ email: DEMO_LANDLORD_EMAIL, passwordHash: '!', firstName: 'Lars' })
    .returning({ id: users.id });
  tenantId = tenant!.id;
  const place = await insertPlace(db);
  await insertListing(db, { landlordId: landlord!.id, place });
  inactiveId = await insertListing(db, { landlordId: landlord!.id, place, status: 5 });
}, 60_000);

afterAll(async () => {
  await world.close();
});

async function until(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the demo referrals and cashback', () => {
  it('rewards one invitation, keeps one joined and refunds a cashback; premium stays', async () => {
    const { db } = t.database;
    expect(await payDemoProducts(db, context)).toBeGreaterThan(0);
    expect(await seedDemoRewards(db, context)).toEqual({ invitations: 2, cashback: true });
    const statuses = async () =>
      db
        .select({ email: users.email, status: referrals.status })
        .from(referrals)
        .innerJoin(users, eq(users.id, referrals.invitedUserId))
        .where(eq(referrals.inviterUserId, tenantId));
    await until(async () =>
      (await statuses()).some((row) => row.status === ReferralStatus.Rewarded),
    );
    expect(Object.fromEntries((await statuses()).map((row) => [row.email, row.status]))).toEqual({
      [DEMO_FRIENDS[0].email]: ReferralStatus.Rewarded,
      [DEMO_FRIENDS[1].email]: ReferralStatus.Joined,
    });
    await until(async () => {
      const [row] = await db.select().from(cashbacks).where(eq(cashbacks.tenantUserId, tenantId));
      return row?.status === CashbackStatus.Refunded;
    });
    const [advert] = await db
      .select({ reason: listings.deactivationReason })
      .from(listings)
      .where(eq(listings.id, inactiveId));
    expect(advert!.reason).toBe(DeactivationReason.FoundViaProduct);
    const [paid] = await db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.userId, tenantId));
    expect(paid!.status).toBe(PaymentStatus.Paid);
    const [tenant] = await db
      .select({ until: users.premiumUntil })
      .from(users)
      .where(eq(users.id, tenantId));
    // A month of premium and the 14 days of the reward.
    expect(tenant!.until!.getTime()).toBeGreaterThan(Date.now() + 40 * 86_400_000);
    // Once: a second start makes nothing.
    expect(await seedDemoRewards(db, context)).toEqual({ invitations: 0, cashback: false });
  }, 90_000);
});
