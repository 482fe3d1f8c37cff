/**
 * The demo accounts' referrals and cashback (issue 27 seed), made after their payments
 * (`demo-payments.ts`) through the same code paths a person's would take:
 *
 * - the demo tenant's referral code with two invitations: Femke, who signed up with it and paid
 *   a month of premium by card through the stand-in (the webhook job and the reward job reward
 *   both accounts: the demo tenant's premium gets 14 days longer), and Joris, who only joined;
 * - a cashback: the demo tenant reacted to the demo landlord's inactive advert, and he took it
 *   offline with reason FoundViaProduct naming that conversation; the refund job refunds half of
 *   her last premium payment through the stand-in (a partial refund: her premium stays).
 */
import {
  DeactivationReason,
  ListingStatus,
  MessageKind,
  PaymentStatus,
  ProductId,
  UserPageRole,
  productById,
  type Product,
} from '@rooms/domain';
import { and, asc, eq, sql } from 'drizzle-orm';

import {
  cashbacks,
  conversationParticipants,
  conversations,
  listings,
  messages,
  payments,
  referrals,
  users,
} from '../db/schema.js';
import {
  DEMO_LANDLORD_EMAIL,
  DEMO_TENANT_EMAIL,
  NO_LOGIN_PASSWORD_HASH,
} from '../seed/seed-users.js';

import { recordRentalCashback } from './cashback/rental-cashback.js';
import { startPayment } from './checkout.js';
import { linkReferral, referralCodeOf } from './referrals/referral-codes.js';
import { standinControl } from './stripe-standin/index.js';

import type { Db } from '../db/database.js';
import type { PaymentsContext } from './payments-context.js';

/** The demo tenant's invited friends: the first pays (rewarded), the second only joined. */
export const DEMO_FRIENDS = [
  { email: 'femke.friend@rooms.test', firstName: 'Femke', pays: true },
  { email: 'joris.friend@rooms.test', firstName: 'Joris', pays: false },
] as const;

const HOUR_MS = 3_600_000;

async function userIdOf(db: Db, email: string): Promise<number | undefined> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return user?.id;
}

/** Waits until the user has a paid payment (the stand-in's webhook is handled by a job). */
async function paidPaymentOf(db: Db, userId: number, timeoutMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [paid] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.status, PaymentStatus.Paid)))
      .limit(1);
    if (paid !== undefined) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The invitations: accounts signed up with the demo tenant's code; the first pays. */
async function seedReferrals(db: Db, context: PaymentsContext, tenantId: number): Promise<number> {
  const code = await referralCodeOf(db, tenantId);
  let made = 0;
  for (const friend of DEMO_FRIENDS) {
    const friendId = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email: friend.email,
          passwordHash: NO_LOGIN_PASSWORD_HASH,
          firstName: friend.firstName,
          locale: 'nl',
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (created === undefined) return null;
      await linkReferral(tx, code, created.id);
      return created.id;
    });
    if (friendId === null) continue;
    made += 1;
    if (!friend.pays) continue;
    const start = await startPayment(
      db,
      context.stripe,
      {
        userId: friendId,
        products: [productById(ProductId.PremiumOneMonthNoRenewal) as Product],
        listingId: null,
      },
      new Date(),
    );
    await standinControl(context.standinUrl!).confirm({
      clientSecret: start.clientSecret,
      outcome: 'succeeded',
      paymentMethodType: 'card',
    });
  }
  return made;
}

/** The demo tenant's reaction to the demo landlord's inactive advert, and his answer. */
async function rentalConversation(
  db: Db,
  listingId: number,
  tenantId: number,
  landlordId: number,
): Promise<number> {
  const now = Date.now();
  const texts = [
    'Hoi! Ik ben Tessa, ik zoek een kamer vanaf volgende maand. Mag ik komen kijken?',
    'Hoi Tessa, wat leuk! Je bent welkom. De kamer is voor jou, ik neem de advertentie offline.',
  ];
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(conversations)
      .values({
        listingId,
        tenantId,
        landlordId,
        arrivalSource: 1,
        messageCount: texts.length,
        lastMessageAt: new Date(now - 2 * HOUR_MS),
        createdAt: new Date(now - 4 * 24 * HOUR_MS),
      })
      .returning({ id: conversations.id });
    const id = conversation!.id;
    await tx.insert(messages).values([
      {
        conversationId: id,
        senderId: tenantId,
        seq: 1,
        kind: MessageKind.Reaction,
        body: texts[0]!,
        arrivalSource: 1,
        createdAt: new Date(now - 4 * 24 * HOUR_MS),
      },
      {
        conversationId: id,
        senderId: landlordId,
        seq: 2,
        kind: MessageKind.Message,
        body: texts[1]!,
        createdAt: new Date(now - 2 * HOUR_MS),
      },
    ]);
    await tx.insert(conversationParticipants).values([
      {
        conversationId: id,
        userId: tenantId,
        role: UserPageRole.Tenant,
        lastReadSeq: 2,
        lastSentSeq: 1,
      },
      {
        conversationId: id,
        userId: landlordId,
        role: UserPageRole.Landlord,
        lastReadSeq: 2,
        lastSentSeq: 2,
      },
    ]);
    return id;
  });
}

/** The cashback: the inactive advert's reason becomes FoundViaProduct, naming the conversation. */
async function seedCashback(db: Db, tenantId: number, landlordId: number): Promise<boolean> {
  const [done] = await db
    .select({ id: cashbacks.id })
    .from(cashbacks)
    .where(eq(cashbacks.tenantUserId, tenantId));
  if (done !== undefined) return false;
  const [advert] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.landlordId, landlordId), eq(listings.status, ListingStatus.Inactive)))
    .orderBy(asc(listings.id))
    .limit(1);
  if (advert === undefined || !(await paidPaymentOf(db, tenantId))) return false;
  const conversationId = await rentalConversation(db, advert.id, tenantId, landlordId);
  await db.transaction(async (tx) => {
    await tx
      .update(listings)
      .set({ deactivationReason: DeactivationReason.FoundViaProduct })
      .where(eq(listings.id, advert.id));
    await recordRentalCashback(tx, { listingId: advert.id, conversationId, landlordId });
  });
  return true;
}

/**
 * Seeds the demo referrals and cashback once (nothing when the demo tenant invited anyone
 * already, or outside stand-in mode).
 *
 * @param db the application's database
 * @param context the stand-in's payments context
 * @returns what was made
 * @throws when the stand-in refuses (the caller logs it)
 */
export async function seedDemoRewards(
  db: Db,
  context: PaymentsContext,
): Promise<{ invitations: number; cashback: boolean }> {
  if (context.mode !== 'standin' || context.standinUrl === undefined) {
    return { invitations: 0, cashback: false };
  }
  const tenantId = await userIdOf(db, DEMO_TENANT_EMAIL);
  const landlordId = await userIdOf(db, DEMO_LANDLORD_EMAIL);
  if (tenantId === undefined || landlordId === undefined)
    return { invitations: 0, cashback: false };
  const [invited] = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(eq(referrals.inviterUserId, tenantId))
    .limit(1);
  const invitations = invited === undefined ? await seedReferrals(db, context, tenantId) : 0;
  const cashback = await seedCashback(db, tenantId, landlordId);
  return { invitations, cashback };
}
