import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { insertLandlord, insertListing, insertPlace } from '../../testing/listing-fixtures.js';
import { createTestApp, registerUser } from '../../testing/test-app.js';

import type { TestApp } from '../../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

function count(query = '') {
  return t.app.inject({ method: 'GET', url: `/tenant/activetenantscount${query}` });
}

describe('GET /tenant/activetenantscount', () => {
  it('counts the users without listings, nationally', async () => {
    expect((await count()).json()).toEqual({ count: 0, scope: 'national', cityName: null });
    await registerUser(t.app);
    await registerUser(t.app);
    const place = await insertPlace(t.database.db);
    const landlord = await insertLandlord(t.database.db);
    await insertListing(t.database.db, { landlordId: landlord, place });
    const response = await count();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 2, scope: 'national', cityName: null });
  });

  it('echoes the city asked for and says the count is national', async () => {
    expect((await count('?cityName=Groningen')).json()).toEqual({
      count: 2,
      scope: 'national',
      cityName: 'Groningen',
    });
    expect((await count('?cityName=')).json()).toMatchObject({ cityName: null });
  });

  it('answers 400 invalid_request for a huge cityName', async () => {
    const response = await count(`?cityName=${'x'.repeat(500)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_request');
  });
});
