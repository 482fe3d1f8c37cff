/**
 * The data the fuzzer's requests run against: a test app (rate limits raised) with a tenant, a
 * landlord and two other users, adverts in every state that matters (visible, offline, draft, of
 * another landlord), a photo, conversations (the tenant's with the landlord and with another landlord,
 * one between two other users), a favourite, and the pools of real ids that valid requests draw
 * their ids from — other users' ids too, so ownership checks are reached.
 */
import { ListingStatus } from '@rooms/domain';
import { eq } from 'drizzle-orm';

import { hashPassword } from '../auth/password.js';
import { createSession } from '../auth/session-store.js';
import { cities, listingPhotos, streets, users } from '../db/schema.js';
import { testPhoto } from '../images/testing/test-images.js';
import { grantTestPremium, grantTestTenantSearch } from '../payments/testing/grant-premium.js';
import { insertListing } from '../testing/listing-fixtures.js';
import { createTestApp, nextClientAddress } from '../testing/test-app.js';

import type { TestPlace } from '../testing/listing-fixtures.js';
import type { TestApp, TestUser } from '../testing/test-app.js';

/** Who sends a request. */
export type Role = 'tenant' | 'landlord' | 'anonymous';

/** Every role, in the order each request is sent. */
export const ROLES: readonly Role[] = ['tenant', 'landlord', 'anonymous'];

/** Real values of the seeded data, by the kind of input they fill. */
export interface IdPools {
  listingIds: number[];
  /** The landlord's wizard draft(s) (also in listingIds). */
  draftIds: number[];
  conversationIds: number[];
  userIds: number[];
  cityIds: number[];
  streetIds: number[];
  photoIds: number[];
  imageKeys: string[];
  slugs: string[];
  emails: string[];
}

/** The seeded application of a fuzz run. */
export interface FuzzWorld {
  t: TestApp;
  ids: IdPools;
  /** The password of every seeded account. */
  password: string;
  /** A small JPEG for valid uploads. */
  photo: Buffer;
  /** The session cookie of a role (undefined for anonymous). */
  cookie: (role: Role) => string | undefined;
  /**
   * A new session of the role's user (undefined for anonymous), for operations that end the
   * session they are called with (logout), so the role's main session survives them.
   */
  freshCookie: (role: Role) => Promise<string | undefined>;
  close: () => Promise<void>;
}

/** A reaction that passes every rule of §5 (length, letters, no contact details). */
const REACTION = 'Hoi! Ik ben Anna, 21 jaar, student in Groningen. Is de kamer nog vrij?';

/**
 * Settings of the fuzz app: per-address and per-user limits raised (the fuzzer sends thousands
 * of requests as three users from the documentation address range); a 429 would still pass.
 */
const FUZZ_ENV: NodeJS.ProcessEnv = {
  RATE_LIMIT_PER_IP_FACTOR: '10000',
  MESSAGE_RATE_LIMIT_FACTOR: '10000',
};

async function insertCity(t: TestApp, name: string, slug: string): Promise<TestPlace> {
  const { db } = t.database;
  const [city] = await db
    .insert(cities)
    .values({
      name,
      slug,
      municipality: name,
      province: 'Groningen',
      lat: 53.2,
      lng: 6.56,
      addressCount: 1000,
    })
    .returning({ id: cities.id });
  const [street] = await db
    .insert(streets)
    .values({
      cityId: city!.id,
      name: 'Herestraat',
      slug: 'herestraat',
      postcode4: '9711',
      lat: 53.21,
      lng: 6.56,
      addressCount: 100,
    })
    .returning({ id: streets.id });
  return { cityId: city!.id, streetId: street!.id, cityName: name, streetName: 'Herestraat' };
}

/**
 * Inserts an account with a session directly (registration's own flow is tested elsewhere and
 * may send e-mails first): the fuzzer needs signed-in users, not sign-ups.
 *
 * @param firstName also gives the address, `<first name>@fuzz.example.com` (unique per app)
 * @param passwordHash the argon2id hash of `password` (hash once, share it)
 */
export async function insertSignedInUser(
  t: TestApp,
  firstName: string,
  password: string,
  passwordHash: string,
): Promise<TestUser> {
  const email = `${firstName.toLowerCase()}@fuzz.example.com`;
  const [row] = await t.database.db
    .insert(users)
    .values({ email, passwordHash, firstName })
    .returning({ id: users.id });
  const { token } = await createSession(t.database.db, row!.id);
  return { id: row!.id, email, password, cookie: `rooms_session=${token}`, token };
}

