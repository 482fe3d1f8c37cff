import { STUDENT_HOUSE_LIMITS, StudentHouseFacility } from '@rooms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { multipartBody, testPhoto } from '../../images/testing/test-images.js';
import { insertListing } from '../../testing/listing-fixtures.js';
import { createResponseValidator } from '../../testing/openapi-response-validator.js';
import { createWizardKit } from '../supplyflow/testing/wizard-kit.js';

import { studentHouseBody } from './testing/student-house-body.js';

import type { TestUser } from '../../testing/test-app.js';
import type { WizardKit } from '../supplyflow/testing/wizard-kit.js';

let kit: WizardKit;
let landlord: TestUser;
let stranger: TestUser;
const validate = createResponseValidator();

beforeAll(async () => {
  kit = await createWizardKit();
  landlord = await kit.user();
  stranger = await kit.user();
});

afterAll(async () => {
  await kit.close();
});

/** A valid create body in the kit's city, with overrides. */
function houseBody(overrides: Record<string, unknown> = {}) {
  return studentHouseBody(kit.place, overrides);
}

async function createHouse(user: TestUser, overrides: Record<string, unknown> = {}) {
  const answer = await kit.call(user, {
    method: 'POST',
    path: '/studenthouse/create',
    body: houseBody(overrides),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { id: number; lat: number; photoKeys: string[] };
}

function details(user: TestUser | null, id: number | string) {
  return kit.call(user, {
    method: 'GET',
    path: '/studenthouse/details',
    query: { studentHouseID: id },
  });
}

function update(user: TestUser, id: number, overrides: Record<string, unknown> = {}) {
  return kit.call(user, {
    method: 'POST',
    path: '/studenthouse/update',
    body: { studentHouseID: id, ...houseBody(), photoKeys: [], ...overrides },
  });
}

function remove(user: TestUser, id: number) {
  return kit.call(user, {
    method: 'DELETE',
    path: '/studenthouse/delete',
    query: { studentHouseID: id },
  });
}

async function upload(user: TestUser, id: number, bytes: Buffer) {
  const { payload, headers } = multipartBody([
    { name: 'file', filename: 'photo.jpg', contentType: 'image/jpeg', data: bytes },
  ]);
  const response = await kit.t.app.inject({
    method: 'POST',
    url: '/studenthouse/upload-photo',
    query: { studentHouseID: String(id) },
    headers: { ...headers, cookie: user.cookie },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

/** Links an advert to a house in the wizard's student-house step. */
function link(user: TestUser, listingID: number, studentHouseId: number | null) {
  return kit.save(user, 'student-house', listingID, { studentHouseId });
}

describe('student house CRUD', () => {
  it('creates, lists, reads, updates and deletes the landlord’s own houses', async () => {
    const owner = await kit.user();
    expect(
      (await kit.call(owner, { method: 'GET', path: '/studenthouse/my-student-houses' })).body,
    ).toEqual({ items: [], maxHouses: STUDENT_HOUSE_LIMITS.housesMax });

    const created = await createHouse(owner, { name: '  Huize Zernike  ' });
    expect(created).toMatchObject({
      name: 'Huize Zernike',
      cityId: kit.place.cityId,
      cityName: 'Groningen',
      streetId: kit.place.streetId,
      streetName: 'Herestraat',
      houseNumber: '12A',
      postcode: '9711 LA',
      facilities: 5,
      houseRules: 'Quiet after 23:00.\nClean the kitchen after cooking.',
      photoKeys: [],
      linkedListings: 0,
    });
    // The point is the street's, moved by at most 40 m, as an advert's.
    expect(Math.abs(created.lat - kit.place.streetLat)).toBeLessThan(0.001);

    const list = await kit.call(owner, { method: 'GET', path: '/studenthouse/my-student-houses' });
    expect(list.body.items).toEqual([created]);
    expect((await details(owner, created.id)).body).toEqual(created);

    const changed = await update(owner, created.id, {
      name: 'Zernike Hof',
      streetId: kit.place.otherStreetId,
      houseNumber: '3',
      postcode: '9712 AB',
      facilities: StudentHouseFacility.Gym,
      houseRules: '',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      id: created.id,
      name: 'Zernike Hof',
      streetName: 'Oosterstraat',
      houseNumber: '3',
      postcode: '9712 AB',
      facilities: StudentHouseFacility.Gym,
      houseRules: '',
    });

    const deleted = await remove(owner, created.id);
    expect(deleted.body).toEqual({ studentHouseID: created.id, unlinkedListings: 0 });
    expect((await details(owner, created.id)).status).toBe(404);
  });

  it('answers 404 for another landlord’s house on every call, and changes nothing', async () => {
    const house = await createHouse(landlord);
    for (const answer of [
      await details(stranger, house.id),
      await update(stranger, house.id, { name: 'Stolen' }),
      await remove(stranger, house.id),
      await upload(stranger, house.id, await testPhoto('jpeg')),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('http_404');
    }
    expect((await details(landlord, house.id)).body.name).toBe('Huize Zernike');
    const theirs = await kit.call(stranger, {
      method: 'GET',
      path: '/studenthouse/my-student-houses',
    });
    expect(theirs.body.items).toEqual([]);
    expect((await details(landlord, 99_999_999)).status).toBe(404);
    expect((await details(null, house.id)).status).toBe(401);
  });
});

describe('student house bad input', () => {
  it.each([
    ['a number as name', { name: 42 }, 'body.name'],
    ['a name too short', { name: 'x' }, 'body.name'],
    ['a huge name', { name: 'x'.repeat(100_000) }, 'body.name'],
    ['a line break in the name', { name: 'Huize\nZernike' }, 'body.name'],
    ['a NUL byte in the name', { name: 'Huize\u0000Zernike' }, 'body.name'],
    ['a NUL byte in the rules', { houseRules: 'No\u0000parties' }, 'body.houseRules'],
    ['a control character in the rules', { houseRules: 'bell\u0007' }, 'body.houseRules'],
    ['rules too long', { houseRules: 'r'.repeat(2001) }, 'body.houseRules'],
    ['unknown facility bits', { facilities: 1024 }, 'body.facilities'],
    ['a huge facility number', { facilities: 1e308 }, 'body.facilities'],
    ['facilities as text', { facilities: 'all' }, 'body.facilities'],
    ['a bad postcode', { postcode: '12' }, 'body.postcode'],
    ['a bad house number', { houseNumber: 'abc' }, 'body.houseNumber'],
    ['an unknown street', { streetId: 99_999_999 }, 'body.streetId'],
    ['a street of another city', { streetId: -1 }, 'body.streetId'],
    ['an unknown city', { cityId: 99_999_999 }, 'body.cityId'],
  ])('refuses %s with 400 naming the field', async (_, overrides, field) => {
    const answer = await kit.call(landlord, {
      method: 'POST',
      path: '/studenthouse/create',
      body: houseBody(
        (overrides as Record<string, unknown>).streetId === -1
          ? { streetId: kit.foreignStreetId }
          : overrides,
      ),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_request');
    expect(answer.body.data.fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('refuses malformed JSON and a missing body', async () => {
    for (const body of ['{"name":', '[]', 'null']) {
      const answer = await kit.call(landlord, {
        method: 'POST',
        path: '/studenthouse/create',
        body,
      });
      expect(answer.status).toBe(400);
    }
    const badId = await details(landlord, 'abc');
    expect(badId.status).toBe(400);
  });

  it('refuses contact details and links in the name or rules with 10064/10065', async () => {
    const nl = await kit.call(landlord, {
      method: 'POST',
      path: '/studenthouse/create',
      body: houseBody({ houseRules: 'Bel 06-12345678 voor een bezichtiging' }),
    });
    expect(nl.status).toBe(400);
    expect(nl.body.code).toBe(10064);
    expect(nl.body.data.findings[0]).toMatchObject({ field: 'houseRules', kind: 'phone' });
    const en = await kit.call(landlord, {
      method: 'POST',
      path: '/studenthouse/create',
      body: houseBody({ name: 'See www.example.com', locale: 'en' }),
    });
    expect(en.status).toBe(400);
    expect(en.body.code).toBe(10065);
    expect(en.body.data.findings[0]).toMatchObject({ field: 'name', kind: 'link' });
  });
});

describe('student house photos', () => {
  it('uploads through the image service, reorders and drops photos, refuses foreign keys', async () => {
    const house = await createHouse(landlord);
    const first = await upload(landlord, house.id, await testPhoto('png'));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    validate('POST', '/studenthouse/upload-photo', 201, first.body);
    const second = await upload(landlord, house.id, await testPhoto('jpeg'));
    const keys: string[] = second.body.photoKeys;
    expect(keys).toHaveLength(2);

    const notAnImage = await upload(landlord, house.id, Buffer.from('not an image at all'));
    expect(notAnImage.status).toBe(415);

    const reordered = await update(landlord, house.id, { photoKeys: [keys[1], keys[0]] });
    expect(reordered.body.photoKeys).toEqual([keys[1], keys[0]]);
    const foreign = await update(landlord, house.id, { photoKeys: [keys[0], 'someone-else'] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.data.fields[0]).toEqual({
      field: 'body.photoKeys',
      message: 'not_the_house_photos',
    });
    const repeated = await update(landlord, house.id, { photoKeys: [keys[0], keys[0]] });
    expect(repeated.status).toBe(400);
    const dropped = await update(landlord, house.id, { photoKeys: [keys[0]] });
    expect(dropped.body.photoKeys).toEqual([keys[0]]);
    // The dropped image is gone from the image service.
    const gone = await kit.t.app.inject({ method: 'GET', url: `/image/${keys[1]}` });
    expect(gone.statusCode).toBe(404);
    const kept = await kit.t.app.inject({ method: 'GET', url: `/image/${keys[0]}` });
    expect(kept.statusCode).toBe(200);
  });

  it(`refuses more than ${STUDENT_HOUSE_LIMITS.photosMax} photos with 409`, async () => {
    const house = await createHouse(landlord);
    const full = Array.from({ length: STUDENT_HOUSE_LIMITS.photosMax }, (_, i) => `k${i}`);
    await kit.t.database.pool.query('UPDATE student_houses SET photo_keys = $1 WHERE id = $2', [
      full,
      house.id,
    ]);
    const answer = await upload(landlord, house.id, await testPhoto('jpeg'));
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'photo_limit_reached',
      data: { maxPhotos: STUDENT_HOUSE_LIMITS.photosMax },
    });
  });
});

describe('the wizard’s student-house step', () => {
  it('links a student residence to an own house and reads it back', async () => {
    const house = await createHouse(landlord);
    const id = await kit.draft(landlord, 16);
    const saved = await link(landlord, id, house.id);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const row = await kit.row(id);
    expect(row.studentHouseId).toBe(house.id);
    // The draft had no address: it takes the house's, for the address step to confirm.
    expect(row).toMatchObject({
      cityId: kit.place.cityId,
      houseNumber: '12A',
      postcode: '9711 LA',
    });
    const read = await kit.call(landlord, {
      method: 'GET',
      path: '/supplyflow/cra-latest-listing-studenthouse-details',
      query: { listingID: id },
    });
    expect(read.body).toEqual({
      listingID: id,
      studentHouseId: house.id,
      studentHouse: {
        id: house.id,
        name: 'Huize Zernike',
        cityName: 'Groningen',
        streetName: 'Herestraat',
        houseNumber: '12A',
        postcode: '9711 LA',
        facilities: 5,
        photoKeys: [],
      },
    });
    expect((await details(landlord, house.id)).body.linkedListings).toBe(1);
    // "None" unlinks.
    await link(landlord, id, null);
    expect((await kit.row(id)).studentHouseId).toBeNull();
  });

  it('refuses another landlord’s house with 404 and keeps the link as it was', async () => {
    const theirs = await createHouse(stranger);
    const id = await kit.draft(landlord, 16);
    const answer = await link(landlord, id, theirs.id);
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('http_404');
    expect((await kit.row(id)).studentHouseId).toBeNull();
    // Nor can the stranger link the landlord's advert to his own house.
    const foreignAdvert = await link(stranger, id, theirs.id);
    expect(foreignAdvert.status).toBe(404);
  });

  it('links only a student residence (listing type 16)', async () => {
    const house = await createHouse(landlord);
    const room = await kit.draft(landlord, 1);
    const answer = await link(landlord, room, house.id);
    expect(answer.status).toBe(403);
    expect((await kit.row(room)).studentHouseId).toBeNull();
    // Switching a linked residence to a room drops the link.
    const residence = await kit.draft(landlord, 16);
    await link(landlord, residence, house.id);
    await kit.save(landlord, 'listing-type', residence, { listingType: 1 });
    expect((await kit.row(residence)).studentHouseId).toBeNull();
  });
});

describe('deleting a house', () => {
  it('unlinks its adverts, removes its auto-reply and shows on the advert page until then', async () => {
    const owner = await kit.user();
    const house = await createHouse(owner, { facilities: StudentHouseFacility.Laundry });
    const listingId = await insertListing(kit.t.database.db, {
      landlordId: owner.id,
      place: { ...kit.place, cityName: 'Groningen', streetName: 'Herestraat' },
    });
    await kit.t.database.pool.query('UPDATE listings SET listing_type = 16 WHERE id = $1', [
      listingId,
    ]);
    expect((await link(owner, listingId, house.id)).status).toBe(200);
    const page = await kit.call(null, {
      method: 'GET',
      path: '/listing/details',
      query: { listingId },
    });
    expect(page.body.studentHouse).toEqual({
      id: house.id,
      name: 'Huize Zernike',
      facilities: StudentHouseFacility.Laundry,
    });
    const reply = await kit.call(owner, {
      method: 'POST',
      path: '/conversation/auto-reply',
      body: {
        studentHouseID: house.id,
        isEnabled: true,
        message: 'Thanks, the house tour is on Mondays.',
      },
    });
    expect(reply.status).toBe(200);

    expect((await remove(owner, house.id)).body).toEqual({
      studentHouseID: house.id,
      unlinkedListings: 1,
    });
    expect((await kit.row(listingId)).studentHouseId).toBeNull();
    const replies = await kit.t.database.pool.query(
      'SELECT 1 FROM conversation_auto_replies WHERE landlord_id = $1',
      [owner.id],
    );
    expect(replies.rowCount).toBe(0);
    const after = await kit.call(null, {
      method: 'GET',
      path: '/listing/details',
      query: { listingId },
    });
    expect(after.body.studentHouse).toBeNull();
  });
});
