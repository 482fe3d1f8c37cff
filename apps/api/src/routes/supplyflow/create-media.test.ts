import { ErrorCode, ListingStatus } from '@rooms/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listingPhotos, users } from '../../db/schema.js';
import { createPhotoKit, type PhotoKit } from '../../images/testing/photo-kit.js';
import { testPhoto } from '../../images/testing/test-images.js';

import type { TestUser } from '../../testing/test-app.js';

let kit: PhotoKit;
let landlord: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  kit = await createPhotoKit();
  landlord = await kit.user();
  stranger = await kit.user();
});

afterAll(async () => {
  await kit.close();
});

interface Photo {
  id: number;
  imageKey: string;
  position: number;
  isCover: boolean;
}

/** An advert of the landlord with `count` uploaded photos (a cached 10×10 size each). */
async function advertWithPhotos(count: number): Promise<{ listingId: number; photos: Photo[] }> {
  const listingId = await kit.advert(landlord);
  const photos: Photo[] = [];
  for (let index = 0; index < count; index += 1) {
    const answer = await kit.upload(landlord, listingId, await testPhoto('jpeg', 24, 24));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    photos.push(answer.body);
    const size = await kit.testApp.app.inject({
      method: 'GET',
      url: `/image/${answer.body.imageKey}/resize/30-30`,
    });
    expect(size.statusCode).toBe(200);
  }
  return { listingId, photos };
}

function arrange(user: TestUser | null, body: unknown) {
  return kit.call(user, { method: 'POST', path: '/supplyflow/cra-create-media', body });
}

/** [id, position, isCover] of an advert's rows, by position. */
async function layout(listingId: number) {
  return (await kit.photoRows(listingId)).map((row) => [row.id, row.position, row.isCover]);
}

/** The stored files of an image key (original and derived sizes). */
function filesOf(imageKey: string): string[] {
  return kit.storedFiles().filter((file) => file.split('/')[1] === imageKey);
}

