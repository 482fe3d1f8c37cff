import { ErrorCode } from '@rooms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hitRateLimit } from '../../auth/rate-limiter.js';
import { createPhotoKit, type PhotoKit } from '../../images/testing/photo-kit.js';
import { testPhoto } from '../../images/testing/test-images.js';
import {
  MAX_CONCURRENT_PHOTO_DECODES,
  MAX_WAITING_PHOTO_DECODES,
  PHOTO_DECODE_RETRY_AFTER_SECONDS,
  PHOTO_UPLOAD_BYTES_PER_USER,
  PHOTO_UPLOADS_PER_USER,
} from '../../quotas/quotas.js';
import { createResponseValidator } from '../../testing/openapi-response-validator.js';

import type { RateLimitRule } from '../../auth/rate-limiter.js';
import type { TestUser } from '../../testing/test-app.js';

/** Issue 23 quotas of `POST /supplyflow/cra-upload-photo`: per user per hour and per day, per process. */

let kit: PhotoKit;
let photo: Buffer;
const validate = createResponseValidator();

beforeAll(async () => {
  kit = await createPhotoKit();
  photo = await testPhoto('jpeg', 16, 16);
});

afterAll(async () => {
  await kit.close();
});

/**
 * Counts `amount` for a user on a rule in the app's (frozen) window, as earlier uploads would
 * have: the test does not need to send 60 photos to reach the limit.
 */
async function alreadyCounted(rule: RateLimitRule, user: TestUser, amount: number, hits = 1) {
  for (let index = 0; index < hits; index += 1) {
    await hitRateLimit(
      kit.testApp.database.db,
      rule,
      String(user.id),
      kit.testApp.app.clock(),
      amount,
    );
  }
}

/** Checks a refusal by a quota: 429, Retry-After, the §8 body, nothing stored. */
function expectQuotaRefusal(
  answer: Awaited<ReturnType<PhotoKit['upload']>>,
  quota: 'uploads_per_hour' | 'bytes_per_day',
) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(429);
  validate('POST', '/supplyflow/cra-upload-photo', 429, answer.body);
  expect(answer.body).toMatchObject({
    code: ErrorCode.UploadQuotaExceeded,
    message: expect.any(String),
    data: { quota, retryAfterSeconds: expect.any(Number) },
  });
  expect(Number(answer.headers['retry-after'])).toBe(answer.body.data.retryAfterSeconds);
}

describe('photo uploads per user per hour', () => {
  it(`accepts the ${PHOTO_UPLOADS_PER_USER.limit}th upload of the hour and refuses the next with 429`, async () => {
    const landlord = await kit.user();
    const listingId = await kit.advert(landlord);
    await alreadyCounted(PHOTO_UPLOADS_PER_USER, landlord, 1, PHOTO_UPLOADS_PER_USER.limit - 1);
    expect((await kit.upload(landlord, listingId, photo)).status).toBe(201);
    const filesBefore = kit.storedFiles();
    const refused = await kit.upload(landlord, listingId, photo);
    expectQuotaRefusal(refused, 'uploads_per_hour');
    expect(refused.body.data.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect(kit.storedFiles()).toEqual(filesBefore);
    expect((await kit.photoRows(listingId)).length).toBe(1);

    // Keyed on the user: another landlord is not affected.
    const other = await kit.user();
    expect((await kit.upload(other, await kit.advert(other), photo)).status).toBe(201);
  });
});

describe('photo bytes per user per day', () => {
  it('accepts an upload up to the daily bytes and refuses one beyond, decoding and storing nothing', async () => {
    const landlord = await kit.user();
    const listingId = await kit.advert(landlord);
    const limit = PHOTO_UPLOAD_BYTES_PER_USER.limit;
    // This upload brings the day's bytes exactly to the limit: accepted.
    await alreadyCounted(PHOTO_UPLOAD_BYTES_PER_USER, landlord, limit - photo.length);
    expect((await kit.upload(landlord, listingId, photo)).status).toBe(201);
    const filesBefore = kit.storedFiles();
    const refused = await kit.upload(landlord, listingId, photo);
    expectQuotaRefusal(refused, 'bytes_per_day');
    expect(refused.body.data.retryAfterSeconds).toBeLessThanOrEqual(24 * 3600);
    expect(kit.storedFiles()).toEqual(filesBefore);

    // One byte short of a photo: the upload that would go over is refused.
    const close = await kit.user();
    const closeListing = await kit.advert(close);
    await alreadyCounted(PHOTO_UPLOAD_BYTES_PER_USER, close, limit - photo.length + 1);
    expectQuotaRefusal(await kit.upload(close, closeListing, photo), 'bytes_per_day');
    expect(await kit.photoRows(closeListing)).toEqual([]);
  });
});

describe('photo decodes per process', () => {
  it('answers 503 with Retry-After while every decode slot and the wait queue are taken', async () => {
    const landlord = await kit.user();
    const listingId = await kit.advert(landlord);
    const slots = kit.testApp.app.images.decodeSlots;
    expect([slots.maxRunning, slots.maxWaiting]).toEqual([
      MAX_CONCURRENT_PHOTO_DECODES,
      MAX_WAITING_PHOTO_DECODES,
    ]);
    // Other uploads hold every slot and fill the queue.
    for (let index = 0; index < MAX_CONCURRENT_PHOTO_DECODES; index += 1) {
      expect(await slots.acquire()).toBe(true);
    }
    const queued = Array.from({ length: MAX_WAITING_PHOTO_DECODES }, () => slots.acquire());
    expect(slots.queued).toBe(MAX_WAITING_PHOTO_DECODES);

    const filesBefore = kit.storedFiles();
    const busy = await kit.upload(landlord, listingId, photo);
    expect(busy.status).toBe(503);
    validate('POST', '/supplyflow/cra-upload-photo', 503, busy.body);
    expect(busy.body).toMatchObject({
      code: ErrorCode.Http502,
      data: { retryAfterSeconds: PHOTO_DECODE_RETRY_AFTER_SECONDS },
    });
    expect(busy.headers['retry-after']).toBe(String(PHOTO_DECODE_RETRY_AFTER_SECONDS));
    expect(kit.storedFiles()).toEqual(filesBefore);
    expect(await kit.photoRows(listingId)).toEqual([]);

    // Once the others are done (each release hands its slot to the next waiting), uploads are
    // decoded again.
    for (let index = 0; index < MAX_CONCURRENT_PHOTO_DECODES + MAX_WAITING_PHOTO_DECODES; index++) {
      slots.release();
    }
    expect(await Promise.all(queued)).toEqual(Array(MAX_WAITING_PHOTO_DECODES).fill(true));
    expect([slots.running, slots.queued]).toEqual([0, 0]);
    expect((await kit.upload(landlord, listingId, photo)).status).toBe(201);
  });
});
