import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { insertCity, insertTenant } from '../../tenant-search/tenant-fixtures.js';
import { createTestApp } from '../../testing/test-app.js';

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
  it('counts the shown tenant profiles, nationally without a city', async () => {
    expect((await count()).json()).toEqual({ count: 0, scope: 'national', cityName: null });
    const groningen = await insertCity(t.app.database, 'Groningen', 53.2, 6.56);
    const haren = await insertCity(t.app.database, 'Haren', 53.17, 6.6); // ≈ 4 km away
    const assen = await insertCity(t.app.database, 'Assen', 53.0, 6.56);
    await insertTenant(t.app.database, [groningen.id]);
    await insertTenant(t.app.database, [haren.id], { photoKey: null });
    await insertTenant(t.app.database, [assen.id]);
    await insertTenant(t.app.database, [groningen.id], { profile: { visible: false } });
    await insertTenant(t.app.database, [groningen.id], { deletedAt: new Date() });
    const response = await count();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 3, scope: 'national', cityName: null });
    expect((await count('?cityName=')).json()).toMatchObject({ cityName: null, scope: 'national' });
  });

  it('counts the profiles seeking a city within 5 km of the city asked for', async () => {
    expect((await count('?cityName=groningen')).json()).toEqual({
      count: 2,
      scope: 'city',
      cityName: 'groningen',
    });
    expect((await count('?cityName=Assen')).json()).toMatchObject({ count: 1, scope: 'city' });
    expect((await count('?cityName=Nergensdorp')).json()).toMatchObject({
      count: 0,
      scope: 'city',
    });
  });

  it('answers 400 invalid_request for a huge cityName', async () => {
    const response = await count(`?cityName=${'x'.repeat(500)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_request');
  });

  it.each(['%00', 'zwo%00lle'])(
    'answers 400 invalid_request for a cityName with a NUL byte (%s)',
    async (cityName) => {
      const response = await count(`?cityName=${cityName}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('invalid_request');
    },
  );
});
