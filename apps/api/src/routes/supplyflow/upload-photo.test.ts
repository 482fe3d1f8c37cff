import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  ErrorCode,
  ListingStatus,
  MAX_LISTING_PHOTOS,
  MAX_PHOTO_UPLOAD_BYTES,
} from '@rooms/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listingPhotos } from '../../db/schema.js';
import { createPhotoKit, type PhotoKit } from '../../images/testing/photo-kit.js';
import {
  hasGpsIfd,
  heicLikeFile,
  phoneJpegWithGps,
  pngBomb,
  testPhoto,
  truncatedJpeg,
} from '../../images/testing/test-images.js';
import { createResponseValidator } from '../../testing/openapi-response-validator.js';

import type { TestUser } from '../../testing/test-app.js';

let kit: PhotoKit;
let landlord: TestUser;
let stranger: TestUser;
const validate = createResponseValidator();

beforeAll(async () => {
  kit = await createPhotoKit();
  landlord = await kit.user();
  stranger = await kit.user();
});

afterAll(async () => {
  await kit.close();
});

/** The stored original of an image key, from the upload folder. */
function storedOriginal(imageKey: string): Buffer {
  return readFileSync(join(kit.testApp.dataDir, 'uploads', 'originals', imageKey));
}

describe('POST /supplyflow/cra-upload-photo: accepted photos', () => {
  it('accepts JPEG, PNG, WebP and AVIF; stores each as a JPEG; the first is the cover', async () => {
    const listingId = await kit.advert(landlord);
    const answers = [];
    for (const format of ['jpeg', 'png', 'webp', 'avif'] as const) {
      // Name and declared type say nothing: always "photo.jpg, image/jpeg" here.
      const answer = await kit.upload(landlord, listingId, await testPhoto(format, 64, 48));
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      validate('POST', '/supplyflow/cra-upload-photo', 201, answer.body);
      answers.push(answer.body);
    }
    expect(
      answers.map((photo) => [photo.position, photo.isCover, photo.width, photo.height]),
    ).toEqual([
      [0, true, 64, 48],
      [1, false, 64, 48],
      [2, false, 64, 48],
      [3, false, 64, 48],
    ]);
    const keys = answers.map((photo) => photo.imageKey as string);
    expect(new Set(keys).size).toBe(4);
    for (const key of keys) {
      expect(key).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect((await sharp(storedOriginal(key)).metadata()).format).toBe('jpeg');
    }
    const rows = await kit.photoRows(listingId);
    expect(rows.map((row) => [row.id, row.imageKey, row.width, row.height])).toEqual(
      answers.map((photo) => [photo.id, photo.imageKey, 64, 48]),
    );
    expect(rows.every((row) => row.bytes !== null && row.bytes > 0)).toBe(true);
  });

  it('accepts a photo for a draft advert too', async () => {
    const draft = await kit.advert(landlord, ListingStatus.Concept);
    expect((await kit.upload(landlord, draft, await testPhoto('jpeg'))).status).toBe(201);
  });

  it('removes EXIF with GPS and XMP and stores the photo upright', async () => {
    const listingId = await kit.advert(landlord);
    const upload = await phoneJpegWithGps();
    expect(hasGpsIfd((await sharp(upload).metadata()).exif)).toBe(true);

    const answer = await kit.upload(landlord, listingId, upload);
    expect(answer.status).toBe(201);
    // Stored sideways 60×20 with orientation 6: upright it is 20×60.
    expect([answer.body.width, answer.body.height]).toEqual([20, 60]);
    const stored = storedOriginal(answer.body.imageKey);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ width: 20, height: 60 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('TestPhone'))).toBe(false);

    // Nor does any size the image service derives from it carry metadata.
    const served = await kit.testApp.app.inject({
      method: 'GET',
      url: `/image/${answer.body.imageKey}/resize/30-30`,
      headers: { accept: 'image/jpeg' },
    });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });
});

