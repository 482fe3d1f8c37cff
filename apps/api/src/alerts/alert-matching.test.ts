import {
  completeListingSearchRequest,
  AlertFrequency,
  enumValues,
  Furnishing,
  GenderPreference,
  OwnerType,
  PriceBand,
  Radius,
  SearchListingType,
  SurfaceBand,
  toSearchCriteria,
  ViewMode,
} from '@rooms/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { insertBulkListings } from '../search/testing/bulk-listings.js';
import { createTestApp, registerUser } from '../testing/test-app.js';

import { findAlertMatches } from './alert-matching.js';
import { createAlert } from './alert-store.js';

import type { ListingSearchBody } from '../routes/listing/listing-search-request.schema.js';
import type { TestApp } from '../testing/test-app.js';

let t: TestApp;
let listingIds: number[];
const CITIES = 12;

beforeAll(async () => {
  t = await createTestApp();
  await insertBulkListings(t.database.pool, 1500, CITIES);
  const { rows } = await t.database.pool.query<{ id: number }>(
    'SELECT id FROM listings ORDER BY id',
  );
  listingIds = rows.map((row) => row.id);
}, 60_000);

afterAll(async () => {
  await t.close();
});

/** Random search requests over the bulk listings: list searches of a city and radius, or map boxes. */
const searchRequests: fc.Arbitrary<ListingSearchBody> = fc
  .record(
    {
      citySlug: fc.integer({ min: 1, max: CITIES }).map((n) => `city-${n}`),
      streetSlug: fc.constantFrom('', '', 'street-1', 'street-3'),
      radiusId: fc.constantFrom(...enumValues(Radius)),
      searchview: fc.constantFrom(ViewMode.List, ViewMode.List, ViewMode.Map),
      listingTypeIds: fc.subarray(enumValues(SearchListingType), { maxLength: 3 }),
      maxRentalPriceId: fc.option(fc.constantFrom(...enumValues(PriceBand)), { nil: null }),
      surfaceMinimumId: fc.constantFrom(...enumValues(SurfaceBand)),
      furnishings: fc.subarray(enumValues(Furnishing)),
      suitableForGenderIds: fc.subarray([GenderPreference.Male, GenderPreference.Female]),
      hasInternet: fc.boolean(),
      isBathroomPrivate: fc.boolean(),
      isPetsInsideAllowed: fc.boolean(),
      candidateAge: fc.option(fc.integer({ min: 16, max: 70 }), { nil: null }),
      ownerTypeIds: fc.subarray(enumValues(OwnerType), { maxLength: 2 }),
      availabilityPeriods: fc.subarray([1, 2] as const),
      lat_lo: fc.double({ min: 50.8, max: 52.2, noNaN: true }),
      lng_lo: fc.double({ min: 3.6, max: 6.0, noNaN: true }),
    },
    { requiredKeys: ['citySlug', 'searchview', 'lat_lo', 'lng_lo'] },
  )
  .map(({ lat_lo: latLo, lng_lo: lngLo, ...rest }) => ({
    ...rest,
    lat_lo: latLo,
    lng_lo: lngLo,
    lat_hi: latLo + 0.8,
    lng_hi: lngLo + 1.2,
  }));

describe('alert matching', () => {
  it('an alert matches a listing exactly when the search with its criteria finds it', async () => {
    const user = await registerUser(t.app, { firstName: 'Prop' });
    let alerts = 0;
    await fc.assert(
      fc.asyncProperty(searchRequests, async (request) => {
        let alert;
        try {
          alert = await createAlert(t.database, user.id, {
            searchRequest: request,
            frequency: AlertFrequency.Weekly,
            language: 'en',
          });
        } catch {
          return; // an unknown street of that city, or the same search twice
        }
        alerts++;
        const [row] = (
          await t.database.pool.query<{ id: number }>(
            'SELECT id FROM search_alerts WHERE psa_identifier = $1',
            [alert.psaIdentifier],
          )
        ).rows;
        const criteria = toSearchCriteria(completeListingSearchRequest(request));
        const view = request.searchview === ViewMode.Map ? 'map' : 'list';
        const searched = await t.app.listingSearch.matches(criteria, listingIds, view);
        // Every listing one query of the matching: a sample of all, and of those the search finds.
        const sample = [...new Set([...listingIds.slice(0, 120), ...searched.slice(0, 40)])];
        const found = await findAlertMatches(t.database, sample, Date.now());
        const matched = found.filter((m) => m.alertId === row!.id).map((m) => m.listingId);
        expect(matched).toEqual(searched.filter((id) => sample.includes(id)));
        await t.database.pool.query('DELETE FROM search_alerts WHERE id = $1', [row!.id]);
      }),
      { numRuns: 40, seed: 25 },
    );
    // The property held over alerts that were saved, not over refusals only.
    expect(alerts).toBeGreaterThan(20);
  }, 120_000);
});
