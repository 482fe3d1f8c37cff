import { lt } from 'drizzle-orm';

import { pendingRegistrations } from '../db/schema.js';

import type { Db } from '../db/database.js';

/** One in this many sign-ups also deletes the expired pending registrations (amortised). */
export const PENDING_REGISTRATION_PURGE_ONE_IN = 100;

/**
 * Deletes the pending registrations past their expiry: their links no longer work, and each
 * holds a password hash that no account uses.
 *
 * @param db the database
 * @param now the current time
 * @returns how many were deleted
 */
export async function purgeExpiredRegistrations(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(pendingRegistrations)
    .where(lt(pendingRegistrations.expiresAt, now))
    .returning({ id: pendingRegistrations.id });
  return deleted.length;
}

/**
 * Runs {@link purgeExpiredRegistrations} once in {@link PENDING_REGISTRATION_PURGE_ONE_IN}
 * calls (from the sign-up route), so the table cannot grow without bound and needs no scheduler.
 *
 * @param db the database
 * @param now the current time
 * @param random a number in [0, 1) (tests pass their own)
 */
export async function sometimesPurgeExpiredRegistrations(
  db: Db,
  now = new Date(),
  random: () => number = Math.random,
): Promise<void> {
  if (Math.floor(random() * PENDING_REGISTRATION_PURGE_ONE_IN) === 0) {
    await purgeExpiredRegistrations(db, now);
  }
}
