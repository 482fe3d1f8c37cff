/**
 * The per-user limit on abuse reports (issue 28 "reports are rate-limited per user"): the
 * advert and conversation reports of one account share {@link REPORT_PER_USER}.
 */
import { REPORT_PER_USER } from '../auth/rate-limit-rules.js';
import { hitRateLimit, tooManyRequests } from '../auth/rate-limiter.js';

import type { Db } from '../db/database.js';
import type { FastifyReply } from 'fastify';

/**
 * Counts a report of the user and refuses it beyond the limit.
 *
 * @param db the database
 * @param reply the reply (its `retry-after` header is set when refused)
 * @param userId the reporter
 * @param now the current time (the app's clock)
 * @throws RoomsError `http_429` (429) beyond 10 reports in an hour
 */
export async function countReport(
  db: Db,
  reply: FastifyReply,
  userId: number,
  now: Date,
): Promise<void> {
  const limit = await hitRateLimit(db, REPORT_PER_USER, String(userId), now);
  if (limit.limited) throw tooManyRequests(reply, limit);
}
