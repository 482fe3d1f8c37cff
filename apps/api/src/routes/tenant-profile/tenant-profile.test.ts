import { ListingArrivalSource, MessageKind } from '@rooms/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cities } from '../../db/schema.js';
import { testPhoto, multipartBody } from '../../images/testing/test-images.js';
import { grantTestTenantSearch } from '../../payments/testing/grant-premium.js';
import { canInviteTenants } from '../../tenant-profiles/invite-permission.js';
import { insertLandlord, insertListing, insertPlace } from '../../testing/listing-fixtures.js';
import { createResponseValidator } from '../../testing/openapi-response-validator.js';
import { createTestApp, eventually, registerUser, sentMail } from '../../testing/test-app.js';

import type { TestPlace } from '../../testing/listing-fixtures.js';
import type { TestApp, TestUser } from '../../testing/test-app.js';

let t: TestApp;
let groningen: TestPlace;
let utrecht: TestPlace;
const validate = createResponseValidator();

const INTRODUCTION =
  'Hi, I am a quiet master student of biology who loves cooking for housemates and long walks.';

/** A complete profile body (every required item filled). */
function completeProfile(cityIds: number[]) {
  return {
    introduction: INTRODUCTION,
    ageBand: 2,
    occupation: 1,
    languages: 3,
    cityIds,
    maxRentCents: 600_00,
    minSurfaceM2: 12,
    furnishings: 4,
    moveInDate: '2027-02-01',
    availabilityPeriods: 2,
    householdSize: 1,
    smoker: false,
    hasPets: false,
    roommateMax: 2,
    roommateGenders: 0,
    visible: true,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  groningen = await insertPlace(t.database.db, 'Groningen', 'Herestraat');
  utrecht = await insertPlace(t.database.db, 'Utrecht', 'Oudegracht');
});

afterAll(async () => {
  await t.close();
});

