import { and, isNotNull, lt, or } from 'drizzle-orm';

import { passwordResetTokens, sessions } from '../db/schema.js';

import type { Db } from '../db/database.js';

/**
 * One in this many new sessions or reset requests also purges the dead ones (amortised, like
 * the rate-limit counters: no scheduler needed, and the cost is one indexed delete now and then).
 */
export const CREDENTIAL_PURGE_ONE_IN = 100;

/** Revoked sessions and used reset tokens are kept this long (ms: one day) for investigation. */
export const SPENT_CREDENTIAL_GRACE_MS = 24 * 60 * 60 * 1000;

/** How many rows one purge deleted. */
export interface CredentialPurge {
  sessions: number;
  resetTokens: number;
}

/**
 * Deletes the credentials that can never be used again: sessions past their expiry or revoked
 * more than a day ago, and password reset tokens past their expiry or used more than a day ago.
 * Live sessions and unused, unexpired tokens are never touched.
 *
 * @param db the database
 * @param now the current time (tests pass their own)
 * @returns how many sessions and reset tokens were deleted
 */
export async function purgeDeadCredentials(db: Db, now = new Date()): Promise<CredentialPurge> {
  const spentBefore = new Date(now.getTime() - SPENT_CREDENTIAL_GRACE_MS);
  const [deadSessions, deadTokens] = await Promise.all([
    db
      .delete(sessions)
      .where(
        or(
          lt(sessions.expiresAt, now),
          and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, spentBefore)),
        ),
      )
      .returning({ tokenHash: sessions.tokenHash }),
    db
      .delete(passwordResetTokens)
      .where(
        or(
          lt(passwordResetTokens.expiresAt, now),
          and(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.usedAt, spentBefore)),
        ),
      )
      .returning({ tokenHash: passwordResetTokens.tokenHash }),
  ]);
  return { sessions: deadSessions.length, resetTokens: deadTokens.length };
}

/**
 * Runs {@link purgeDeadCredentials} once in {@link CREDENTIAL_PURGE_ONE_IN} calls; called where
 * credentials are made (login, registration, reset requests), so the tables cannot grow without
 * bound.
 *
 * @param db the database
 * @param now the current time
 * @param random a number in [0, 1) (tests pass their own)
 */
export async function sometimesPurgeDeadCredentials(
  db: Db,
  now = new Date(),
  random: () => number = Math.random,
): Promise<void> {
  if (Math.floor(random() * CREDENTIAL_PURGE_ONE_IN) === 0) await purgeDeadCredentials(db, now);
}
