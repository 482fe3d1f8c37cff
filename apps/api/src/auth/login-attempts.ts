/**
 * The login limits per account (issue 23), replacing the former hard lock (5 failures for an
 * e-mail address locked its owner out for 15 minutes, whoever failed):
 *
 * 1. per (account, client key): {@link LOGIN_ATTEMPTS_PER_ACCOUNT_CLIENT}, 5 attempts per
 *    15 minutes, forgotten after a successful login;
 * 2. per account, all clients: {@link LOGIN_ATTEMPTS_PER_ACCOUNT}, 20 attempts per 15 minutes;
 *    beyond that only clients the account signed in from in the last 30 days
 *    ({@link LOGIN_KNOWN_CLIENT_DAYS}) may try, the others are answered 429 (soft limit).
 *
 * Both counters are incremented (one atomic upsert each) before the password is checked, so
 * concurrent attempts cannot get past a limit. The account is the stored account (`user:<id>`)
 * when the address exists, so every spelling PostgreSQL's `lower()` matches counts together; an
 * unknown address is counted under its JavaScript lower case, with the same queries, so neither
 * the answers nor their timing tell whether an address has an account.
 */
import { and, eq, gt, lt } from 'drizzle-orm';

import { loginKnownClients } from '../db/schema.js';

import {
  LOGIN_ATTEMPTS_PER_ACCOUNT,
  LOGIN_ATTEMPTS_PER_ACCOUNT_CLIENT,
  LOGIN_KNOWN_CLIENT_DAYS,
  perAddressRule,
} from './rate-limit-rules.js';
import { hitRateLimit, resetRateLimit, subjectHash } from './rate-limiter.js';

import type { Db } from '../db/database.js';
import type { RateLimitState } from './rate-limiter.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One in this many successful logins also purges known clients unused for the keeping time. */
const PURGE_ONE_IN = 100;

/**
 * The account subject of the login counters.
 *
 * @param user the stored account whose address was typed, if any
 * @param typedEmail the e-mail address as typed (trimmed)
 * @returns `user:<id>` for an existing account, else `email:<typed address in lower case>`
 */
export function loginAccountSubject(user: { id: number } | undefined, typedEmail: string): string {
  return user === undefined ? `email:${typedEmail.toLowerCase()}` : `user:${user.id}`;
}

/** Which limit refused a login attempt, with the state for Retry-After. */
export type LoginRefusal =
  | { limit: 'account_client'; state: RateLimitState }
  | { limit: 'account'; state: RateLimitState };

/**
 * Counts one login attempt on an account from a client and tells whether it may go on to the
 * password check.
 *
 * @param db the database
 * @param account {@link loginAccountSubject}
 * @param client the client key (auth/client-address.ts)
 * @param perAddressFactor RATE_LIMIT_PER_IP_FACTOR (1 in production): multiplies the
 *   per-(account, client) limit, which is per address
 * @param now the current time
 * @returns null when the password may be checked; otherwise the refusing limit (answer 429)
 */
export async function countLoginAttempt(
  db: Db,
  account: string,
  client: string,
  perAddressFactor: number,
  now: Date,
): Promise<LoginRefusal | null> {
  const pair = await hitRateLimit(
    db,
    perAddressRule(LOGIN_ATTEMPTS_PER_ACCOUNT_CLIENT, perAddressFactor),
    pairSubject(account, client),
    now,
  );
  if (pair.limited) return { limit: 'account_client', state: pair };
  const accountWide = await hitRateLimit(db, LOGIN_ATTEMPTS_PER_ACCOUNT, account, now);
  if (accountWide.limited && !(await isKnownClient(db, account, client, now)))
    return { limit: 'account', state: accountWide };
  return null;
}

/**
 * After a successful login: forgets the client's attempts on the account and remembers the
 * client as known to it for {@link LOGIN_KNOWN_CLIENT_DAYS} days.
 */
export async function recordSuccessfulLogin(
  db: Db,
  account: string,
  client: string,
  now: Date,
): Promise<void> {
  await resetRateLimit(db, LOGIN_ATTEMPTS_PER_ACCOUNT_CLIENT, pairSubject(account, client));
  const row = {
    accountKey: subjectHash(account),
    clientKey: subjectHash(client),
    lastSignInAt: now,
  };
  await db
    .insert(loginKnownClients)
    .values(row)
    .onConflictDoUpdate({
      target: [loginKnownClients.accountKey, loginKnownClients.clientKey],
      set: { lastSignInAt: now },
    });
  if (Math.floor(Math.random() * PURGE_ONE_IN) === 0) await purgeKnownClients(db, now);
}

/**
 * Ends an account's soft limit (after a password reset: the owner proved control of the
 * mailbox and may sign in from a new client at once).
 */
export async function forgetAccountLoginAttempts(db: Db, userId: number): Promise<void> {
  await resetRateLimit(db, LOGIN_ATTEMPTS_PER_ACCOUNT, loginAccountSubject({ id: userId }, ''));
}

/**
 * Deletes known clients whose last login is older than {@link LOGIN_KNOWN_CLIENT_DAYS} days.
 *
 * @returns how many rows were deleted
 */
export async function purgeKnownClients(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(loginKnownClients)
    .where(lt(loginKnownClients.lastSignInAt, knownSince(now)))
    .returning({ accountKey: loginKnownClients.accountKey });
  return deleted.length;
}

/** Whether the account signed in from this client within the keeping time. */
async function isKnownClient(db: Db, account: string, client: string, now: Date) {
  const [row] = await db
    .select({ at: loginKnownClients.lastSignInAt })
    .from(loginKnownClients)
    .where(
      and(
        eq(loginKnownClients.accountKey, subjectHash(account)),
        eq(loginKnownClients.clientKey, subjectHash(client)),
        gt(loginKnownClients.lastSignInAt, knownSince(now)),
      ),
    );
  return row !== undefined;
}

function knownSince(now: Date): Date {
  return new Date(now.getTime() - LOGIN_KNOWN_CLIENT_DAYS * DAY_MS);
}

/** The subject of the per-(account, client) counter (JSON, so no two pairs share one). */
function pairSubject(account: string, client: string): string {
  return JSON.stringify([account, client]);
}
