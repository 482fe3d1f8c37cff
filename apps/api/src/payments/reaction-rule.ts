/**
 * Who may react to an advert (issue 27 "Products and what they unlock"): premium tenants to
 * every advert; tenants without premium to an advert its landlord unlocked (UnlockAdvert); and
 * everyone within a conversation they already have. The API enforces it on the first reaction
 * and tells it beforehand (`GET /conversation/listing-reaction` `reactionRule`), so the site
 * shows the rule before the tenant writes.
 */
import { ErrorCode, RoomsError } from '@rooms/domain';
import { and, eq } from 'drizzle-orm';

import { conversations, listings, users } from '../db/schema.js';

import type { Db } from '../db/database.js';

/**
 * Why a user may (or may not) react: `conversation` (an existing conversation about the advert
 * — always allowed), `premium` (the user's premium runs), `unlocked` (the landlord unlocked the
 * advert) or `premiumRequired` (none of these: the reaction is refused with `premium_required`).
 */
export type ReactionRule = 'conversation' | 'premium' | 'unlocked' | 'premiumRequired';

/** The values of {@link ReactionRule}, for schemas. */
export const REACTION_RULES = ['premium', 'unlocked', 'conversation', 'premiumRequired'] as const;

/**
 * The rule that lets a user react to an advert now.
 *
 * @param db the database
 * @param userId the tenant
 * @param listingId the advert (visible, not the user's: checked by the caller)
 * @param now the current time
 */
export async function reactionRuleOf(
  db: Db,
  userId: number,
  listingId: number,
  now: Date,
): Promise<ReactionRule> {
  const [conversation] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.tenantId, userId), eq(conversations.listingId, listingId)))
    .limit(1);
  if (conversation !== undefined) return 'conversation';
  const [user] = await db
    .select({ premiumUntil: users.premiumUntil })
    .from(users)
    .where(eq(users.id, userId));
  if (user?.premiumUntil != null && user.premiumUntil > now) return 'premium';
  const [listing] = await db
    .select({ unlockedUntil: listings.unlockedUntil })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (listing?.unlockedUntil != null && listing.unlockedUntil > now) return 'unlocked';
  return 'premiumRequired';
}

/**
 * Refuses a reaction the rule does not allow.
 *
 * @throws RoomsError `premium_required` (403) when the rule is `premiumRequired`
 */
export async function checkReactionAllowed(
  db: Db,
  userId: number,
  listingId: number,
  now: Date,
): Promise<void> {
  if ((await reactionRuleOf(db, userId, listingId, now)) === 'premiumRequired') {
    throw new RoomsError({ code: ErrorCode.PremiumRequired });
  }
}
