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

function cityId(slug: string): number {
  const id = ids.cityIds.get(slug);
  if (id === undefined) throw new Error(`no fixture city ${slug}`);
  return id;
}

async function resolve(url: string, status = 200): Promise<Record<string, unknown>> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<Record<string, unknown>>();
  validateResponse('GET', '/gis/slugs/{slugId}', status, body);
  return body;
}

describe('GET /gis/slugs/{citySlugId}', () => {
  it('resolves a city slug to the city', async () => {
    expect(await resolve('/gis/slugs/den-haag')).toEqual({
      type: 'city',
      cityId: cityId('den-haag'),
      cityName: 'Den Haag',
      citySlug: 'den-haag',
      lat: 52.069408,
      lng: 4.296354,
      province: 'Zuid-Holland',
    });
    expect(await resolve('/gis/slugs/s-hertogenbosch')).toMatchObject({
      cityName: "'s-Hertogenbosch",
      province: 'Noord-Brabant',
    });
  });

  it('tells apart places of the same name by their slugs', async () => {
    expect(await resolve('/gis/slugs/den-ham')).toMatchObject({ province: 'Overijssel' });
    expect(await resolve('/gis/slugs/den-ham-westerkwartier')).toMatchObject({
      cityName: 'Den Ham',
      province: 'Groningen',
    });
  });

  it('normalises the requested slug like the seed does', async () => {
    expect(await resolve('/gis/slugs/Den-Haag')).toMatchObject({ citySlug: 'den-haag' });
    expect(await resolve(`/gis/slugs/${encodeURIComponent('Damwâld')}`)).toMatchObject({
      citySlug: 'damwald',
    });
  });

  it.each([
    ['an unknown slug', '/gis/slugs/atlantis'],
    ['a slug without letters', '/gis/slugs/---'],
    ['a NUL slug', '/gis/slugs/%00'],
    ['a street slug without cityId', '/gis/slugs/kalverstraat'],
  ])('answers 404 http_404 for %s', async (_label, url) => {
    expect(await resolve(url, 404)).toEqual({ code: 'http_404', message: 'City not found' });
  });
});

describe('GET /gis/slugs/{streetSlugId}?cityId=', () => {
  it('resolves a street slug within the given city', async () => {
    const amsterdam = cityId('amsterdam');
    expect(await resolve(`/gis/slugs/kalverstraat?cityId=${amsterdam}`)).toEqual({
      type: 'street',
      streetId: ids.streetIds.get('amsterdam/kalverstraat'),
      streetName: 'Kalverstraat',
      streetSlug: 'kalverstraat',
      cityId: amsterdam,
      cityName: 'Amsterdam',
      citySlug: 'amsterdam',
      lat: 52.369805,
      lng: 4.891378,
    });
  });

  it('gives the street of that city, not a namesake elsewhere', async () => {
    const utrecht = await resolve(`/gis/slugs/kalverstraat?cityId=${cityId('utrecht')}`);
    expect(utrecht).toMatchObject({
      streetId: ids.streetIds.get('utrecht/kalverstraat'),
      cityName: 'Utrecht',
      lat: 52.094755,
    });
    expect(await resolve(`/gis/slugs/curacaostraat?cityId=${cityId('den-haag')}`)).toMatchObject({
      streetName: 'Curaçaostraat',
      citySlug: 'den-haag',
    });
  });

  it.each([
    [
      'a street the city does not have',
      () => `/gis/slugs/coolsingel?cityId=${cityId('amsterdam')}`,
    ],
    ['a city slug', () => `/gis/slugs/amsterdam?cityId=${cityId('amsterdam')}`],
    ['an unknown city id', () => '/gis/slugs/kalverstraat?cityId=2147483647'],
  ])('answers 404 http_404 for %s', async (_label, url) => {
    expect(await resolve(url(), 404)).toEqual({ code: 'http_404', message: 'Street not found' });
  });
});

describe('GET /gis/slugs: bad input is a 400 in the §8 shape', () => {
  it.each([
    ['a non-numeric cityId', '/gis/slugs/kalverstraat?cityId=abc'],
    ['a negative cityId', '/gis/slugs/kalverstraat?cityId=-1'],
    ['a zero cityId', '/gis/slugs/kalverstraat?cityId=0'],
    ['a fractional cityId', '/gis/slugs/kalverstraat?cityId=1.5'],
    ['a cityId beyond the id range', '/gis/slugs/kalverstraat?cityId=99999999999'],
    ['an empty cityId', '/gis/slugs/kalverstraat?cityId='],
    ['a repeated cityId', '/gis/slugs/kalverstraat?cityId=1&cityId=2'],
    ['a slug over 100 characters', `/gis/slugs/${'a'.repeat(101)}`],
    ['a slug far over 100 characters', `/gis/slugs/${'a'.repeat(5000)}?cityId=1`],
    ['malformed percent-encoding', '/gis/slugs/%E0%A4%A'],
    ['invalid UTF-8 in the path', '/gis/slugs/%ED%A0%80'],
    ['malformed percent-encoding with cityId', '/gis/slugs/%ZZ?cityId=1'],
  ])('%s', async (_label, url) => {
    const body = await resolve(url, 400);
    expect(body.code).toBe('invalid_request');
    expect(body.message).toBe('Invalid request');
    expect(Object.keys(body).sort()).toEqual(['code', 'data', 'message']);
  });
});
