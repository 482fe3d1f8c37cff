import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { streets } from '../../db/schema.js';
import {
  insertGeographyFixtures,
  type FixtureIds,
} from '../../geography/testing/geography-fixtures.js';
import { createResponseValidator } from '../../testing/openapi-response-validator.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

interface Suggestion {
  type: 'city' | 'street';
  name: string;
  cityName: string;
  citySlug: string;
  streetSlug?: string;
  cityId: number;
  lat: number;
  lng: number;
}

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

async function suggest(query: string, extra = ''): Promise<Suggestion[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/search/locations?query=${encodeURIComponent(query)}${extra}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ items: Suggestion[] }>();
  validateResponse('GET', '/search/locations', 200, body);
  return body.items;
}

/** 'city:Amsterdam' or 'street:Kalverstraat@amsterdam', for readable ranking assertions. */
function labels(items: Suggestion[]): string[] {
  return items.map((item) =>
    item.type === 'city' ? `city:${item.name}` : `street:${item.name}@${item.citySlug}`,
  );
}

describe('GET /search/locations: prefix matching', () => {
  it('finds cities by prefix, exact before prefix, then streets, then near misses', async () => {
    expect(labels(await suggest('amster'))).toEqual([
      'city:Amsterdam',
      'city:Amsterdam-Duivendrecht',
      'street:Amsterdamseweg@amstelveen',
      // Not a prefix match: trigram similarity fills the free places after them.
      'city:Amstelveen',
    ]);
    expect(labels(await suggest('Amsterdam')).slice(0, 2)).toEqual([
      'city:Amsterdam',
      'city:Amsterdam-Duivendrecht',
    ]);
  });

  it('ranks streets of bigger cities first, not bigger streets', async () => {
    // Street sizes: Amsterdam 197, Utrecht 28, Groningen 31, 's-Hertogenbosch 44 addresses.
    expect(labels(await suggest('kalverstr'))).toEqual([
      'street:Kalverstraat@amsterdam',
      'street:Kalverstraat@utrecht',
      'street:Kalverstraat@groningen',
      'street:Kalverstraat@s-hertogenbosch',
    ]);
  });

  it('puts an exact street name before longer ones', async () => {
    const items = labels(await suggest('rijndijk'));
    // The place Hazerswoude-Rijndijk (a later word) first, then the streets named exactly so.
    expect(items).toEqual([
      'city:Hazerswoude-Rijndijk',
      'street:Rijndijk@utrecht',
      'street:Rijndijk@hazerswoude-rijndijk',
    ]);
  });

  it("matches a later word of a city name ('haag' → Den Haag) before streets", async () => {
    expect(labels(await suggest('haag'))).toEqual([
      'city:Den Haag',
      'city:Hoef en Haag',
      'street:Haagstraat@utrecht',
      'street:Haagstraat@s-hertogenbosch',
    ]);
    expect(labels(await suggest('hertogenbosch'))[0]).toBe("city:'s-Hertogenbosch");
  });

  it('handles names with an apostrophe and hyphen ("\'s-Hertogenbosch")', async () => {
    expect(labels(await suggest("'s-Hert"))[0]).toBe("city:'s-Hertogenbosch");
    expect(labels(await suggest('Hazerswoude-R'))).toEqual(['city:Hazerswoude-Rijndijk']);
  });

  it('ignores case and collapses white space', async () => {
    expect(labels(await suggest('  DEN    HAAG '))[0]).toBe('city:Den Haag');
  });
});

describe('GET /search/locations: diacritics ignored', () => {
  it("'curacao' finds Curaçaostraat, streets of bigger cities first", async () => {
    const items = await suggest('curacao');
    expect(labels(items)).toEqual([
      'street:Curaçaostraat@amsterdam',
      'street:Curaçaostraat@den-haag',
      'street:Curaçaostraat@utrecht',
      'street:Curaçaostraat@groningen',
    ]);
  });

  it('both ways: a query with diacritics finds names with and without them', async () => {
    expect(labels(await suggest('Curaçaostr'))).toHaveLength(4);
    expect(labels(await suggest('amperestraat'))).toEqual(['street:Ampèrestraat@amsterdam']);
    expect(labels(await suggest('damwald'))).toEqual(['city:Damwâld']);
    expect(labels(await suggest('sint odilien'))).toEqual(['city:Sint Odiliënberg']);
  });
});

