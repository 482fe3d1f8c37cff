import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cities } from '../../db/schema.js';
import {
  FIXTURE_CITIES,
  insertGeographyFixtures,
  type FixtureIds,
} from '../../geography/testing/geography-fixtures.js';
import { createResponseValidator } from '../../testing/openapi-response-validator.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

interface City {
  id: number;
  name: string;
  slug: string;
  province: string;
  lat: number;
  lng: number;
}

let t: TestApp;
let ids: FixtureIds;
const validateResponse = createResponseValidator();

/** Ten more real places (BAG woonplaatsen, address counts), so there are more than 20 cities. */
const MORE_CITIES = [
  ['Eindhoven', 'Noord-Brabant', 51.448483, 5.471414, 122463],
  ['Tilburg', 'Noord-Brabant', 51.566654, 5.062317, 107457],
  ['Almere', 'Flevoland', 52.370776, 5.231457, 107152],
  ['Nijmegen', 'Gelderland', 51.830423, 5.83848, 89563],
  ['Haarlem', 'Noord-Holland', 52.381899, 4.642368, 87696],
  ['Arnhem', 'Gelderland', 51.974533, 5.906158, 86326],
  ['Breda', 'Noord-Brabant', 51.5898, 4.773415, 84060],
  ['Enschede', 'Overijssel', 52.215744, 6.891256, 83428],
  ['Amersfoort', 'Utrecht', 52.169329, 5.392768, 71811],
  ['Apeldoorn', 'Gelderland', 52.210481, 5.974632, 69946],
] as const;

beforeAll(async () => {
  t = await createTestApp();
  ids = await insertGeographyFixtures(t.database.db);
  await t.database.db.insert(cities).values(
    MORE_CITIES.map(([name, province, lat, lng, addressCount]) => ({
      name,
      slug: name.toLowerCase(),
      municipality: name,
      province,
      lat,
      lng,
      addressCount,
    })),
  );
});

afterAll(async () => {
  await t.close();
});

async function list(search: string): Promise<City[]> {
  const response = await t.app.inject({ method: 'GET', url: `/search/cities${search}` });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ items: City[] }>();
  validateResponse('GET', '/search/cities', 200, body);
  return body.items;
}

describe('GET /search/cities', () => {
  const total = FIXTURE_CITIES.length + MORE_CITIES.length;

  it('lists the 20 biggest cities by default, biggest first', async () => {
    expect(total).toBeGreaterThan(20);
    const items = await list('');
    expect(items).toHaveLength(20);
    expect(items.slice(0, 6).map((city) => city.name)).toEqual([
      'Amsterdam',
      'Rotterdam',
      'Den Haag',
      'Utrecht',
      'Groningen',
      'Eindhoven',
    ]);
  });

  it('gives id, name, slug, province and the centre of each city', async () => {
    const [amsterdam] = await list('?limit=1');
    expect(amsterdam).toEqual({
      id: ids.cityIds.get('amsterdam'),
      name: 'Amsterdam',
      slug: 'amsterdam',
      province: 'Noord-Holland',
      lat: 52.361385,
      lng: 4.890586,
    });
  });

  it('honours limit up to 100', async () => {
    expect(await list('?limit=3')).toHaveLength(3);
    expect(await list('?limit=100')).toHaveLength(total);
  });

  it('filters by name prefix, case and diacritics ignored, biggest first', async () => {
    expect((await list('?query=AMS')).map((city) => city.name)).toEqual([
      'Amsterdam',
      'Amstelveen',
      'Amsterdam-Duivendrecht',
    ]);
    expect((await list('?query=den')).map((city) => city.slug)).toEqual([
      'den-haag',
      'den-ham',
      'den-ham-westerkwartier',
    ]);
    expect((await list("?query='s-h")).map((city) => city.name)).toEqual(["'s-Hertogenbosch"]);
    expect((await list('?query=damwald')).map((city) => city.name)).toEqual(['Damwâld']);
    expect((await list('?query=Sint%20Odiliën')).map((city) => city.name)).toEqual([
      'Sint Odiliënberg',
    ]);
  });

  it('treats a blank query as no filter and answers [] when nothing starts so', async () => {
    expect(await list('?query=%20%20&limit=100')).toHaveLength(total);
    expect(await list('?query=xyz')).toEqual([]);
    expect(await list('?query=100%25_%5C')).toEqual([]);
    expect(await list('?query=%00&limit=100')).toHaveLength(total);
    expect(await list('?query=%ED%A0%80')).toEqual([]);
  });
});

describe('GET /search/cities: bad input is a 400 in the §8 shape', () => {
  it.each([
    ['a negative limit', '?limit=-1'],
    ['a zero limit', '?limit=0'],
    ['a limit over 100', '?limit=101'],
    ['a non-numeric limit', '?limit=all'],
    ['a query over 100 characters', `?query=${'a'.repeat(101)}`],
    ['a repeated query', '?query=a&query=b'],
  ])('%s', async (_label, search) => {
    const response = await t.app.inject({ method: 'GET', url: `/search/cities${search}` });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; data: { fields: unknown[] } }>();
    expect(body.code).toBe('invalid_request');
    expect(body.data.fields.length).toBeGreaterThan(0);
    validateResponse('GET', '/search/cities', 400, body);
  });
});
