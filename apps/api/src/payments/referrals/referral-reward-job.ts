/**
 * The `referral_reward` job (issue 27): queued for a referral's `clears_at` when the invited
 * account's first payment is paid (`referral-progress.ts`), one job per referral (job key). It
 * re-checks the payment: still Paid → both accounts get {@link REFERRAL_REWARD_DAYS} days of
 * free premium (an entitlement of source Referral, starting when the account's current premium of
 * that kind ends, so it extends) and an e-mail, status Rewarded; refunded or charged back →
 * Reversed. A referral no longer Clearing (reversed meanwhile, deleted with an account, rewarded
 * by an earlier run) is left alone, so a repeated job gives nothing twice.
 */
import {
  PaymentStatus,
  ProductId,
  ProductKind,
  REFERRAL_REWARD_DAYS,
  ReferralStatus,
  productById,
} from '@rooms/domain';
import { localeOrDefault } from '@rooms/i18n';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';

import { payments, referrals, users } from '../../db/schema.js';
import { enqueueEmail } from '../../jobs/email-jobs.js';
import { FreeSource, grantFreePeriod } from '../lifecycle/free-periods.js';

import { referralRewardEmail } from './referral-emails.js';

import type { Db, Tx } from '../../db/database.js';
import type { Task } from 'graphile-worker';

/** Task name of a referral's reward. */
export const REFERRAL_REWARD_TASK = 'referral_reward';

const DAY_MS = 86_400_000;

const rewardPayload = z.object({ referralId: z.number().int().positive() });

/**
 * Queues the reward of a referral for its clearing time, in the caller's transaction; one job
 * per referral (job key `referral:<id>`), so a replayed payment event queues nothing twice.
 *
 * @param tx the caller's transaction
 * @param referralId the referral
 * @param runAt when the payment has cleared
 */
export async function enqueueReferralReward(
  tx: Db | Tx,
  referralId: number,
  runAt: Date,
): Promise<void> {
  await tx.execute(
    sql`select graphile_worker.add_job(${REFERRAL_REWARD_TASK},
      ${JSON.stringify({ referralId })}::json, run_at => ${runAt.toISOString()}::timestamptz,
      max_attempts => 10, job_key => ${`referral:${referralId}`})`,
  );
}

/**
 * The account product a reward extends: landlord premium (tenant-search access, 241) when the
 * account's latest paid account product was one, else tenant premium (258).
 */
async function rewardProductOf(tx: Tx, userId: number): Promise<number> {
  const paid = await tx
    .select({ productIds: payments.productIds })
    .from(payments)
    .where(and(eq(payments.userId, userId), isNotNull(payments.paidAt)))
    .orderBy(desc(payments.paidAt), desc(payments.id))
    .limit(50);
  for (const { productIds } of paid) {
    for (const id of productIds) {
      const kind = productById(id)?.kind;
      if (kind === ProductKind.TenantSearchAccess) return ProductId.PremiumOneMonthLandlords;
      if (kind === ProductKind.TenantPremium) return ProductId.PremiumOneMonthTenant;
    }
  }
  return ProductId.PremiumOneMonthTenant;
}

/** Grants one account its reward and queues its e-mail; nothing for a deleted account. */
async function rewardAccount(
  tx: Tx,
  userId: number,
  inviter: boolean,
  now: Date,
  siteUrl: string,
): Promise<void> {
  const [user] = await tx
    .select({
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      deletedAt: users.deletedAt,
      premiumUntil: users.premiumUntil,
      tenantSearchUntil: users.tenantSearchUntil,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (user === undefined || user.deletedAt !== null) return;
  const productId = await rewardProductOf(tx, userId);
  const until =
    productId === ProductId.PremiumOneMonthLandlords ? user.tenantSearchUntil : user.premiumUntil;
  const startsAt = until !== null && until > now ? until : now;
  const endsAt = new Date(startsAt.getTime() + REFERRAL_REWARD_DAYS * DAY_MS);
  await grantFreePeriod(tx, { userId, productId, source: FreeSource.Referral, startsAt, endsAt });
  await enqueueEmail(
    tx,
    referralRewardEmail(
      {
        to: user.email,
        firstName: user.firstName,
        locale: localeOrDefault(user.locale),
      },
      { days: REFERRAL_REWARD_DAYS, endsAt, inviter },
      siteUrl,
    ),
  );
}

/**
 * Settles a referral whose payment should have cleared.
 *
 * @param dependencies the database and the site's origin (for the e-mail's link)
 * @param referralId the referral
 * @param now the current time (tests move it)
 * @returns the referral's new status (Rewarded or Reversed), or null when nothing changed (not
 *   Clearing, or not due yet: then the job is queued again for its time)
 */
export async function settleReferral(
  dependencies: { db: Db; siteUrl: string },
  referralId: number,
  now: Date,
): Promise<ReferralStatus | null> {
  return dependencies.db.transaction(async (tx) => {
    const [referral] = await tx
      .select({
        status: referrals.status,
        inviterUserId: referrals.inviterUserId,
        invitedUserId: referrals.invitedUserId,
        clearsAt: referrals.clearsAt,
        paymentStatus: payments.status,
      })
      .from(referrals)
      .leftJoin(payments, eq(payments.id, referrals.paymentId))
      .where(eq(referrals.id, referralId))
      .for('update', { of: referrals });
    if (referral === undefined || referral.status !== ReferralStatus.Clearing) return null;
    if (referral.clearsAt !== null && referral.clearsAt > now) {
      await enqueueReferralReward(tx, referralId, referral.clearsAt);
      return null;
    }
    if (referral.paymentStatus !== PaymentStatus.Paid) {
      await tx
        .update(referrals)
        .set({ status: ReferralStatus.Reversed })
        .where(eq(referrals.id, referralId));
      return ReferralStatus.Reversed;
    }
    // Lower user id first: two rewards of the same pair lock the rows in one order.
    const pair = [
      { userId: referral.inviterUserId, inviter: true },
      { userId: referral.invitedUserId, inviter: false },
    ].sort((a, b) => a.userId - b.userId);
    for (const { userId, inviter } of pair) {
      await rewardAccount(tx, userId, inviter, now, dependencies.siteUrl);
    }
    await tx
      .update(referrals)
      .set({ status: ReferralStatus.Rewarded, rewardedAt: now })
      .where(eq(referrals.id, referralId));
    return ReferralStatus.Rewarded;
  });
}

/**
 * The `referral_reward` task.
 *
 * @param dependencies the database and the site's origin
 */
export function referralRewardTask(dependencies: { db: Db; siteUrl: string }): Task {
  return async (payload) => {
    const parsed = rewardPayload.safeParse(payload);
    if (!parsed.success) return;
    await settleReferral(dependencies, parsed.data.referralId, new Date());
  };
}
