/**
 * The demo accounts' payments (issue 27 seed): the demo tenant's renewing monthly premium (258)
 * with its paid first invoice, the demo landlord's tenant-search access (242) and a paid 7-day
 * top advert (246) on his first visible advert. Paid through the stand-in like a person pays
 * (its webhooks grant them), so the rows, the entitlements and the stand-in's objects agree.
 */
import { ProductId, productById, type Product } from '@rooms/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';

import { listings, payments, users } from '../db/schema.js';
import { DEMO_LANDLORD_EMAIL, DEMO_TENANT_EMAIL } from '../seed/seed-users.js';

import { startPayment } from './checkout.js';
import { standinControl } from './stripe-standin/index.js';

import type { Db } from '../db/database.js';
import type { PaymentsContext } from './payments-context.js';

/** The id of a demo account, or undefined. */
async function userIdOf(db: Db, email: string): Promise<number | undefined> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user?.id;
}

/**
 * Pays the demo accounts' products through the stand-in, once (nothing when the demo tenant
 * has any payment already, or in 'stripe' mode).
 *
 * @param db the application's database
 * @param context the stand-in's payments context
 * @returns how many payments were made (0 when done before)
 * @throws when the stand-in refuses (the caller logs it)
 */
export async function payDemoProducts(db: Db, context: PaymentsContext): Promise<number> {
  if (context.mode !== 'standin' || context.standinUrl === undefined) return 0;
  const tenantId = await userIdOf(db, DEMO_TENANT_EMAIL);
  const landlordId = await userIdOf(db, DEMO_LANDLORD_EMAIL);
  if (tenantId === undefined || landlordId === undefined) return 0;
  const [earlier] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(inArray(payments.userId, [tenantId, landlordId]))
    .limit(1);
  if (earlier !== undefined) return 0;
  const [advert] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.landlordId, landlordId), inArray(listings.status, [4, 10])))
    .orderBy(asc(listings.id))
    .limit(1);
  const product = (id: number) => productById(id) as Product;
  const orders = [
    { userId: tenantId, products: [product(ProductId.PremiumOneMonthTenant)], listingId: null },
    { userId: landlordId, products: [product(ProductId.Premium15DaysLandlords)], listingId: null },
    ...(advert === undefined
      ? []
      : [
          {
            userId: landlordId,
            products: [product(ProductId.TopAdvert7Days)],
            listingId: advert.id,
          },
        ]),
  ];
  const control = standinControl(context.standinUrl);
  for (const order of orders) {
    const start = await startPayment(db, context.stripe, order, new Date());
    await control.confirm({ clientSecret: start.clientSecret, outcome: 'succeeded' });
  }
  return orders.length;
}
