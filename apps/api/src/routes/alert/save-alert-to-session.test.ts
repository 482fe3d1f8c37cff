import {
  AlertFrequency,
  DEFAULT_LISTING_SEARCH_FILTERS,
  MAX_ALERTS_PER_USER,
  SearchListingType,
  toListingSearchRequest,
} from '@rooms/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cities, searchAlerts, tenantProfiles } from '../../db/schema.js';
import { insertPlace } from '../../testing/listing-fixtures.js';
import { createResponseValidator } from '../../testing/openapi-response-validator.js';
import { createTestApp, registerUser } from '../../testing/test-app.js';

import type { TestPlace } from '../../testing/listing-fixtures.js';
import type { TestApp, TestUser } from '../../testing/test-app.js';

let t: TestApp;
let groningen: TestPlace;
let utrecht: TestPlace;
let groningenSlug: string;
const validate = createResponseValidator();

beforeAll(async () => {
  t = await createTestApp();
  groningen = await insertPlace(t.database.db, 'Groningen', 'Herestraat');
  utrecht = await insertPlace(t.database.db, 'Utrecht', 'Oudegracht');
  const [city] = await t.database.db
    .select({ slug: cities.slug })
    .from(cities)
    .where(eq(cities.id, groningen.cityId));
  groningenSlug = city!.slug;
});

afterAll(async () => {
  await t.close();
});

/** The body of a daily alert for rooms in Groningen up to `maxRent` euro. */
function alertBody(maxRent: 500 | 600 | 800 = 600) {
  return {
    searchRequest: toListingSearchRequest({
      ...DEFAULT_LISTING_SEARCH_FILTERS,
      searchCategories: [SearchListingType.Room],
      citySlug: groningenSlug,
      cityName: 'Groningen',
      radius: 0,
      maxRent,
    }),
    frequency: AlertFrequency.Daily,
    name: null,
    language: 'nl',
  };
}

async function saveToSession(user: TestUser | null, query: string, body: unknown) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/alert/savealerttosession${query}`,
    headers: {
      ...(user ? { cookie: user.cookie } : {}),
      'content-type': 'application/json',
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  expect(response.statusCode, response.body).toBeLessThan(500);
  return { status: response.statusCode, body: response.json() };
}

async function profileRow(user: TestUser) {
  const [row] = await t.database.db
    .select()
    .from(tenantProfiles)
    .where(eq(tenantProfiles.userId, user.id));
  return row;
}

async function alertCount(user: TestUser) {
  return (
    await t.database.db.select().from(searchAlerts).where(eq(searchAlerts.userId, user.id))
  ).length;
}

describe('POST /alert/savealerttosession', () => {
  it('answers 401 to anonymous visitors and saves nothing', async () => {
    const answer = await saveToSession(null, '?setSearchVisibility=true', alertBody());
    expect(answer.status).toBe(401);
  });

  it('saves the alert and starts a visible profile with the search’s city and budget', async () => {
    const sanne = await registerUser(t.app, { firstName: 'Sanne' });
    const answer = await saveToSession(sanne, '?setSearchVisibility=true', alertBody(600));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    validate('POST', '/alert/savealerttosession', 200, answer.body);
    expect(answer.body.alreadySaved).toBe(false);
    expect(answer.body.alert.frequency).toBe(AlertFrequency.Daily);
    // Two of eight items filled: not findable until the rest of the profile is filled in.
    expect(answer.body.tenantProfile).toEqual({
      visible: true,
      shown: false,
      completenessPercent: 25,
    });
    expect(await alertCount(sanne)).toBe(1);
    const row = await profileRow(sanne);
    expect(row).toMatchObject({ visible: true, cityIds: [groningen.cityId], maxRentCents: 600_00 });
  });

  it('never overwrites the city and budget a profile already has', async () => {
    const eva = await registerUser(t.app, { firstName: 'Eva' });
    await t.database.db
      .insert(tenantProfiles)
      .values({ userId: eva.id, cityIds: [utrecht.cityId], maxRentCents: 900_00, visible: false });
    const answer = await saveToSession(eva, '?setSearchVisibility=true', alertBody(500));
    expect(answer.status).toBe(200);
    expect(await profileRow(eva)).toMatchObject({
      visible: true,
      cityIds: [utrecht.cityId],
      maxRentCents: 900_00,
    });
  });

  it('hides the profile with setSearchVisibility=false and leaves its wishes alone', async () => {
    const noor = await registerUser(t.app, { firstName: 'Noor' });
    const answer = await saveToSession(noor, '?setSearchVisibility=false', alertBody());
    expect(answer.status).toBe(200);
    expect(answer.body.tenantProfile.visible).toBe(false);
    expect(await profileRow(noor)).toMatchObject({ visible: false, cityIds: [], maxRentCents: null });
  });

  it('still sets the visibility when the search was saved before (1129 is not an error here)', async () => {
    const lars = await registerUser(t.app, { firstName: 'Lars' });
    expect((await saveToSession(lars, '?setSearchVisibility=false', alertBody())).status).toBe(200);
    const again = await saveToSession(lars, '?setSearchVisibility=true', alertBody());
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ alert: null, alreadySaved: true });
    expect(again.body.tenantProfile.visible).toBe(true);
    expect(await alertCount(lars)).toBe(1);
  });

  it('changes nothing when the alert is refused (limit reached)', async () => {
    const kim = await registerUser(t.app, { firstName: 'Kim' });
    await t.database.db.insert(searchAlerts).values(
      Array.from({ length: MAX_ALERTS_PER_USER }, (_, i) => ({
        userId: kim.id,
        psaIdentifier: `kim-${i}`,
        frequency: AlertFrequency.Daily,
        language: 'nl',
        searchRequest: {},
        criteria: {},
        place: { kind: 'country' },
        criteriaKey: `kim-key-${i}`,
        everywhere: true,
        listingTypeMask: 31,
      })),
    );
    const answer = await saveToSession(kim, '?setSearchVisibility=true', alertBody());
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('alert_limit_reached');
    expect(await profileRow(kim)).toBeUndefined();
  });

  it.each([
    ['no query', ''],
    ['a word other than true or false', '?setSearchVisibility=yes'],
    ['a NUL byte', '?setSearchVisibility=true%00'],
  ])('answers 400 to %s', async (_, query) => {
    const user = await registerUser(t.app, { firstName: 'Bram' });
    const answer = await saveToSession(user, query, alertBody());
    expect(answer.status).toBe(400);
    expect(await alertCount(user)).toBe(0);
  });

  it('answers 400 to a malformed body', async () => {
    const user = await registerUser(t.app, { firstName: 'Ruben' });
    expect((await saveToSession(user, '?setSearchVisibility=true', '{"searchRequest":')).status).toBe(400);
    expect((await saveToSession(user, '?setSearchVisibility=true', { frequency: 'often' })).status).toBe(400);
    expect(await profileRow(user)).toBeUndefined();
  });
});
