import { createHash, randomBytes } from 'node:crypto';

import { and, eq, gt, isNull, lt, ne, not, sql } from 'drizzle-orm';

import { sessions, users } from '../db/schema.js';
import { isBlockedNow } from '../moderation/moderation-users.js';

import { sometimesPurgeDeadCredentials } from './credential-purge.js';

import type { Db } from '../db/database.js';

/**
 * How long a session lasts from login at most, in seconds (30 days), however often it is used;
 * also the cookie's Max-Age.
 */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * A session not used for this long ends, in seconds (14 days; issue 23): a forgotten device
 * does not stay signed in for the whole {@link SESSION_TTL_SECONDS}.
 */
export const SESSION_IDLE_SECONDS = 14 * 24 * 60 * 60;

/**
 * How stale the stored last use may get before a request writes it again, in seconds (1 hour):
 * the idle limit needs no precision finer than that, and a write per request would cost every
 * signed-in call an UPDATE.
 */
export const SESSION_TOUCH_INTERVAL_SECONDS = 60 * 60;

/** Random bytes of a session or reset token (256 bits). */
const TOKEN_BYTES = 32;

/** A token as handed out: 32 random bytes in base64url, 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A new random token for a session or a password reset.
 *
 * @returns 32 random bytes (crypto.randomBytes) as base64url text, 43 characters
 */
export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * Whether a text has the shape of a token from {@link newToken}; anything else is refused
 * before touching the database.
 */
export function isWellFormedToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

/**
 * What the database stores instead of a token: its SHA-256, so a leaked table grants no access.
 *
 * @param token the token as sent by the client
 * @returns 64 lower-case hex characters
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The signed-in user as routes see it: the `users` row without the password hash. */
export interface AuthenticatedUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  photoKey: string | null;
  /** 'nl' or 'en'. */
  locale: string;
  hasPremiumAccount: boolean;
  productShortDescription: string | null;
  createdAt: Date;
}

/** Columns of {@link AuthenticatedUser}, for selects. */
export const AUTHENTICATED_USER_COLUMNS = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  photoKey: users.photoKey,
  locale: users.locale,
  // §3 haspremiumaccount: tenant premium or a landlord's tenant-search access not yet ended.
  hasPremiumAccount: sql<boolean>`coalesce(${users.premiumUntil} > now() or ${users.tenantSearchUntil} > now(), false)`,
  productShortDescription: users.productShortDescription,
  createdAt: users.createdAt,
};

/** A session just created: the token for the cookie (never stored) and when it ends. */
export interface NewSession {
  token: string;
  expiresAt: Date;
}

/**
 * Opens a session for a user (login, confirmed registration).
 *
 * @param db the database
 * @param userId the user's id
 * @param now the current time (tests pass their own); also the session's first use
 * @returns the token to send to the client and the expiry, now + {@link SESSION_TTL_SECONDS}
 */
export async function createSession(db: Db, userId: number, now = new Date()): Promise<NewSession> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt, lastUsedAt: now });
  // A sign-in is activity: tenant cards show "last active" (issue 26).
  await db.update(users).set({ lastActiveAt: now }).where(eq(users.id, userId));
  await sometimesPurgeDeadCredentials(db, now);
  return { token, expiresAt };
}

/**
 * The user of a live session: known token, not revoked, not past its absolute expiry
 * ({@link SESSION_TTL_SECONDS} after login) and used within the last {@link SESSION_IDLE_SECONDS}.
 * Records the use when the stored last use is more than {@link SESSION_TOUCH_INTERVAL_SECONDS}
 * old (one UPDATE per session per hour at most, not one per request).
 *
 * @param db the database
 * @param token the token from the cookie or the bearer header (any text; malformed gives null)
 * @param now the current time (tests pass a fake clock's)
 * @returns the user, or null when there is no such live session
 * @throws the PostgreSQL error when the database fails
 */
export async function findSessionUser(
  db: Db,
  token: string,
  now = new Date(),
): Promise<AuthenticatedUser | null> {
  if (!isWellFormedToken(token)) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ user: AUTHENTICATED_USER_COLUMNS, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastUsedAt, secondsBefore(now, SESSION_IDLE_SECONDS)),
        // A deleted or blocked account's sessions are revoked with it; this only guards
        // against a race.
        isNull(users.deletedAt),
        not(isBlockedNow),
      ),
    )
    .limit(1);
  if (row === undefined) return null;
  const touchBefore = secondsBefore(now, SESSION_TOUCH_INTERVAL_SECONDS);
  if (row.lastUsedAt.getTime() < touchBefore.getTime()) {
    // Conditional, so concurrent requests of one session write it once.
    const touched = await db
      .update(sessions)
      .set({ lastUsedAt: now })
      .where(and(eq(sessions.tokenHash, tokenHash), lt(sessions.lastUsedAt, touchBefore)))
      .returning({ userId: sessions.userId });
    // Same hourly rhythm for the user's "last active" (issue 26), written by the one request
    // that touched the session.
    if (touched.length > 0) {
      await db.update(users).set({ lastActiveAt: now }).where(eq(users.id, row.user.id));
    }
  }
  return row.user;
}

/** The moment `seconds` before `now`. */
function secondsBefore(now: Date, seconds: number): Date {
  return new Date(now.getTime() - seconds * 1000);
}

/**
 * Revokes one session (logout). Unknown or already revoked tokens are ignored.
 *
 * @param db the database
 * @param token the session token
 * @returns true when a live session was revoked
 */
export async function revokeSession(db: Db, token: string, now = new Date()): Promise<boolean> {
  if (!isWellFormedToken(token)) return false;
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  return revoked.length > 0;
}

/**
 * Revokes every session of a user but one (password change: the device that changed it stays
 * signed in, every other one is signed out).
 *
 * @param db the database, or a transaction
 * @param userId the user's id
 * @param keepToken the token of the session to keep (from the request's cookie or header)
 * @returns how many other sessions were still open and are now revoked
 */
export async function revokeOtherSessions(
  db: Pick<Db, 'update'>,
  userId: number,
  keepToken: string,
  now = new Date(),
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        ne(sessions.tokenHash, hashToken(keepToken)),
      ),
    )
    .returning({ userId: sessions.userId });
  return revoked.length;
}

/**
 * Revokes every session of a user (logout everywhere, password reset).
 *
 * @param db the database, or a transaction
 * @param userId the user's id
 * @returns how many sessions were still open and are now revoked
 */
export async function revokeAllSessions(
  db: Pick<Db, 'update'>,
  userId: number,
  now = new Date(),
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  return revoked.length;
}