async function inject(
  user: TestUser | null,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  body?: unknown,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: {
      ...(user ? { cookie: user.cookie } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined
      ? { payload: typeof body === 'string' ? body : JSON.stringify(body) }
      : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(500);
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

function save(user: TestUser, body: unknown) {
  return inject(user, 'PUT', '/tenant/profile', body);
}

async function uploadPhoto(user: TestUser, bytes: Buffer) {
  const { payload, headers } = multipartBody([
    { name: 'file', filename: 'me.jpg', contentType: 'image/jpeg', data: bytes },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/tenant/profile/photo',
    headers: { ...headers, cookie: user.cookie },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

/** A tenant with a complete, visible profile (with a photo unless told otherwise). */
async function shownTenant(options: { photo?: boolean } = {}): Promise<TestUser> {
  const tenant = await registerUser(t.app, { firstName: 'Sanne de Vries' });
  expect((await save(tenant, completeProfile([groningen.cityId]))).status).toBe(200);
  if (options.photo !== false) {
    expect((await uploadPhoto(tenant, await testPhoto('jpeg', 300, 300))).status).toBe(200);
  }
  return tenant;
}

describe('GET /tenant/profile', () => {
  it('answers 401 to anonymous callers', async () => {
    expect((await inject(null, 'GET', '/tenant/profile')).status).toBe(401);
  });

  it('answers the empty default before the first save: visible, 0%, everything missing', async () => {
    const user = await registerUser(t.app, { firstName: 'Eva' });
    const answer = await inject(user, 'GET', '/tenant/profile');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    validate('GET', '/tenant/profile', 200, answer.body);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.body).toMatchObject({
      firstName: 'Eva',
      introduction: '',
      cityIds: [],
      visible: true,
      shown: false,
      updatedAt: null,
      completeness: { percent: 0, searchable: false },
    });
    expect(answer.body.completeness.missing).toEqual([
      'photo',
      'introduction',
      'occupation',
      'ageBand',
      'languages',
      'cities',
      'maxRent',
      'moveInDate',
    ]);
  });
});

describe('PUT /tenant/profile', () => {
  it('saves every field, writes searchable and completeness, and answers the profile', async () => {
    const user = await registerUser(t.app);
    const body = completeProfile([utrecht.cityId, groningen.cityId]);
    const answer = await save(user, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    validate('PUT', '/tenant/profile', 200, answer.body);
    expect(answer.body).toMatchObject({ ...body, shown: true });
    expect(answer.body.cities.map((city: { name: string }) => city.name)).toEqual([
      'Utrecht',
      'Groningen',
    ]);
    // Everything but the photo: 7 of 8 items.
    expect(answer.body.completeness).toEqual({ percent: 87, missing: ['photo'], searchable: true });
    const { rows } = await t.database.pool.query(
      'select searchable, completeness, city_ids from tenant_profiles where user_id = $1',
      [user.id],
    );
    expect(rows).toEqual([{ searchable: true, completeness: 87, city_ids: body.cityIds }]);
    const { rows: account } = await t.database.pool.query(
      'select occupation from users where id = $1',
      [user.id],
    );
    expect(account[0].occupation).toBe(1);
    expect((await inject(user, 'GET', '/tenant/profile')).body).toMatchObject(body);
  });

  it('updates the same row on a second save (upsert) and recomputes completeness', async () => {
    const user = await registerUser(t.app);
    await save(user, completeProfile([groningen.cityId]));
    const answer = await save(user, { ...completeProfile([]), moveInDate: null });
    expect(answer.status).toBe(200);
    expect(answer.body.completeness).toMatchObject({ percent: 62, searchable: false });
    expect(answer.body.shown).toBe(false);
    const { rows } = await t.database.pool.query(
      'select count(*)::int as n, bool_and(searchable) as searchable, min(completeness) as completeness from tenant_profiles where user_id = $1',
      [user.id],
    );
    expect(rows[0]).toEqual({ n: 1, searchable: false, completeness: 62 });
  });

  it('trims the introduction and accepts an empty one', async () => {
    const user = await registerUser(t.app);
    const padded = await save(user, {
      ...completeProfile([groningen.cityId]),
      introduction: `  ${INTRODUCTION}\n `,
    });
    expect(padded.body.introduction).toBe(INTRODUCTION);
    const empty = await save(user, { ...completeProfile([groningen.cityId]), introduction: '' });
    expect(empty.status).toBe(200);
    expect(empty.body.completeness.missing).toContain('introduction');
  });

  it('answers 401 to anonymous callers', async () => {
    expect((await inject(null, 'PUT', '/tenant/profile', completeProfile([]))).status).toBe(401);
  });

  const refusals: [string, Record<string, unknown>][] = [
    ['ageBand 0', { ageBand: 0 }],
    ['ageBand 7', { ageBand: 7 }],
    ['ageBand as text', { ageBand: '2' }],
    ['occupation 3 (two flags)', { occupation: 3 }],
    ['occupation 16', { occupation: 16 }],
    ['languages negative', { languages: -1 }],
    ['languages unknown flag', { languages: 1 << 20 }],
    ['languages fraction', { languages: 1.5 }],
    ['maxRentCents too low', { maxRentCents: 99_99 }],
    ['maxRentCents huge', { maxRentCents: 1e15 }],
    ['maxRentCents as text', { maxRentCents: '600' }],
    ['minSurfaceM2 0', { minSurfaceM2: 0 }],
    ['minSurfaceM2 huge', { minSurfaceM2: 501 }],
    ['furnishings 8', { furnishings: 8 }],
    ['moveInDate not a date', { moveInDate: '1 Feb 2027' }],
    ['moveInDate impossible', { moveInDate: '2027-02-30' }],
    ['moveInDate far away', { moveInDate: '9999-01-01' }],
    ['availabilityPeriods 4', { availabilityPeriods: 4 }],
    ['householdSize 0', { householdSize: 0 }],
    ['householdSize 7', { householdSize: 7 }],
    ['smoker as text', { smoker: 'no' }],
    ['hasPets null', { hasPets: null }],
    ['roommateMax 5', { roommateMax: 5 }],
    ['roommateGenders 8', { roommateGenders: 8 }],
    ['visible missing', { visible: undefined }],
    ['introduction too short', { introduction: 'Hi there, I am Sanne.' }],
    ['introduction too long', { introduction: 'a'.repeat(1501) }],
    ['introduction huge', { introduction: 'a'.repeat(100_000) }],
    ['introduction with NUL', { introduction: `${INTRODUCTION}\u0000` }],
    ['introduction with escape', { introduction: `${INTRODUCTION}\u001b[31m` }],
    ['introduction lone surrogate', { introduction: `${INTRODUCTION}\uD800` }],
    ['introduction as number', { introduction: 5 }],
    ['cityIds not an array', { cityIds: 5 }],
    ['cityIds repeated', { cityIds: [1, 1] }],
    ['cityIds six', { cityIds: [1, 2, 3, 4, 5, 6] }],
    ['cityIds negative', { cityIds: [-1] }],
    ['cityIds beyond integer', { cityIds: [2 ** 31] }],
    ['unknown field lastName', { lastName: 'de Vries' }],
    ['unknown field birthDate', { birthDate: '2001-04-01' }],
    // Always the caller's own profile: another user's id cannot be given.
    ['unknown field userId', { userId: 1 }],
    ['unknown field tenantID', { tenantID: 1 }],
    ['locale xx', { locale: 'xx' }],
  ];

  it.each(refusals)('refuses %s with 400 invalid_request', async (_name, change) => {
    const user = await registerUser(t.app);
    const answer = await save(user, { ...completeProfile([groningen.cityId]), ...change });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.code).toBe('invalid_request');
    const { rows } = await t.database.pool.query(
      'select 1 from tenant_profiles where user_id = $1',
      [user.id],
    );
    expect(rows).toEqual([]);
  });

  it('refuses malformed JSON and a non-object body with 400', async () => {
    const user = await registerUser(t.app);
    expect((await save(user, '{"introduction":')).status).toBe(400);
    expect((await save(user, [])).status).toBe(400);
  });

  it('refuses a city id that does not exist with 400 naming it', async () => {
    const user = await registerUser(t.app);
    const answer = await save(user, completeProfile([groningen.cityId, 2_000_000_000]));
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_request');
    expect(JSON.stringify(answer.body.data)).toContain('2000000000');
  });

  it.each([
    ['an e-mail address', 'mail: sanne@example.nl', 'email'],
    ['a phone number', 'bel 06-12345678', 'phone'],
    ['a link', 'see www.sanne-zoekt.nl', 'link'],
    ['a forbidden word', 'or reach me on whatsapp', 'word'],
  ])('refuses %s in the introduction with 10064 (nl) / 10065 (en)', async (_n, text, kind) => {
    const user = await registerUser(t.app, { locale: 'nl' });
    const introduction = `${INTRODUCTION} ${text}`;
    const dutch = await save(user, { ...completeProfile([groningen.cityId]), introduction });
    expect(dutch.status).toBe(400);
    expect(dutch.body.code).toBe(10064);
    expect(dutch.body.data.findings[0]).toMatchObject({ kind, field: 'introduction' });
    const english = await save(user, {
      ...completeProfile([groningen.cityId]),
      introduction,
      locale: 'en',
    });
    expect(english.body.code).toBe(10065);
  });
});

describe('the tenant search after a profile change', () => {
  /** Tenant ids the tenant search finds in a city (the in-memory index, issue 26). */
  async function foundIn(cityId: number): Promise<number[]> {
    const [city] = await t.database.db
      .select({ slug: cities.slug })
      .from(cities)
      .where(eq(cities.id, cityId));
    const answer = await inject(null, 'POST', '/tenant/findtenants', {
      location: { name: '', cityName: '', citySlug: city!.slug },
      rowsPerPage: 100,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body.tenants as { tenantID: number }[]).map((card) => card.tenantID);
  }

  it('shows a saved profile at once, and leaves out one hidden or without photo at once', async () => {
    const place = await insertPlace(t.database.db, 'Zwolle', 'Diezerstraat');
    const before = await foundIn(place.cityId); // loads the index before the change
    const tenant = await registerUser(t.app, { firstName: 'Mila' });
    expect((await save(tenant, completeProfile([place.cityId]))).status).toBe(200);
    expect((await uploadPhoto(tenant, await testPhoto('jpeg', 300, 300))).status).toBe(200);
    expect(before).not.toContain(tenant.id);
    expect(await foundIn(place.cityId)).toContain(tenant.id);
    // Tenants with a photo only (the default): removing the photo takes the card out.
    expect((await inject(tenant, 'DELETE', '/tenant/profile/photo')).status).toBe(200);
    expect(await foundIn(place.cityId)).not.toContain(tenant.id);
    expect((await uploadPhoto(tenant, await testPhoto('jpeg', 300, 300))).status).toBe(200);
    expect(await foundIn(place.cityId)).toContain(tenant.id);
    expect(
      (await save(tenant, { ...completeProfile([place.cityId]), visible: false })).status,
    ).toBe(200);
    expect(await foundIn(place.cityId)).not.toContain(tenant.id);
  });

  it('keeps every sort order right when one profile changes in place', async () => {
    const place = await insertPlace(t.database.db, 'Deventer', 'Brink');
    const budgets = [500_00, 700_00, 900_00];
    const tenants: TestUser[] = [];
    for (const maxRentCents of budgets) {
      const tenant = await registerUser(t.app, { firstName: 'Jip' });
      await save(tenant, { ...completeProfile([place.cityId]), maxRentCents });
      await uploadPhoto(tenant, await testPhoto('jpeg', 300, 300));
      tenants.push(tenant);
    }
    const [low, , high] = tenants as [TestUser, TestUser, TestUser];
    const byBudget = async (sort: number) => {
      const [city] = await t.database.db
        .select({ slug: cities.slug })
        .from(cities)
        .where(eq(cities.id, place.cityId));
      const answer = await inject(null, 'POST', '/tenant/findtenants', {
        location: { name: '', cityName: '', citySlug: city!.slug },
        listingSortOptionID: sort,
      });
      return (answer.body.tenants as { tenantID: number }[]).map((card) => card.tenantID);
    };
    expect((await byBudget(2))[0]).toBe(high.id);
    // The cheapest profile raises its budget above all others: first high to low, last low to high.
    await save(low, { ...completeProfile([place.cityId]), maxRentCents: 1_200_00 });
    expect((await byBudget(2))[0]).toBe(low.id);
    expect((await byBudget(3)).at(-1)).toBe(low.id);
    expect(await byBudget(3)).toHaveLength(3);
  });
});

describe('POST and DELETE /tenant/profile/photo', () => {
  it('stores the photo on the account, recomputes completeness and removes it again', async () => {
    const user = await registerUser(t.app);
    await save(user, completeProfile([groningen.cityId]));
    const uploaded = await uploadPhoto(user, await testPhoto('png', 200, 160));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    validate('POST', '/tenant/profile/photo', 200, uploaded.body);
    expect(uploaded.body.photoKey).toEqual(expect.any(String));
    expect(uploaded.body.completeness).toEqual({ percent: 100, missing: [], searchable: true });
    const { rows } = await t.database.pool.query(
      'select completeness from tenant_profiles where user_id = $1',
      [user.id],
    );
    expect(rows[0].completeness).toBe(100);
    const image = await t.app.inject({ method: 'GET', url: `/image/${uploaded.body.photoKey}` });
    expect(image.statusCode).toBe(200);

    const removed = await inject(user, 'DELETE', '/tenant/profile/photo');
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ photoKey: null, completeness: { percent: 87 } });
    const { rows: after } = await t.database.pool.query(
      'select completeness from tenant_profiles where user_id = $1',
      [user.id],
    );
    expect(after[0].completeness).toBe(87);
    const gone = await t.app.inject({ method: 'GET', url: `/image/${uploaded.body.photoKey}` });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses text renamed to a JPEG (415), a missing file (400) and anonymous callers (401)', async () => {
    const user = await registerUser(t.app);
    expect((await uploadPhoto(user, Buffer.from('not an image at all'))).status).toBe(415);
    const { rows } = await t.database.pool.query('select photo_key from users where id = $1', [
      user.id,
    ]);
    expect(rows[0].photo_key).toBeNull();
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/tenant/profile/photo',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(noFile.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'DELETE', url: '/tenant/profile/photo' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /tenant/public-profile/{tenantID}', () => {
  it('shows a visible, complete profile to anyone: first name only, no private fields', async () => {
    const tenant = await shownTenant();
    const answer = await inject(null, 'GET', `/tenant/public-profile/${tenant.id}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    validate('GET', '/tenant/public-profile/{tenantID}', 200, answer.body);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.body).toMatchObject({
      tenantID: tenant.id,
      firstName: 'Sanne',
      ageBand: 2,
      occupation: 1,
      introduction: INTRODUCTION,
      cities: [{ id: groningen.cityId, name: 'Groningen', slug: expect.any(String) }],
      memberSince: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(
      answer.body.lastActiveOn === null || /^\d{4}-\d{2}-\d{2}$/.test(answer.body.lastActiveOn),
    ).toBe(true);
    const text = JSON.stringify(answer.body);
    for (const secret of [tenant.email, 'de Vries', 'birth', 'lastName', 'email'])
      expect(text).not.toContain(secret);
  });

  it('answers 404 for hidden, incomplete, never-made, deleted and unknown profiles', async () => {
    const hidden = await shownTenant({ photo: false });
    await save(hidden, { ...completeProfile([groningen.cityId]), visible: false });
    const incomplete = await registerUser(t.app);
    await save(incomplete, { ...completeProfile([groningen.cityId]), maxRentCents: null });
    const none = await registerUser(t.app);
    const deleted = await shownTenant({ photo: false });
    await t.database.pool.query('update users set deleted_at = now() where id = $1', [deleted.id]);
    for (const id of [hidden.id, incomplete.id, none.id, deleted.id, 2_000_000_000]) {
      const answer = await inject(null, 'GET', `/tenant/public-profile/${id}`);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('http_404');
    }
    expect((await inject(null, 'GET', '/tenant/public-profile/abc')).status).toBe(400);
    expect((await inject(null, 'GET', '/tenant/public-profile/99999999999')).status).toBe(400);
  });
});

describe('invitations', () => {
  let landlord: TestUser;
  let listingId: number;

  beforeAll(async () => {
    landlord = await registerUser(t.app, { firstName: 'Lars' });
    // Inviting needs tenant-search access (issue 27, products 241/242).
    await grantTestTenantSearch(t.database.db, landlord.id);
    listingId = await insertListing(t.database.db, {
      landlordId: landlord.id,
      place: groningen,
      title: 'Sunny room near the Noorderplantsoen',
    });
  });

  const message = 'Hello Sanne, my room in Groningen may suit you. Would you like to see it?';

  it('lists the caller’s active adverts only, and says whether the caller may invite', async () => {
    await insertListing(t.database.db, { landlordId: landlord.id, place: groningen, status: 5 });
    const options = await inject(landlord, 'GET', '/tenant/invite-options');
    expect(options.status).toBe(200);
    validate('GET', '/tenant/invite-options', 200, options.body);
    expect(options.body).toEqual({
      canInvite: true,
      listings: [
        { id: listingId, title: 'Sunny room near the Noorderplantsoen', cityName: 'Groningen' },
      ],
    });
    const tenant = await registerUser(t.app);
    expect((await inject(tenant, 'GET', '/tenant/invite-options')).body).toEqual({
      canInvite: false,
      listings: [],
    });
    expect(await canInviteTenants(t.database.db, tenant.id)).toBe(false);
    expect(await canInviteTenants(t.database.db, landlord.id)).toBe(true);
  });

  it('a landlord with active adverts but without tenant-search access may not invite', async () => {
    const other = await registerUser(t.app, { firstName: 'Olaf' });
    const otherListing = await insertListing(t.database.db, {
      landlordId: other.id,
      place: groningen,
    });
    expect(await canInviteTenants(t.database.db, other.id)).toBe(false);
    expect((await inject(other, 'GET', '/tenant/invite-options')).body.canInvite).toBe(false);
    const tenant = await shownTenant({ photo: false });
    const refused = await inject(other, 'POST', '/tenant/invite', {
      tenantID: tenant.id,
      listingID: otherListing,
      message,
    });
    expect(refused.status).toBe(403);
    // Access that ended is no access.
    await grantTestTenantSearch(t.database.db, other.id, -1);
    expect(await canInviteTenants(t.database.db, other.id)).toBe(false);
    await grantTestTenantSearch(t.database.db, other.id, 2);
    expect(await canInviteTenants(t.database.db, other.id)).toBe(true);
  });

  it('starts a conversation in which the landlord writes first, and e-mails the tenant', async () => {
    const tenant = await shownTenant();
    const answer = await inject(landlord, 'POST', '/tenant/invite', {
      tenantID: tenant.id,
      listingID: listingId,
      message,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    validate('POST', '/tenant/invite', 200, answer.body);
    expect(answer.body.isNewConversation).toBe(true);
    const { rows } = await t.database.pool.query(
      'select tenant_id, landlord_id, listing_id, arrival_source from conversations where id = $1',
      [answer.body.conversationID],
    );
    expect(rows).toEqual([
      {
        tenant_id: tenant.id,
        landlord_id: landlord.id,
        listing_id: listingId,
        arrival_source: ListingArrivalSource.Invitation,
      },
    ]);
    const { rows: messages } = await t.database.pool.query(
      'select sender_id, kind, body, seq from messages where conversation_id = $1',
      [answer.body.conversationID],
    );
    expect(messages).toEqual([
      { sender_id: landlord.id, kind: MessageKind.Message, body: message, seq: 1 },
    ]);
    await eventually(() => sentMail(t.app).find((mail) => mail.to === tenant.email));

    // The tenant sees it and answers through the ordinary messaging.
    const details = await inject(
      tenant,
      'GET',
      `/conversation/details?conversationID=${answer.body.conversationID}`,
    );
    expect(details.status).toBe(200);
    expect(details.body.arrivalSource).toBe(4);
    const reply = await inject(tenant, 'POST', '/conversation/send-message', {
      conversationID: answer.body.conversationID,
      message: 'Yes please, I would love to see it!',
      idempotencyKey: 'reply-0001',
    });
    expect(reply.status).toBe(200);
  });

  it('uses the same conversation when inviting the same tenant again', async () => {
    const tenant = await shownTenant({ photo: false });
    const body = { tenantID: tenant.id, listingID: listingId, message };
    const first = await inject(landlord, 'POST', '/tenant/invite', body);
    const second = await inject(landlord, 'POST', '/tenant/invite', {
      ...body,
      message: `${message}!`,
    });
    expect(second.status).toBe(200);
    expect(second.body.conversationID).toBe(first.body.conversationID);
    expect(second.body.isNewConversation).toBe(false);
    const { rows } = await t.database.pool.query(
      'select count(*)::int as n from messages where conversation_id = $1',
      [first.body.conversationID],
    );
    expect(rows[0].n).toBe(2);
  });

  it('stores nothing new on a retry with the same idempotency key', async () => {
    const tenant = await shownTenant({ photo: false });
    const body = {
      tenantID: tenant.id,
      listingID: listingId,
      message,
      idempotencyKey: 'invite-0001',
    };
    const first = await inject(landlord, 'POST', '/tenant/invite', body);
    expect(first.status).toBe(200);
    const retry = await inject(landlord, 'POST', '/tenant/invite', body);
    expect(retry.status).toBe(200);
    expect(retry.body.messageID).toBe(first.body.messageID);
    const other = await inject(landlord, 'POST', '/tenant/invite', {
      ...body,
      message: 'Other text here',
    });
    expect(other.status).toBe(400);
  });

  it('answers 404 for another landlord’s advert, an inactive advert and an unknown advert', async () => {
    const tenant = await shownTenant({ photo: false });
    const otherLandlord = await insertLandlord(t.database.db);
    const foreign = await insertListing(t.database.db, {
      landlordId: otherLandlord,
      place: groningen,
    });
    const inactive = await insertListing(t.database.db, {
      landlordId: landlord.id,
      place: groningen,
      status: 5,
    });
    for (const id of [foreign, inactive, 2_000_000_000]) {
      const answer = await inject(landlord, 'POST', '/tenant/invite', {
        tenantID: tenant.id,
        listingID: id,
        message,
      });
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe(1015);
    }
  });

  it('answers 404 for a hidden or incomplete profile and 403 for inviting oneself', async () => {
    const hidden = await shownTenant({ photo: false });
    await save(hidden, { ...completeProfile([groningen.cityId]), visible: false });
    const incomplete = await registerUser(t.app);
    for (const tenantID of [hidden.id, incomplete.id]) {
      const answer = await inject(landlord, 'POST', '/tenant/invite', {
        tenantID,
        listingID: listingId,
        message,
      });
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('http_404');
    }
    const self = await inject(landlord, 'POST', '/tenant/invite', {
      tenantID: landlord.id,
      listingID: listingId,
      message,
    });
    expect(self.status).toBe(403);
  });

  it('refuses bad bodies with 400 and anonymous callers with 401', async () => {
    const tenant = await shownTenant({ photo: false });
    for (const body of [
      { tenantID: tenant.id, listingID: listingId, message: '   ' },
      { tenantID: tenant.id, listingID: listingId, message: `hi\u0000there` },
      { tenantID: tenant.id, listingID: listingId, message: 'a'.repeat(10_000) },
      { tenantID: 'x', listingID: listingId, message },
      { tenantID: tenant.id, listingID: 2 ** 31, message },
      { tenantID: tenant.id, message },
    ]) {
      const answer = await inject(landlord, 'POST', '/tenant/invite', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const anonymous = await inject(null, 'POST', '/tenant/invite', {
      tenantID: tenant.id,
      listingID: listingId,
      message,
    });
    expect(anonymous.status).toBe(401);
  });

  it('refuses the invitation when the tenant reported a conversation with the landlord', async () => {
    const tenant = await shownTenant({ photo: false });
    const first = await inject(landlord, 'POST', '/tenant/invite', {
      tenantID: tenant.id,
      listingID: listingId,
      message,
    });
    await t.database.pool.query(
      `insert into abuse_reports (conversation_id, reporter_id, reason) values ($1, $2, 1)`,
      [first.body.conversationID, tenant.id],
    );
    const again = await inject(landlord, 'POST', '/tenant/invite', {
      tenantID: tenant.id,
      listingID: listingId,
      message,
    });
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('conversation_blocked');
  });

  it('a tenant cannot claim the Invitation source for a reaction', async () => {
    const tenant = await registerUser(t.app);
    const answer = await inject(tenant, 'POST', '/conversation/listing-reaction', {
      listingID: listingId,
      message: 'Hello, I would like to rent your room please.',
      arrivalSource: ListingArrivalSource.Invitation,
    });
    expect(answer.status).toBe(400);
  });
});
