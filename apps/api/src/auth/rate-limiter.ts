import { createHash } from 'node:crypto';

import { ErrorCode, RoomsError } from '@rooms/domain';
import { and, eq, lt, sql } from 'drizzle-orm';

import { rateLimits } from '../db/schema.js';

import type { Db } from '../db/database.js';
import type { FastifyReply } from 'fastify';

/** A limit: at most `limit` counted events per subject in each fixed window of `windowSeconds`. */
export interface RateLimitRule {
  /** Short name, part of the key ('login-ip'). */
  name: string;
  /** Events allowed per window. */
  limit: number;
  /** Window length, in seconds. */
  windowSeconds: number;
}

/** The state of a subject's counter in the current window. */
export interface RateLimitState {
  /** Events counted in the current window (including the one just counted by {@link hitRateLimit}). */
  count: number;
  /** True when the count is over the rule's limit. */
  limited: boolean;
  /** Seconds until the current window ends (at least 1), for the Retry-After header. */
  retryAfterSeconds: number;
}

/** One in this many hits also purges the expired rows of every key. */
const PURGE_ONE_IN = 100;

/**
 * The SHA-256 of a subject, base64url: how client addresses and accounts are stored (never in
 * clear) by the counters and by `login_known_clients`.
 */
export function subjectHash(subject: string): string {
  return createHash('sha256').update(subject).digest('base64url');
}

/** The counter key: the rule's name and the hashed subject. */
function keyOf(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${subjectHash(subject)}`;
}

function windowOf(rule: RateLimitRule, now: Date): { start: Date; retryAfterSeconds: number } {
  const windowMs = rule.windowSeconds * 1000;
  const startMs = Math.floor(now.getTime() / windowMs) * windowMs;
  const retryAfterSeconds = Math.max(1, Math.ceil((startMs + windowMs - now.getTime()) / 1000));
  return { start: new Date(startMs), retryAfterSeconds };
}

/**
 * Counts one event for a subject and tells whether it is over the limit (fixed window; one
 * upsert, so concurrent requests on several API instances count together).
 *
 * @param db the database
 * @param rule the limit
 * @param subject what is limited: a client key (auth/client-address.ts), an account
 * @param now the current time (tests pass their own)
 * @param amount how much the event counts (default 1; e.g. the bytes of an upload for a byte
 *   quota, issue 23); the count column is a 32-bit integer, so keep limits below 2^31
 * @returns the new count; `limited` when it exceeds `rule.limit`
 */
export async function hitRateLimit(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  now = new Date(),
  amount = 1,
): Promise<RateLimitState> {
  const key = keyOf(rule, subject);
  const { start, retryAfterSeconds } = windowOf(rule, now);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: start, count: amount })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + ${amount}` },
    })
    .returning({ count: rateLimits.count });
  if (Math.floor(Math.random() * PURGE_ONE_IN) === 0) await purgeExpiredRateLimits(db, now);
  const count = row?.count ?? amount;
  return { count, limited: count > rule.limit, retryAfterSeconds };
}

/**
 * Reads a subject's count without counting (e.g. failed logins before checking a password).
 *
 * @returns the count of the current window; `limited` when it has reached `rule.limit`, so the
 *   next event would exceed it
 */
export async function peekRateLimit(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  now = new Date(),
): Promise<RateLimitState> {
  const { start, retryAfterSeconds } = windowOf(rule, now);
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, keyOf(rule, subject)), eq(rateLimits.windowStart, start)));
  const count = row?.count ?? 0;
  return { count, limited: count >= rule.limit, retryAfterSeconds };
}

/** Forgets a subject's counts (e.g. failed logins after a successful one). */
export async function resetRateLimit(db: Db, rule: RateLimitRule, subject: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(rule, subject)));
}

/**
 * Deletes the counters of windows that ended more than a day ago (no rule's window is longer).
 *
 * @returns how many rows were deleted
 */
export async function purgeExpiredRateLimits(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now.getTime() - 24 * 60 * 60 * 1000)))
    .returning({ key: rateLimits.key });
  return deleted.length;
}

/** Message of the 429 answer. */
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts, try again later';

/**
 * The 429 refusal of a limited request: sets `Retry-After` (seconds) on the reply and returns
 * the error to throw, `{ code: 'http_429', message, data: { retryAfterSeconds } }`.
 *
 * @param reply the reply of the refused request
 * @param state the counter state that is over its limit
 */
export function tooManyRequests(reply: FastifyReply, state: RateLimitState): RoomsError {
  reply.header('retry-after', String(state.retryAfterSeconds));
  return new RoomsError({
    code: ErrorCode.Http429,
    status: 429,
    message: TOO_MANY_ATTEMPTS_MESSAGE,
    data: { retryAfterSeconds: state.retryAfterSeconds },
  });
}