describe('POST /supplyflow/cra-create-media', () => {
  it('reorders the photos and moves the cover', async () => {
    const { listingId, photos } = await advertWithPhotos(3);
    const [a, b, c] = photos as [Photo, Photo, Photo];
    expect(await layout(listingId)).toEqual([
      [a.id, 0, true],
      [b.id, 1, false],
      [c.id, 2, false],
    ]);

    const answer = await arrange(landlord, {
      listingID: listingId,
      photoIDs: [c.id, a.id, b.id],
      coverPhotoID: b.id,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.listingID).toBe(listingId);
    expect(
      answer.body.photos.map((photo: Photo) => [photo.id, photo.position, photo.isCover]),
    ).toEqual([
      [c.id, 0, false],
      [a.id, 1, false],
      [b.id, 2, true],
    ]);
    expect(await layout(listingId)).toEqual([
      [c.id, 0, false],
      [a.id, 1, false],
      [b.id, 2, true],
    ]);

    const listed = await kit.call(landlord, {
      method: 'GET',
      path: '/supplyflow/cra-photos',
      query: { listingID: listingId },
    });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual(answer.body);
  });

  it('deletes the photos left out, with their files; the first becomes the cover when the cover went', async () => {
    const { listingId, photos } = await advertWithPhotos(3);
    const [a, b, c] = photos as [Photo, Photo, Photo];
    expect(filesOf(a.imageKey).length).toBe(2); // original and one derived size
    const answer = await arrange(landlord, { listingID: listingId, photoIDs: [c.id] });
    expect(answer.status).toBe(200);
    expect(await layout(listingId)).toEqual([[c.id, 0, true]]);
    expect(filesOf(a.imageKey)).toEqual([]);
    expect(filesOf(b.imageKey)).toEqual([]);
    expect(filesOf(c.imageKey).length).toBe(2);
    const image = await kit.testApp.app.inject({ method: 'GET', url: `/image/${a.imageKey}` });
    expect(image.statusCode).toBe(404);
  });

  it('removes every photo with an empty list', async () => {
    const { listingId, photos } = await advertWithPhotos(2);
    const answer = await arrange(landlord, {
      listingID: listingId,
      photoIDs: [],
      coverPhotoID: null,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.photos).toEqual([]);
    expect(await kit.photoRows(listingId)).toEqual([]);
    for (const photo of photos) expect(filesOf(photo.imageKey)).toEqual([]);
  });

  it('keeps an image file that a profile still uses', async () => {
    const { listingId, photos } = await advertWithPhotos(1);
    const [a] = photos as [Photo];
    await kit.testApp.database.db
      .update(users)
      .set({ photoKey: a.imageKey })
      .where(eq(users.id, landlord.id));
    expect((await arrange(landlord, { listingID: listingId, photoIDs: [] })).status).toBe(200);
    expect(filesOf(a.imageKey).length).toBeGreaterThan(0);
    await kit.testApp.database.db
      .update(users)
      .set({ photoKey: null })
      .where(eq(users.id, landlord.id));
  });

  it('refuses ids of other adverts, repeated ids and a cover outside the list, changing nothing', async () => {
    const { listingId, photos } = await advertWithPhotos(2);
    const [a, b] = photos as [Photo, Photo];
    const other = await advertWithPhotos(1);
    const before = await layout(listingId);
    const files = kit.storedFiles();
    for (const body of [
      { listingID: listingId, photoIDs: [a.id, other.photos[0]!.id] },
      { listingID: listingId, photoIDs: [a.id, 999_999_999] },
      { listingID: listingId, photoIDs: [a.id, a.id] },
      { listingID: listingId, photoIDs: [a.id], coverPhotoID: b.id },
      { listingID: listingId, photoIDs: Array.from({ length: 21 }, (_, i) => i + 1) },
      { listingID: listingId, photoIDs: ['1'] },
      { listingID: listingId },
      { photoIDs: [a.id] },
    ]) {
      const answer = await arrange(landlord, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe(ErrorCode.InvalidRequest);
    }
    expect(await layout(listingId)).toEqual(before);
    expect(kit.storedFiles()).toEqual(files);
  });

  it("answers 404 for another user's advert and 401 anonymously, changing nothing", async () => {
    const { listingId, photos } = await advertWithPhotos(2);
    const before = await layout(listingId);
    const ids = photos.map((photo) => photo.id);
    const foreign = await arrange(stranger, { listingID: listingId, photoIDs: [] });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe(1015);
    const anonymous = await arrange(null, { listingID: listingId, photoIDs: ids.reverse() });
    expect(anonymous.status).toBe(401);
    expect(await layout(listingId)).toEqual(before);
    const deleted = await kit.advert(landlord, ListingStatus.Deleted);
    expect((await arrange(landlord, { listingID: deleted, photoIDs: [] })).status).toBe(404);
  });
});

describe('GET /supplyflow/cra-photos', () => {
  it("lists an own advert's photos; 404 for someone else's, 401 anonymously", async () => {
    const { listingId, photos } = await advertWithPhotos(2);
    const own = await kit.call(landlord, {
      method: 'GET',
      path: '/supplyflow/cra-photos',
      query: { listingID: listingId },
    });
    expect(own.status).toBe(200);
    expect(own.body.photos.map((photo: Photo) => photo.id)).toEqual(
      photos.map((photo) => photo.id),
    );
    expect(own.body.photos[0]).toMatchObject({ width: 24, height: 24, isCover: true });
    const foreign = await kit.call(stranger, {
      method: 'GET',
      path: '/supplyflow/cra-photos',
      query: { listingID: listingId },
    });
    expect(foreign.status).toBe(404);
    const anonymous = await kit.call(null, {
      method: 'GET',
      path: '/supplyflow/cra-photos',
      query: { listingID: listingId },
    });
    expect(anonymous.status).toBe(401);
    expect(
      (
        await kit.testApp.database.db
          .select()
          .from(listingPhotos)
          .where(eq(listingPhotos.listingId, listingId))
      ).length,
    ).toBe(2);
  });
});
