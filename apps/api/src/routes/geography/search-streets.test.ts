import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  insertGeographyFixtures,
  type FixtureIds,
} from '../../geography/testing/geography-fixtures.js';
import { createResponseValidator } from '../../testing/openapi-response-validator.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let ids: FixtureIds;
const validateResponse = createResponseValidator();

beforeAll(async () => {
  t = await createTestApp();
  ids = await insertGeographyFixtures(t.database.db);
});

afterAll(async () => {
  await t.close();
});

async function streetsOf(query: Record<string, string | number>) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/search/streets',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  const body = response.json() as {
    items: { id: number; name: string; postcode4: string | null }[];
    code?: string;
  };
  validateResponse('GET', '/search/streets', response.statusCode, body);
  return { status: response.statusCode, body };
}

const cityId = (slug: string) => ids.cityIds.get(slug)!;

describe('GET /search/streets', () => {
  it('finds the streets of one city only, by the start of the name, accents and case ignored', async () => {
    const { status, body } = await streetsOf({ cityId: cityId('groningen'), query: 'CURAC' });
    expect(status).toBe(200);
    expect(body.items).toEqual([
      expect.objectContaining({
        id: ids.streetIds.get('groningen/curacaostraat'),
        name: 'Curaçaostraat',
        postcode4: '9715',
      }),
    ]);
  });

  it('also matches the start of a later word, name starts first', async () => {
    const { body } = await streetsOf({ cityId: cityId('amsterdam'), query: 'ostade' });
    expect(body.items.map((street) => street.name)).toEqual(['Van Ostadestraat']);
    const starts = await streetsOf({ cityId: cityId('amsterdam'), query: 'va' });
    expect(starts.body.items.map((street) => street.name)).toEqual(['Van Ostadestraat']);
  });

  it('takes % and _ literally and answers an unknown city with no streets', async () => {
    expect((await streetsOf({ cityId: cityId('amsterdam'), query: '%' })).body.items).toEqual([]);
    expect((await streetsOf({ cityId: cityId('amsterdam'), query: '_' })).body.items).toEqual([]);
    expect((await streetsOf({ cityId: 2_000_000_000, query: 'kalver' })).body.items).toEqual([]);
  });

  it('honours the limit', async () => {
    const { body } = await streetsOf({ cityId: cityId('amsterdam'), query: 'a', limit: 1 });
    expect(body.items).toHaveLength(1);
  });

  it('answers 400 invalid_request for bad input', async () => {
    const bad: Record<string, string | number>[] = [
      { query: 'kalver' },
      { cityId: 'abc', query: 'kalver' },
      { cityId: cityId('amsterdam') },
      { cityId: cityId('amsterdam'), query: '   ' },
      { cityId: cityId('amsterdam'), query: 'x'.repeat(101) },
      { cityId: cityId('amsterdam'), query: 'k', limit: 51 },
    ];
    for (const query of bad) {
      const { status, body } = await streetsOf(query);
      expect(status, JSON.stringify(query)).toBe(400);
      expect(body.code).toBe('invalid_request');
    }
  });
});