describe('GET /search/locations: typos', () => {
  it.each([
    ['amsterdm', 'city:Amsterdam'],
    ['groningn', 'city:Groningen'],
    ['den hag', 'city:Den Haag'],
    ['rotterdm', 'city:Rotterdam'],
    ['utrect', 'city:Utrecht'],
    ['msterdam', 'city:Amsterdam'],
    ['kalverstrat', 'street:Kalverstraat@amsterdam'],
    ['kalvrstraat', 'street:Kalverstraat@amsterdam'],
    ['coolsingl', 'street:Coolsingel@rotterdam'],
    ['van ostadestrat', 'street:Van Ostadestraat@amsterdam'],
    ['curacaostrat', 'street:Curaçaostraat@amsterdam'],
  ])('%s → %s first', async (query, expected) => {
    expect(labels(await suggest(query))[0]).toBe(expected);
  });

  it('ranks the closest match first, then bigger places', async () => {
    const items = labels(await suggest('den hag'));
    expect(items[0]).toBe('city:Den Haag');
    // Den Ham (two places) are further away; the bigger one first.
    expect(items.indexOf('city:Den Ham')).toBeGreaterThan(0);
    const denHams = (await suggest('den hag')).filter((item) => item.name === 'Den Ham');
    expect(denHams.map((item) => item.citySlug)).toEqual(['den-ham', 'den-ham-westerkwartier']);
  });

  it('keeps prefix matches before typo matches', async () => {
    // 'groninge' is a prefix of Groningen and Groningerstraat; nothing fuzzy comes before them.
    expect(labels(await suggest('groninge'))).toEqual([
      'city:Groningen',
      'street:Groningerstraat@rotterdam',
    ]);
  });

  it('answers an empty list when nothing is close', async () => {
    expect(await suggest('xqzwvk')).toEqual([]);
    expect(await suggest('q')).toEqual([]);
  });
});

describe('GET /search/locations: answer shape and limits', () => {
  it('gives cities and streets with their city, slugs and coordinates', async () => {
    const [city] = await suggest('Den Haag');
    expect(city).toEqual({
      type: 'city',
      name: 'Den Haag',
      cityName: 'Den Haag',
      citySlug: 'den-haag',
      cityId: ids.cityIds.get('den-haag'),
      lat: 52.069408,
      lng: 4.296354,
    });
    const [street] = await suggest('coolsingel');
    expect(street).toEqual({
      type: 'street',
      name: 'Coolsingel',
      cityName: 'Rotterdam',
      citySlug: 'rotterdam',
      streetSlug: 'coolsingel',
      cityId: ids.cityIds.get('rotterdam'),
      lat: 51.92064,
      lng: 4.479298,
    });
  });

  it('returns at most 10 by default and honours limit', async () => {
    const amsterdam = ids.cityIds.get('amsterdam') ?? 0;
    await t.database.db.insert(streets).values(
      Array.from({ length: 14 }, (_, i) => ({
        cityId: amsterdam,
        name: `Zeeburgerstraat ${i + 1}`,
        slug: `zeeburgerstraat-${i + 1}`,
        postcode4: '1018',
        lat: 52.37,
        lng: 4.93,
        addressCount: 10 + i,
      })),
    );
    expect(await suggest('zeeburger')).toHaveLength(10);
    expect(await suggest('zeeburger', '&limit=3')).toHaveLength(3);
    expect(await suggest('zeeburger', '&limit=25')).toHaveLength(14);
    // Equal city: bigger street first.
    expect((await suggest('zeeburger', '&limit=1'))[0]?.name).toBe('Zeeburgerstraat 14');
  });

  it.each([
    ['a percent sign', '100%'],
    ['an underscore', 'a_b'],
    ['a quote', "'"],
    ['a backslash', '\\'],
    ['regex characters', '((['],
    ['regex characters after letters', 'den [haag'],
    ['dots and stars', '.*'],
    ['a dollar and caret', '^am$'],
    ['an emoji', '🏠 amsterdam'],
    ['a sharp s', 'straße'],
    ['CJK text', '阿姆斯特丹'],
    ['a control character', 'ams\u0007'],
    ['a NUL character', '\u0000'],
    ['a NUL inside a name', 'amster\u0000dam'],
    ['invalid UTF-8 (decoded as U+FFFD)', '\ufffd\ufffd'],
    ['100 characters', 'a'.repeat(100)],
  ])('answers 200 for %s', async (_label, query) => {
    await suggest(query);
  });
});

describe('GET /search/locations: bad input is a 400 in the §8 shape', () => {
  it.each([
    ['no query', ''],
    ['an empty query', '?query='],
    ['a blank query', '?query=%20%20%20'],
    ['a query over 100 characters', `?query=${'a'.repeat(101)}`],
    ['a huge query', `?query=${'amsterdam'.repeat(2000)}`],
    ['invalid UTF-8 in a huge query', `?query=${'%FF'.repeat(200)}`],
    ['a repeated query', '?query=a&query=b'],
    ['a negative limit', '?query=ams&limit=-1'],
    ['a zero limit', '?query=ams&limit=0'],
    ['a limit over 25', '?query=ams&limit=26'],
    ['a fractional limit', '?query=ams&limit=2.5'],
    ['a non-numeric limit', '?query=ams&limit=ten'],
  ])('%s', async (_label, search) => {
    const response = await t.app.inject({ method: 'GET', url: `/search/locations${search}` });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; message: string; data: { fields: unknown[] } }>();
    expect(body.code).toBe('invalid_request');
    expect(body.message).toBe('Invalid request');
    expect(body.data.fields.length).toBeGreaterThan(0);
    validateResponse('GET', '/search/locations', 400, body);
  });
});
