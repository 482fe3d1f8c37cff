/**
 * The quotas of one user and of the process (issue 23 "Quotas"): how much a signed-in account
 * may create or upload, and how much image decoding one API process does at once. Every number
 * is here, with its reason; the per-hour and per-day counts go through the fixed-window rate
 * limiter (`auth/rate-limiter.ts`, PostgreSQL: shared by every API process), keyed on the user
 * id (a signed-in abuser cannot reset them by changing address).
 */
import type { RateLimitRule } from '../auth/rate-limiter.js';

/**
 * Open drafts (status Concept) one landlord may have: 10. The 11th `cra-roomtype` with
 * `listingID: null` is answered 409 `draft_limit_reached` until a draft is published or
 * deleted. A landlord rarely writes more than a few adverts at once; without a limit a script
 * could fill the table with empty rows.
 */
export const MAX_OPEN_DRAFTS_PER_LANDLORD = 10;

/**
 * Photo uploads (`POST /supplyflow/cra-upload-photo`) per user per hour: 60 — three full
 * adverts of 20 photos in an hour. The 61st is answered 429 `upload_quota_exceeded` with
 * `Retry-After`. Counted before the photo is read, refused uploads included (each costs the
 * transfer and, for an image, a decode).
 */
export const PHOTO_UPLOADS_PER_USER: RateLimitRule = {
  name: 'photo-upload-user',
  limit: 60,
  windowSeconds: 60 * 60,
};

/**
 * Bytes of photos (as uploaded, before re-encoding) per user per day (UTC day): 500 MiB —
 * about 125 photos of a modern phone (4 MB), more than six full adverts. Counted once the
 * upload is read and before it is decoded; past the limit the upload is answered 429
 * `upload_quota_exceeded` (nothing decoded or stored) until the day ends. The per-hour count
 * alone would still let one account push 60 × 15 MB = 900 MB an hour.
 */
export const PHOTO_UPLOAD_BYTES_PER_USER: RateLimitRule = {
  name: 'photo-bytes-user',
  limit: 500 * 1024 * 1024,
  windowSeconds: 24 * 60 * 60,
};

/**
 * Uploaded photos decoded at once in one API process: 2 (the machines have 2 cores, and a
 * decoded 50-megapixel photo takes about 200 MB of memory). Further uploads wait for a slot.
 */
export const MAX_CONCURRENT_PHOTO_DECODES = 2;

/**
 * Uploads waiting for a decode slot in one process: 6. Each waiting upload holds its bytes (up
 * to 15 MB); past this the upload is answered 503 with `Retry-After` (see
 * {@link PHOTO_DECODE_RETRY_AFTER_SECONDS}), nothing stored.
 */
export const MAX_WAITING_PHOTO_DECODES = 6;

/** Seconds a client refused by a full decode queue is asked to wait: 5 (about two decodes). */
export const PHOTO_DECODE_RETRY_AFTER_SECONDS = 5;