describe('POST /supplyflow/cra-upload-photo: refusals store nothing', () => {
  /** Uploads and checks the refusal: status, code, §8 shape, no new file, no row. */
  async function expectRefused(
    bytes: Buffer,
    status: number,
    code: string,
    part: Parameters<PhotoKit['upload']>[3] = {},
  ) {
    const listingId = await kit.advert(landlord);
    const filesBefore = kit.storedFiles();
    const answer = await kit.upload(landlord, listingId, bytes, part);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body).toEqual(expect.objectContaining({ code, message: expect.any(String) }));
    expect(kit.storedFiles()).toEqual(filesBefore);
    expect(await kit.photoRows(listingId)).toEqual([]);
    return answer;
  }

  it('refuses a file that is not an image (415)', async () => {
    await expectRefused(
      Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 31) % 256)),
      415,
      ErrorCode.ImageUnsupported,
      {
        filename: 'data.bin',
        contentType: 'application/octet-stream',
      },
    );
  });

  it('refuses a text file renamed to photo.jpg and sent as image/jpeg (415)', async () => {
    await expectRefused(
      Buffer.from('Hello, I am a text file pretending to be a photo.\n'.repeat(50)),
      415,
      ErrorCode.ImageUnsupported,
    );
  });

  it('refuses an image format that is not accepted: GIF (415)', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f0' } })
      .gif()
      .toBuffer();
    await expectRefused(gif, 415, ErrorCode.ImageUnsupported, {
      filename: 'photo.gif',
      contentType: 'image/gif',
    });
  });

  it('refuses a truncated JPEG (422)', async () => {
    await expectRefused(await truncatedJpeg(), 422, ErrorCode.ImageCorrupt);
  });

  it('refuses a file over 15 MB (413), reading no further than the limit', async () => {
    const header = await testPhoto('jpeg');
    const oversized = Buffer.concat([
      header,
      Buffer.alloc(MAX_PHOTO_UPLOAD_BYTES + 1 - header.length, 1),
    ]);
    expect(oversized.length).toBe(MAX_PHOTO_UPLOAD_BYTES + 1);
    const answer = await expectRefused(oversized, 413, ErrorCode.ImageTooLarge);
    expect(answer.body.data).toEqual({ maxBytes: MAX_PHOTO_UPLOAD_BYTES });
  });

  it('refuses a decompression bomb: a 171-byte PNG declaring 20000×20000 px (413)', async () => {
    const answer = await expectRefused(pngBomb(), 413, ErrorCode.ImageTooManyPixels, {
      filename: 'small.png',
      contentType: 'image/png',
    });
    expect(answer.body.data).toEqual({ width: 20_000, height: 20_000 });
  });

  it('asks for a JPEG for a HEIC photo this server cannot decode (415)', async () => {
    const answer = await expectRefused(heicLikeFile(), 415, ErrorCode.ImageHeicUnsupported, {
      filename: 'IMG_0001.HEIC',
      contentType: 'image/heic',
    });
    expect(answer.body.message).toMatch(/JPEG/);
  });

  it('refuses a body without the field file, and a body that is not multipart (400)', async () => {
    const answer = await expectRefused(await testPhoto('jpeg'), 400, ErrorCode.InvalidRequest, {
      name: 'photo',
    });
    expect(answer.body.data.fields[0].field).toBe('body.file');

    const listingId = await kit.advert(landlord);
    const json = await kit.call(landlord, {
      method: 'POST',
      path: `/supplyflow/cra-upload-photo?listingID=${listingId}`,
      body: { file: 'not a photo' },
    });
    expect(json.status).toBe(400);
    expect(json.body.code).toBe(ErrorCode.InvalidRequest);
  });

  it('refuses an empty file (400)', async () => {
    await expectRefused(Buffer.alloc(0), 400, ErrorCode.InvalidRequest);
  });
});

describe('POST /supplyflow/cra-upload-photo: whose advert, how many', () => {
  it("answers 404 (1015) for another user's advert and stores nothing", async () => {
    const listingId = await kit.advert(landlord);
    const filesBefore = kit.storedFiles();
    const answer = await kit.upload(stranger, listingId, await testPhoto('jpeg'));
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe(1015);
    expect(kit.storedFiles()).toEqual(filesBefore);
    expect(await kit.photoRows(listingId)).toEqual([]);
  });

  it('answers 404 for a deleted or unknown advert, 400 for a malformed id', async () => {
    const deleted = await kit.advert(landlord, ListingStatus.Deleted);
    expect((await kit.upload(landlord, deleted, await testPhoto('jpeg'))).status).toBe(404);
    expect((await kit.upload(landlord, 2_000_000_000, await testPhoto('jpeg'))).status).toBe(404);
    const malformed = await kit.upload(landlord, 'abc', await testPhoto('jpeg'));
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe(ErrorCode.InvalidRequest);
  });

  it('answers 401 to anonymous uploads and stores nothing', async () => {
    const listingId = await kit.advert(landlord);
    const filesBefore = kit.storedFiles();
    const answer = await kit.upload(null, listingId, await testPhoto('jpeg'));
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe(ErrorCode.Http401);
    expect(kit.storedFiles()).toEqual(filesBefore);
  });

  it(`refuses the ${MAX_LISTING_PHOTOS + 1}st photo (409) and stores nothing for it`, async () => {
    // A landlord of its own: the hourly upload quota (60) counts per user.
    const owner = await kit.user();
    const listingId = await kit.advert(owner);
    const photo = await testPhoto('jpeg', 16, 16);
    for (let index = 0; index < MAX_LISTING_PHOTOS; index += 1) {
      expect((await kit.upload(owner, listingId, photo)).status).toBe(201);
    }
    const filesBefore = kit.storedFiles();
    const answer = await kit.upload(owner, listingId, photo);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: ErrorCode.PhotoLimitReached,
      data: { maxPhotos: 20 },
    });
    expect(kit.storedFiles()).toEqual(filesBefore);
    const rows = await kit.photoRows(listingId);
    expect(rows.map((row) => row.position)).toEqual([...Array(MAX_LISTING_PHOTOS).keys()]);
    expect(rows.filter((row) => row.isCover).length).toBe(1);
  });

  it('holds the limit under concurrent uploads: 8 at once on 15 photos, 5 get in', async () => {
    // 8 at once: as many as the process decodes or queues (2 + 6, quotas.ts); more would be 503.
    const owner = await kit.user();
    const listingId = await kit.advert(owner);
    const present = MAX_LISTING_PHOTOS - 5;
    await kit.testApp.database.db.insert(listingPhotos).values(
      Array.from({ length: present }, (_, position) => ({
        listingId,
        imageKey: `earlier-photo-${listingId}-${position}`,
        position,
        isCover: position === 0,
      })),
    );
    const photo = await testPhoto('jpeg', 16, 16);
    const originalsBefore = kit
      .storedFiles()
      .filter((file) => file.startsWith('originals/')).length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => kit.upload(owner, listingId, photo)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201).length).toBe(5);
    expect(statuses.filter((status) => status === 409).length).toBe(3);
    const rows = await kit.photoRows(listingId);
    expect(rows.length).toBe(MAX_LISTING_PHOTOS);
    expect(new Set(rows.map((row) => row.position)).size).toBe(MAX_LISTING_PHOTOS);
    expect(rows.filter((row) => row.isCover).length).toBe(1);
    // The refused uploads' files were removed again.
    const originals = kit.storedFiles().filter((file) => file.startsWith('originals/')).length;
    expect(originals - originalsBefore).toBe(5);
  });
});
