import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isVisibleFixture, type FixtureListing } from './testing/listing-fixture.js';
import { startListingTestApp, type ListingTestApp } from './testing/listing-test-app.js';

let t: ListingTestApp;

beforeAll(async () => {
  t = await startListingTestApp();
});

afterAll(async () => {
  await t.close();
});

const details = (listingId: string | number, extra: Record<string, string> = {}) =>
  t.call({
    method: 'GET',
    path: '/listing/details',
    query: { source: 'search', listingId: String(listingId), ...extra },
  });

describe('GET /listing/details', () => {
  it('answers a visible listing with its place, photos and the landlord public fields', async () => {
    const listing = t.fixture.listings.find(
      (l) => isVisibleFixture(l) && t.fixture.covers.has(l.id),
    ) as FixtureListing;
    const response = await details(listing.id, { psaIdentifier: 'abc' });
    expect(response.status).toBe(200);
    const body = response.body as Record<string, unknown>;
    const city = t.fixture.cities.find((c) => c.id === listing.cityId);
    expect(body).toMatchObject({
      id: listing.id,
      title: listing.title,
      rentCents: listing.rentCents,
      availableFrom: listing.availableFrom,
      availableTo: listing.availableTo,
      publishedAt: listing.publishedAt?.toISOString(),
      city: { id: city?.id, slug: city?.slug, name: city?.name },
      landlord: t.fixture.landlord,
      postcode4: '1234',
    });
    expect(body.photos).toEqual([
      expect.objectContaining({ imageKey: `photo-${listing.id}-a`, position: 0, isCover: false }),
      expect.objectContaining({ imageKey: `cover-${listing.id}`, position: 1, isCover: true }),
    ]);
    expect(JSON.stringify(body)).not.toContain('1234AB');
  });

  it('works without source and psaIdentifier', async () => {
    const listing = t.fixture.listings.find(isVisibleFixture) as FixtureListing;
    const response = await t.call({
      method: 'GET',
      path: '/listing/details',
      query: { listingId: String(listing.id) },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ photos: expect.any(Array) });
  });

  it('is 404 with code 1015 for listings that are not visible or do not exist', async () => {
    const hidden = t.fixture.listings.filter((l) => !isVisibleFixture(l));
    expect(new Set(hidden.map((l) => l.status)).size).toBeGreaterThan(3);
    for (const listing of hidden) {
      const response = await details(listing.id);
      expect(response).toEqual({ status: 404, body: { code: 1015, message: 'Advert not found' } });
    }
    expect((await details(999_999_999)).status).toBe(404);
  });

  it('is 400 invalid_request for a bad id or over-long parameters', async () => {
    for (const query of [
      { listingId: 'abc' },
      { listingId: '0' },
      { listingId: '-5' },
      { listingId: '1.5' },
      { listingId: '99999999999' },
      {},
      { listingId: '1', source: 'x'.repeat(65) },
      { listingId: '1', psaIdentifier: 'x'.repeat(101) },
    ] as Record<string, string>[]) {
      const response = await t.call({ method: 'GET', path: '/listing/details', query });
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(response.body).toMatchObject({ code: 'invalid_request' });
    }
  });
});

describe('GET /listing/listingsearchcriteria', () => {
  it('answers the default criteria of the domain without psaIdentifier', async () => {
    const response = await t.call({ method: 'GET', path: '/listing/listingsearchcriteria' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      listingTypeIds: [20],
      radiusId: 10,
      listingSortOptionId: 1,
      pageNo: 1,
      rowsPerPage: 20,
      citySlug: '',
      surfaceMinimumId: 6,
      maxRentalPriceId: null,
    });
  });

  it('is 404 for an identifier no search alert has, 400 for an over-long one', async () => {
    const response = await t.call({
      method: 'GET',
      path: '/listing/listingsearchcriteria',
      query: { psaIdentifier: 'alert-1' },
    });
    expect(response).toMatchObject({ status: 404, body: { code: 'http_404' } });
    const long = await t.call({
      method: 'GET',
      path: '/listing/listingsearchcriteria',
      query: { psaIdentifier: 'x'.repeat(101) },
    });
    expect(long.status).toBe(400);
  });
});

describe('GET /listing/averagerentoutdays', () => {
  const inactiveOf = (cityId: number) =>
    t.fixture.listings.filter((l) => l.status === 5 && l.cityId === cityId);

  it("averages the days from publication to deactivation of the city's inactive listings", async () => {
    const city = t.fixture.cities.find((c) => inactiveOf(c.id).length >= 5);
    if (!city) throw new Error('fixture has no city with 5 inactive listings');
    for (const cityName of [city.name, city.name.toUpperCase(), city.slug]) {
      const response = await t.call({
        method: 'GET',
        path: '/listing/averagerentoutdays',
        query: { cityName },
      });
      expect(response).toEqual({
        status: 200,
        body: {
          cityName: city.name,
          averageDays: 10,
          sampleSize: inactiveOf(city.id).length,
          basis: 'city',
        },
      });
    }
  });

  it('ignores diacritics in the name', async () => {
    const response = await t.call({
      method: 'GET',
      path: '/listing/averagerentoutdays',
      query: { cityName: 'beta dorp' },
    });
    expect(response).toMatchObject({ status: 200, body: { cityName: 'Bèta Dorp' } });
  });

  it('is 404 http_404 for an unknown city and 400 without a name', async () => {
    const unknown = await t.call({
      method: 'GET',
      path: '/listing/averagerentoutdays',
      query: { cityName: 'Atlantis' },
    });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'http_404' } });
    for (const query of [{}, { cityName: '' }, { cityName: 'x'.repeat(101) }] as Record<
      string,
      string
    >[]) {
      const response = await t.call({ method: 'GET', path: '/listing/averagerentoutdays', query });
      expect(response).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
    }
  });
});
