/**
 * A test application for the photo calls and the image service: users, adverts, uploads through
 * `POST /supplyflow/cra-upload-photo` and a look at what was stored (files and rows).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { eq } from 'drizzle-orm';

import { listingPhotos } from '../../db/schema.js';
import { insertListing, insertPlace, type TestPlace } from '../../testing/listing-fixtures.js';
import {
  createTestApp,
  registerUser,
  type TestApp,
  type TestUser,
} from '../../testing/test-app.js';
import { createUserCall, type UserCall } from '../../testing/user-call.js';

import { multipartBody, type MultipartPart } from './test-images.js';

import type { Dirent } from 'node:fs';

/** An answer of an upload (or any injected call): status, JSON body (or null), headers. */
export interface PhotoAnswer {
  status: number;
  // Tests read fields freely.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Record<string, unknown>;
}

/** What the photo tests work with. */
export interface PhotoKit {
  testApp: TestApp;
  call: UserCall;
  place: TestPlace;
  /** Registers and signs in a user. */
  user: () => Promise<TestUser>;
  /** Inserts an advert of a user (status Active 4 unless said otherwise); returns its id. */
  advert: (owner: TestUser, status?: number) => Promise<number>;
  /**
   * Uploads a file as a user (null: anonymous) in the multipart field `file`
   * (`filename` default 'photo.jpg', content type default image/jpeg, whatever the bytes are).
   */
  upload: (
    user: TestUser | null,
    listingId: number | string,
    bytes: Buffer,
    part?: Partial<MultipartPart>,
  ) => Promise<PhotoAnswer>;
  /** Every file under the upload folder, as paths relative to it, sorted. */
  storedFiles: () => string[];
  /** The photo rows of an advert by position. */
  photoRows: (listingId: number) => Promise<(typeof listingPhotos.$inferSelect)[]>;
  close: () => Promise<void>;
}

/** Builds a {@link PhotoKit} on a fresh test application (local image store in its DATA_DIR). */
export async function createPhotoKit(): Promise<PhotoKit> {
  const testApp = await createTestApp();
  const { app, database } = testApp;
  const place = await insertPlace(database.db);
  const uploadsDir = join(testApp.dataDir, 'uploads');
  return {
    testApp,
    call: createUserCall(app),
    place,
    user: () => registerUser(app),
    advert: (owner, status = 4) =>
      insertListing(database.db, { landlordId: owner.id, place, status }),
    upload: async (user, listingId, bytes, part = {}) => {
      const { payload, headers } = multipartBody([
        { name: 'file', filename: 'photo.jpg', contentType: 'image/jpeg', ...part, data: bytes },
      ]);
      const response = await app.inject({
        method: 'POST',
        url: '/supplyflow/cra-upload-photo',
        query: { listingID: String(listingId) },
        headers: { ...headers, ...(user ? { cookie: user.cookie } : {}) },
        payload,
      });
      return {
        status: response.statusCode,
        body: response.body === '' ? null : response.json(),
        headers: response.headers,
      };
    },
    storedFiles: () => {
      try {
        return (
          readdirSync(uploadsDir, {
            recursive: true,
            withFileTypes: true,
          }) as Dirent[]
        )
          .filter((entry) => entry.isFile())
          .map((entry) => join(entry.parentPath, entry.name).slice(uploadsDir.length + 1))
          .sort();
      } catch {
        return [];
      }
    },
    photoRows: (listingId) =>
      database.db
        .select()
        .from(listingPhotos)
        .where(eq(listingPhotos.listingId, listingId))
        .orderBy(listingPhotos.position),
    close: () => testApp.close(),
  };
}
