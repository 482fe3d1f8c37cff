/**
 * What `GET /premium/referrals` answers (issue 27): the user's referral code, the invitations
 * made with it (the invited person's first name only) and the reward days earned.
 */
import { REFERRAL_REWARD_DAYS, ReferralStatus, type ReferralStatus as Status } from '@rooms/domain';
import { and, desc, eq, or, sql } from 'drizzle-orm';

import { referrals, users } from '../../db/schema.js';

import { referralCodeOf } from './referral-codes.js';

import type { Db } from '../../db/database.js';

/** Invitations listed at most (newest first). */
export const MAX_LISTED_INVITATIONS = 100;

/** One invitation. */
export interface Invitation {
  firstName: string;
  joinedAt: Date;
  status: Status;
  clearsAt: Date | null;
  rewardedAt: Date | null;
}

/** The referral state of a user. */
export interface ReferralOverview {
  code: string;
  /** Days each side gets per reward. */
  rewardDays: number;
  invitations: Invitation[];
  /** Days of free premium the user earned in total (as inviter and as invited person). */
  rewardedDays: number;
}

/**
 * The referral state of a user; the code is made now when the user has none.
 *
 * @param db the database
 * @param userId the signed-in user
 */
export async function referralOverview(db: Db, userId: number): Promise<ReferralOverview> {
  const code = await referralCodeOf(db, userId);
  const invitations = await db
    .select({
      firstName: users.firstName,
      joinedAt: referrals.createdAt,
      status: referrals.status,
      clearsAt: referrals.clearsAt,
      rewardedAt: referrals.rewardedAt,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.invitedUserId))
    .where(eq(referrals.inviterUserId, userId))
    .orderBy(desc(referrals.createdAt), desc(referrals.id))
    .limit(MAX_LISTED_INVITATIONS);
  const [rewarded] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(referrals)
    .where(
      and(
        eq(referrals.status, ReferralStatus.Rewarded),
        or(eq(referrals.inviterUserId, userId), eq(referrals.invitedUserId, userId)),
      ),
    );
  return {
    code,
    rewardDays: REFERRAL_REWARD_DAYS,
    invitations: invitations.map((row) => ({ ...row, status: row.status as Status })),
    rewardedDays: (rewarded?.count ?? 0) * REFERRAL_REWARD_DAYS,
  };
}
