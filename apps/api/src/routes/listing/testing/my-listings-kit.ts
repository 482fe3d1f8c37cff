/**
 * Test support for the "My adverts" calls: the real app on a test database of the file's own,
 * `call()` as a user (checked against openapi.json and the §8 error shape, never a 5xx), two
 * places (one with accents in its street name), and helpers that insert adverts and reactions
 * and read an advert's row.
 */
import { eq } from 'drizzle-orm';

import { cities, conversations, listings } from '../../../db/schema.js';
import { listingIndexOf } from '../../../search/live-listing-index.js';
import { insertListing, insertPlace } from '../../../testing/listing-fixtures.js';
import { createTestApp, registerUser } from '../../../testing/test-app.js';
import { createUserCall } from '../../../testing/user-call.js';

import type { TestPlace } from '../../../testing/listing-fixtures.js';
import type { TestApp, TestUser } from '../../../testing/test-app.js';
import type { UserCall } from '../../../testing/user-call.js';

/** What an advert of a test is made with (see `insertListing`). */
export interface AdvertOptions {
  status?: number;
  title?: string;
  place?: TestPlace;
  rentCents?: number;
  coverPhotoKey?: string;
  publishedAt?: Date;
  createdAt?: Date;
}

/** The app of one test file with the helpers bound to it. */
export interface MyListingsKit {
  t: TestApp;
  /** Groningen, Herestraat. */
  groningen: TestPlace;
  /** Leeuwarden, Curaçaostraat. */
  leeuwarden: TestPlace;
  call: UserCall;
  /** A new signed-in user. */
  user: () => Promise<TestUser>;
  /**
   * Inserts an advert of the landlord (default: status Active 4 in Groningen) as another process
   * would, and waits until the app's search index shows it; returns its id.
   */
  advert: (landlord: TestUser, options?: AdvertOptions) => Promise<number>;
  /** Inserts a conversation of a new tenant about the advert (a reaction). */
  react: (listingId: number) => Promise<void>;
  /** The advert's row as stored. */
  row: (listingId: number) => Promise<typeof listings.$inferSelect>;
  /**
   * Calls `method path?name=1&name=2` as the user (a query parameter given twice) and returns
   * the status and the error code.
   */
  repeatParameter: (
    user: TestUser,
    method: 'GET' | 'DELETE',
    path: string,
    name: string,
  ) => Promise<{ status: number; code: unknown }>;
  /** The slug of a place's city (for `/listing/findlistings`). */
  citySlug: (place: TestPlace) => Promise<string>;
  close: () => Promise<void>;
}

/** Starts the app for a "My adverts" test file. */
export async function createMyListingsKit(): Promise<MyListingsKit> {
  const t = await createTestApp();
  const { db } = t.database;
  const groningen = await insertPlace(db, 'Groningen', 'Herestraat');
  const leeuwarden = await insertPlace(db, 'Leeuwarden', 'Curaçaostraat');

  const advert: MyListingsKit['advert'] = async (landlord, options = {}) => {
    const id = await insertListing(db, { landlordId: landlord.id, place: groningen, ...options });
    await listingIndexOf(db)?.catchUp();
    return id;
  };

  const react: MyListingsKit['react'] = async (listingId) => {
    const tenant = await registerUser(t.app);
    const [listing] = await db
      .select({ landlordId: listings.landlordId })
      .from(listings)
      .where(eq(listings.id, listingId));
    await db.insert(conversations).values({
      listingId,
      tenantId: tenant.id,
      landlordId: listing!.landlordId,
      arrivalSource: 1,
    });
  };

  const row: MyListingsKit['row'] = async (listingId) => {
    const [found] = await db.select().from(listings).where(eq(listings.id, listingId));
    if (!found) throw new Error(`no listing ${listingId}`);
    return found;
  };

  const citySlug: MyListingsKit['citySlug'] = async (place) => {
    const [city] = await db
      .select({ slug: cities.slug })
      .from(cities)
      .where(eq(cities.id, place.cityId));
    return city!.slug;
  };

  const repeatParameter: MyListingsKit['repeatParameter'] = async (user, method, path, name) => {
    const response = await t.app.inject({
      method,
      url: `${path}?${name}=1&${name}=2`,
      headers: { cookie: user.cookie },
    });
    return { status: response.statusCode, code: (response.json() as { code?: unknown }).code };
  };

  return {
    t,
    groningen,
    leeuwarden,
    call: createUserCall(t.app),
    user: () => registerUser(t.app),
    advert,
    react,
    row,
    repeatParameter,
    citySlug,
    close: () => t.close(),
  };
}
