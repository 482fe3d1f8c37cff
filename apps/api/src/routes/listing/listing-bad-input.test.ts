import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startListingTestApp, type ListingTestApp } from './testing/listing-test-app.js';

/**
 * Bad input on every listing call gives a 4xx in the §8 shape (checked by `call`, which also
 * refuses any 5xx and validates the body against openapi.json), naming the failing field.
 */

let t: ListingTestApp;

beforeAll(async () => {
  t = await startListingTestApp(20);
});

afterAll(async () => {
  await t.close();
});

const SEARCH_PATHS = [
  '/listing/findlistings',
  '/listing/count',
  '/listing/findmapdata',
  '/listing/findMaplistings',
];

/** Bodies that must be refused, and the field the refusal must name ('' = the body itself). */
const BAD_BODIES: [string, unknown, string][] = [
  ['pageNo 0', { pageNo: 0 }, 'body.pageNo'],
  ['negative pageNo', { pageNo: -3 }, 'body.pageNo'],
  ['pageNo over 10,000', { pageNo: 10_001 }, 'body.pageNo'],
  ['fractional pageNo', { pageNo: 1.5 }, 'body.pageNo'],
  ['pageNo as text', { pageNo: '2' }, 'body.pageNo'],
  ['huge rowsPerPage', { rowsPerPage: 1_000_000 }, 'body.rowsPerPage'],
  ['rowsPerPage 0', { rowsPerPage: 0 }, 'body.rowsPerPage'],
  ['unknown listing type', { listingTypeIds: [3] }, 'body.listingTypeIds.0'],
  ['listing types not a list', { listingTypeIds: 1 }, 'body.listingTypeIds'],
  ['too many listing types', { listingTypeIds: Array(21).fill(1) }, 'body.listingTypeIds'],
  ['unknown sort', { listingSortOptionId: 3 }, 'body.listingSortOptionId'],
  ['unknown radius', { radiusId: 3 }, 'body.radiusId'],
  ['negative radius', { radiusId: -10 }, 'body.radiusId'],
  ['rent not a price band', { maxRentalPriceId: 750 }, 'body.maxRentalPriceId'],
  ['rent over 20,000', { maxRentalPriceId: 20_001 }, 'body.maxRentalPriceId'],
  ['unknown surface band', { surfaceMinimumId: 7 }, 'body.surfaceMinimumId'],
  ['unknown gender', { suitableForGenderIds: [16] }, 'body.suitableForGenderIds.0'],
  ['unknown furnishing', { furnishings: [3] }, 'body.furnishings.0'],
  ['unknown availability period', { availabilityPeriods: [3] }, 'body.availabilityPeriods.0'],
  ['malformed date', { availableFromDate: '01-02-2027' }, 'body.availableFromDate'],
  ['impossible date', { availableFromDate: '2027-02-30' }, 'body.availableFromDate'],
  ['date out of the picker range', { availableFromDate: '2150-01-01' }, 'body.availableFromDate'],
  ['boolean as text', { hasInternet: 'yes' }, 'body.hasInternet'],
  ['persons 0', { suitableForNumberOfPersonsId: 0 }, 'body.suitableForNumberOfPersonsId'],
  ['negative age', { candidateAge: -1 }, 'body.candidateAge'],
  ['unknown occupation', { suitableForStatusIds: [16] }, 'body.suitableForStatusIds.0'],
  ['unknown roommate maximum', { roommateMaxNumberId: 5 }, 'body.roommateMaxNumberId'],
  ['unknown roommate gender', { roommateGenderIds: [3] }, 'body.roommateGenderIds.0'],
  ['unknown owner type', { ownerTypeIds: [3] }, 'body.ownerTypeIds.0'],
  ['unknown view', { searchview: 2 }, 'body.searchview'],
  ['negative top advert offset', { topAdOffset: -1 }, 'body.topAdOffset'],
  ['latitude out of range', { lat_lo: -91 }, 'body.lat_lo'],
  ['longitude out of range', { lng_hi: 181 }, 'body.lng_hi'],
  [
    'south edge north of the north edge',
    { lat_lo: 53, lat_hi: 52, lng_lo: 4, lng_hi: 5 },
    'body.lat_lo',
  ],
  [
    'west edge east of the east edge',
    { lat_lo: 52, lat_hi: 53, lng_lo: 6, lng_hi: 5 },
    'body.lng_lo',
  ],
  ['over-long city slug', { citySlug: 'x'.repeat(201) }, 'body.citySlug'],
  ['over-long variant', { variant: 'x'.repeat(65) }, 'body.variant'],
  ['location not an object', { location: 'amsterdam' }, 'body.location'],
  ['city slug a number', { citySlug: 12 }, 'body.citySlug'],
  ['body a list', [], 'body'],
  ['body a number', 42, 'body'],
];

describe('bad input on the search calls', () => {
  for (const path of SEARCH_PATHS) {
    it(`${path}: every bad field is 400 invalid_request naming the field`, async () => {
      for (const [name, body, field] of BAD_BODIES) {
        const response = await t.call({ method: 'POST', path, body });
        expect(response.status, name).toBe(400);
        const error = response.body as { code: string; data: { fields: { field: string }[] } };
        expect(error.code, name).toBe('invalid_request');
        expect(
          error.data.fields.map((f) => f.field),
          name,
        ).toContain(field);
      }
    });

    it(`${path}: malformed JSON, an empty body or a wrong content type is a 4xx, never a 500`, async () => {
      for (const payload of ['{"pageNo": 1,', '{pageNo: 1}', 'null', '"text"']) {
        const response = await t.call({ method: 'POST', path, body: payload });
        expect(response.status, payload).toBe(400);
      }
      const empty = await t.app.inject({ method: 'POST', url: path });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ code: 'invalid_request' });
      const text = await t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'text/plain' },
        payload: 'pageNo=1',
      });
      expect(text.statusCode).toBeGreaterThanOrEqual(400);
      expect(text.statusCode).toBeLessThan(500);
      expect(text.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      expect(text.body).not.toContain('stack');
    });

    it(`${path}: lenient where §5 says — nulls, unknown fields and an empty object are fine`, async () => {
      for (const body of [
        {},
        {
          pageNo: null,
          rowsPerPage: null,
          radiusId: null,
          listingTypeIds: null,
          maxRentalPriceId: null,
          candidateAge: null,
          location: null,
        },
        { somethingNew: true, location: { name: 'x', cityName: 'y', citySlug: '' } },
        { candidateAge: 150, listingTypeIds: [], furnishings: [] },
      ]) {
        const response = await t.call({ method: 'POST', path, body });
        expect(response.status, JSON.stringify(body)).toBe(200);
      }
    });
  }

  it('GET calls with bad queries are 400 invalid_request', async () => {
    for (const [path, query] of [
      ['/listing/details', { listingId: 'x' }],
      ['/listing/details', { listingId: '12abc' }],
      ['/listing/averagerentoutdays', { cityName: '' }],
      ['/listing/listingsearchcriteria', { psaIdentifier: 'p'.repeat(500) }],
    ] as const) {
      const response = await t.call({ method: 'GET', path, query });
      expect(response, `${path} ${JSON.stringify(query)}`).toMatchObject({
        status: 400,
        body: { code: 'invalid_request' },
      });
    }
  });
});