/** Injects a setup request as a user; throws unless it answers `status`. */
async function setupCall(
  t: TestApp,
  user: TestUser,
  method: 'POST' | 'GET',
  url: string,
  payload: unknown,
  status = 200,
): Promise<Record<string, unknown>> {
  const response = await t.app.inject({
    method,
    url,
    remoteAddress: nextClientAddress(),
    headers: { cookie: user.cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  if (response.statusCode !== status)
    throw new Error(`fuzz setup ${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/**
 * Starts the app and seeds the fuzz data through the API where a route exists (reactions,
 * drafts, uploads, favourites) and directly in the database otherwise (places, adverts).
 *
 * @throws Error when a setup call does not answer as expected
 */
export async function createFuzzWorld(): Promise<FuzzWorld> {
  const t = await createTestApp(FUZZ_ENV);
  const { db } = t.database;
  const password = 'correct horse battery';
  const groningen = await insertCity(t, 'Groningen', 'groningen');
  const zwolle = await insertCity(t, 'Zwolle', 'zwolle');

  const passwordHash = await hashPassword(password);
  const user = (firstName: string) => insertSignedInUser(t, firstName, password, passwordHash);
  const tenant = await user('Anna');
  const landlord = await user('Lotte');
  const otherTenant = await user('Bram');
  const otherLandlord = await user('Sem');
  // Reacting needs premium (issue 27); the landlords may search tenants.
  for (const reacting of [tenant, otherTenant]) await grantTestPremium(db, reacting.id);
  for (const searching of [landlord, otherLandlord]) await grantTestTenantSearch(db, searching.id);

  const listingIds: number[] = [];
  const listing = async (owner: TestUser, place: TestPlace, status = 4) => {
    const id = await insertListing(db, { landlordId: owner.id, place, status });
    listingIds.push(id);
    return id;
  };
  const visible = await listing(landlord, groningen);
  await listing(landlord, zwolle);
  await listing(landlord, groningen, ListingStatus.Inactive);
  const otherVisible = await listing(otherLandlord, zwolle);
  await listing(otherLandlord, groningen);
  const draft = await setupCall(t, landlord, 'POST', '/supplyflow/cra-roomtype', {
    listingID: null,
    listingType: 1,
  });
  listingIds.push(draft.listingID as number);

  const photo = await testPhoto('jpeg', 64, 48);
  const upload = await t.app.inject({
    method: 'POST',
    url: `/supplyflow/cra-upload-photo?listingID=${visible}`,
    headers: {
      cookie: landlord.cookie,
      'content-type': 'multipart/form-data; boundary=fuzz-setup',
    },
    payload: Buffer.concat([
      Buffer.from(
        '--fuzz-setup\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
      ),
      photo,
      Buffer.from('\r\n--fuzz-setup--\r\n'),
    ]),
  });
  if (upload.statusCode !== 201)
    throw new Error(`fuzz setup upload: ${upload.statusCode} ${upload.body}`);
  const photoRows = await db
    .select({ id: listingPhotos.id, imageKey: listingPhotos.imageKey })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, visible));

  const react = async (user: TestUser, listingID: number) =>
    (
      await setupCall(t, user, 'POST', '/conversation/listing-reaction', {
        listingID,
        message: REACTION,
      })
    ).conversationID as number;
  const conversationIds = [
    await react(tenant, visible),
    await react(tenant, otherVisible),
    await react(otherTenant, otherVisible),
  ];
  await setupCall(t, landlord, 'POST', '/conversation/send-message', {
    conversationID: conversationIds[0],
    message: 'Hoi Anna, de kamer is nog vrij.',
    idempotencyKey: 'fuzz-setup-reply-0001',
  });
  await setupCall(t, tenant, 'POST', `/favorite?id=${otherVisible}`, undefined);

  const users: Record<Exclude<Role, 'anonymous'>, TestUser> = { tenant, landlord };
  return {
    t,
    password,
    photo,
    ids: {
      listingIds,
      draftIds: [draft.listingID as number],
      conversationIds,
      userIds: [tenant.id, landlord.id, otherTenant.id, otherLandlord.id],
      cityIds: [groningen.cityId, zwolle.cityId],
      streetIds: [groningen.streetId, zwolle.streetId],
      photoIds: photoRows.map((row) => row.id),
      imageKeys: photoRows.map((row) => row.imageKey),
      slugs: ['groningen', 'zwolle', 'herestraat'],
      emails: [tenant.email, landlord.email, otherTenant.email],
    },
    cookie: (role) => (role === 'anonymous' ? undefined : users[role].cookie),
    freshCookie: async (role) => {
      if (role === 'anonymous') return undefined;
      const session = await createSession(db, users[role].id);
      return `rooms_session=${session.token}`;
    },
    close: () => t.close(),
  };
}
