import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { ErrorCode } from '@rooms/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../db/schema.js';
import { normaliseUploadedPhoto } from '../../images/photo-upload.js';
import { createPhotoKit, type PhotoKit } from '../../images/testing/photo-kit.js';
import { testPhoto } from '../../images/testing/test-images.js';

import type { TestUser } from '../../testing/test-app.js';

let kit: PhotoKit;
let landlord: TestUser;
/** A 640×480 uploaded photo. */
let imageKey: string;

const AVIF_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP_ACCEPT = 'image/webp,*/*';

beforeAll(async () => {
  kit = await createPhotoKit();
  landlord = await kit.user();
  const listingId = await kit.advert(landlord);
  const answer = await kit.upload(landlord, listingId, await testPhoto('jpeg', 640, 480));
  expect(answer.status).toBe(201);
  imageKey = answer.body.imageKey;
});

afterAll(async () => {
  await kit.close();
});

function get(url: string, headers: Record<string, string> = {}) {
  return kit.testApp.app.inject({ method: 'GET', url, headers });
}

function renders(): number {
  return kit.testApp.app.images.stats.renders;
}

describe('GET /image/{key}/resize/{width}-{height}', () => {
  it.each([
    [AVIF_ACCEPT, 'image/avif', 'heif'],
    [WEBP_ACCEPT, 'image/webp', 'webp'],
    ['image/png,image/*;q=0.8', 'image/jpeg', 'jpeg'],
    [undefined, 'image/jpeg', 'jpeg'],
  ])('for Accept %j sends %s at the size asked, cropped to fill', async (accept, type, format) => {
    const response = await get(
      `/image/${imageKey}/resize/341-241`,
      accept === undefined ? {} : { accept },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format, width: 341, height: 241 });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toBe('Accept');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{20}"$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('renders a size once: the repeat comes from the derived cache without a resize', async () => {
    const url = `/image/${imageKey}/resize/240-170`;
    const before = renders();
    const first = await get(url, { accept: WEBP_ACCEPT });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-image-cache']).toBe('miss');
    expect(renders()).toBe(before + 1);
    const derived = join(kit.testApp.dataDir, 'uploads', 'derived', imageKey, '240x170.webp');
    expect(existsSync(derived)).toBe(true);

    const second = await get(url, { accept: WEBP_ACCEPT });
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-image-cache']).toBe('hit');
    expect(renders()).toBe(before + 1);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);

    // Another format of the same size is a size of its own.
    const avif = await get(url, { accept: AVIF_ACCEPT });
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(renders()).toBe(before + 2);
  });

  it('renders a size once when many ask for it at the same moment', async () => {
    const before = renders();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        get(`/image/${imageKey}/resize/192-128`, { accept: WEBP_ACCEPT }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(renders()).toBe(before + 1);
  });

  it('answers 304 to a matching If-None-Match, 200 to another', async () => {
    const url = `/image/${imageKey}/resize/96-96`;
    const first = await get(url, { accept: WEBP_ACCEPT });
    const etag = first.headers.etag as string;
    const again = await get(url, { accept: WEBP_ACCEPT, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const other = await get(url, { accept: WEBP_ACCEPT, 'if-none-match': '"0000"' });
    expect(other.statusCode).toBe(200);
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await kit.testApp.app.inject({
      method: 'HEAD',
      url: `/image/${imageKey}/resize/341-241`,
      headers: { accept: WEBP_ACCEPT },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.rawPayload.length).toBe(0);
  });

  it.each([
    '0-10',
    '10-0',
    '3841-10',
    '10-3841',
    '10-abc',
    'abc-10',
    '10-',
    '-10-10',
    '1.5-10',
    '99999-1',
    '10-10-10',
  ])('refuses the size %s with 400 and renders nothing', async (size) => {
    const before = renders();
    const files = kit.storedFiles();
    const response = await get(`/image/${imageKey}/resize/${size}`);
    expect([400, 404]).toContain(response.statusCode);
    if (response.statusCode === 400) expect(response.json().code).toBe(ErrorCode.InvalidRequest);
    else expect(response.json().code).toBe(ErrorCode.Http404);
    expect(renders()).toBe(before);
    expect(kit.storedFiles()).toEqual(files);
  });

  it('accepts the largest allowed size, 1920×1280, and redirects 3840×3840 to it', async () => {
    const response = await get(`/image/${imageKey}/resize/1920-1280`, { accept: WEBP_ACCEPT });
    expect(response.statusCode).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      width: 1920,
      height: 1280,
    });
    const largest = await get(`/image/${imageKey}/resize/3840-3840`, { accept: WEBP_ACCEPT });
    expect(largest.statusCode).toBe(308);
    expect(largest.headers.location).toBe('1920-1280');
  });

  it('answers 404 in the §8 shape for an unknown key, 400 for a malformed one', async () => {
    const unknown = await get('/image/NoSuchImageKey0000000000/resize/341-241');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'http_404', message: 'Not found' });
    const malformed = await get('/image/..%2F..%2Fetc%2Fpasswd/resize/341-241');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe(ErrorCode.InvalidRequest);
  });
});

describe('GET /image/{key}', () => {
  it('sends the stored size in the accepted format', async () => {
    const webp = await get(`/image/${imageKey}`, { accept: WEBP_ACCEPT });
    expect(webp.statusCode).toBe(200);
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
      height: 480,
    });
    const jpeg = await get(`/image/${imageKey}`);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.headers.vary).toBe('Accept');
  });

  it('answers 404 for an unknown key', async () => {
    const response = await get('/image/unknown-key');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('http_404');
  });

  it('serves profile photos (users.photo_key) the same way, without signing in', async () => {
    const profileKey = await kit.testApp.app.images.storeOriginal(
      await normaliseUploadedPhoto(await testPhoto('png', 300, 300)),
    );
    await kit.testApp.database.db
      .update(users)
      .set({ photoKey: profileKey })
      .where(eq(users.id, landlord.id));
    const response = await get(`/image/${profileKey}/resize/150-150`, { accept: AVIF_ACCEPT });
    expect(response.statusCode).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 150, height: 150 });
  });
});
