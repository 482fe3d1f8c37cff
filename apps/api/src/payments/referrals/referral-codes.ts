/**
 * Referral codes (issue 27 "Cashback and referrals"): every account has one, made on first use
 * (`GET /premium/referrals`) and never changed; a sign-up with `?ref=CODE` links the new account
 * to the code's owner when the account is created (`POST /customer/register/confirm`).
 */
import { randomInt } from 'node:crypto';

import { ReferralStatus } from '@rooms/domain';
import { and, eq, isNull } from 'drizzle-orm';

import { referrals, users } from '../../db/schema.js';

import type { Db, Tx } from '../../db/database.js';

/** Characters of a code: A–Z and 2–9 without the look-alikes I, L, O (and 0, 1). */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Length of a code. */
export const REFERRAL_CODE_LENGTH = 8;
/** Longest `referralCode` a sign-up may send (longer is a 400; anything shorter is accepted). */
export const REFERRAL_CODE_MAX_INPUT = 16;

const CODE_PATTERN = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

/** A new random code (crypto random, 31^8 ≈ 8.5·10^11 codes). */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) {
    code += REFERRAL_CODE_ALPHABET.charAt(randomInt(REFERRAL_CODE_ALPHABET.length));
  }
  return code;
}

/**
 * A code as typed or taken from a link: trimmed and upper-cased; null when it cannot be a code
 * (wrong length or characters), so a malformed code is ignored like an unknown one.
 *
 * @param input the `referralCode` of a sign-up
 */
export function normalizeReferralCode(input: string | undefined): string | null {
  if (input === undefined) return null;
  const code = input.trim().toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

/** PostgreSQL's unique_violation. */
function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
}

/**
 * The user's referral code, made now when the user has none (a clash with another account's
 * code draws again).
 *
 * @param db the database
 * @param userId the signed-in user
 * @returns the code
 * @throws Error when the user does not exist
 */
export async function referralCodeOf(db: Db, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [user] = await db
      .select({ code: users.referralCode })
      .from(users)
      .where(eq(users.id, userId));
    if (user === undefined) throw new Error(`user ${userId} does not exist`);
    if (user.code !== null) return user.code;
    try {
      // Only when still without one: two first visits at once keep the same code.
      await db
        .update(users)
        .set({ referralCode: newReferralCode() })
        .where(and(eq(users.id, userId), isNull(users.referralCode)));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('no free referral code found');
}

/**
 * Links a new account to the owner of the referral code it signed up with (status Joined), in
 * the transaction that created the account. An unknown code, a deleted owner or the account
 * itself give nothing; a second link of the same account is ignored.
 *
 * @param tx the transaction of the account's creation
 * @param code the normalised code kept on the pending registration (null: none)
 * @param invitedUserId the new account
 * @returns whether a referral was recorded
 */
export async function linkReferral(
  tx: Tx,
  code: string | null,
  invitedUserId: number,
): Promise<boolean> {
  if (code === null) return false;
  const [inviter] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralCode, code), isNull(users.deletedAt)));
  if (inviter === undefined || inviter.id === invitedUserId) return false;
  const inserted = await tx
    .insert(referrals)
    .values({
      inviterUserId: inviter.id,
      invitedUserId,
      status: ReferralStatus.Joined,
    })
    .onConflictDoNothing()
    .returning({ id: referrals.id });
  return inserted.length > 0;
}
