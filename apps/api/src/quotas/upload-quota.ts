/**
 * The photo-upload quotas of a user (issue 23): {@link PHOTO_UPLOADS_PER_USER} uploads per hour
 * and {@link PHOTO_UPLOAD_BYTES_PER_USER} bytes per day, counted with the rate limiter on the
 * user id. A refusal is 429 `upload_quota_exceeded` with `Retry-After` and
 * `data: { retryAfterSeconds, quota }`.
 */
import { ErrorCode, RoomsError } from '@rooms/domain';

import { hitRateLimit, peekRateLimit } from '../auth/rate-limiter.js';

import { PHOTO_UPLOAD_BYTES_PER_USER, PHOTO_UPLOADS_PER_USER } from './quotas.js';

import type { RateLimitState } from '../auth/rate-limiter.js';
import type { Db } from '../db/database.js';
import type { FastifyReply } from 'fastify';

/** Which upload quota refused: the hourly count or the daily bytes. */
export type UploadQuota = 'uploads_per_hour' | 'bytes_per_day';

/** Sets `Retry-After` and returns the 429 to throw. */
function quotaExceeded(reply: FastifyReply, state: RateLimitState, quota: UploadQuota) {
  reply.header('retry-after', String(state.retryAfterSeconds));
  return new RoomsError({
    code: ErrorCode.UploadQuotaExceeded,
    data: { retryAfterSeconds: state.retryAfterSeconds, quota },
  });
}

/**
 * Counts one upload of the user (before its body is read) against the hourly count.
 *
 * @param db the database
 * @param userId the uploader
 * @param now the current time (`app.clock()`)
 * @param reply the reply (gets `Retry-After` on a refusal)
 * @throws RoomsError `upload_quota_exceeded` (429, `quota: 'uploads_per_hour'`) beyond the limit
 */
export async function countPhotoUpload(
  db: Db,
  userId: number,
  now: Date,
  reply: FastifyReply,
): Promise<void> {
  const state = await hitRateLimit(db, PHOTO_UPLOADS_PER_USER, String(userId), now);
  if (state.limited) throw quotaExceeded(reply, state, 'uploads_per_hour');
}

/**
 * Counts an upload's bytes (once read, before it is decoded) against the user's daily bytes.
 * A user already at the limit is refused without counting (the counter stays far below the
 * 32-bit limit of its column); an upload that goes over it is refused and still counted (it was
 * received).
 *
 * @param db the database
 * @param userId the uploader
 * @param bytes the size of the upload, in bytes
 * @param now the current time (`app.clock()`)
 * @param reply the reply (gets `Retry-After` on a refusal)
 * @throws RoomsError `upload_quota_exceeded` (429, `quota: 'bytes_per_day'`) beyond the limit
 */
export async function countUploadBytes(
  db: Db,
  userId: number,
  bytes: number,
  now: Date,
  reply: FastifyReply,
): Promise<void> {
  const subject = String(userId);
  const before = await peekRateLimit(db, PHOTO_UPLOAD_BYTES_PER_USER, subject, now);
  if (before.limited) throw quotaExceeded(reply, before, 'bytes_per_day');
  const after = await hitRateLimit(db, PHOTO_UPLOAD_BYTES_PER_USER, subject, now, bytes);
  if (after.limited) throw quotaExceeded(reply, after, 'bytes_per_day');
}
