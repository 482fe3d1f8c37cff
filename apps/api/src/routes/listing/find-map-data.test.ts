import { describe, expect, it } from 'vitest';

import { describeEachSearchMode } from './testing/each-search-mode.js';
import { isTopFixture, isVisibleFixture, type FixtureListing } from './testing/listing-fixture.js';
import { type ListingTestApp } from './testing/listing-test-app.js';

import type { MarkerSet } from '../../search/listing-search.js';

let t: ListingTestApp;

const visible = () => t.fixture.listings.filter(isVisibleFixture);
const sortedIds = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);

/** A box around the first city, smaller than the spread of the listings. */
function cityBox() {
  const city = t.fixture.cities[0] as { lat: number; lng: number };
  return {
    lat_lo: city.lat - 0.03,
    lat_hi: city.lat + 0.04,
    lng_lo: city.lng - 0.05,
    lng_hi: city.lng + 0.06,
  };
}

function inside(box: ReturnType<typeof cityBox>, l: { lat: number; lng: number }): boolean {
  return l.lat >= box.lat_lo && l.lat <= box.lat_hi && l.lng >= box.lng_lo && l.lng <= box.lng_hi;
}

async function markers(body: Record<string, unknown>): Promise<MarkerSet> {
  const response = await t.call({ method: 'POST', path: '/listing/findmapdata', body });
  expect(response.status).toBe(200);
  return response.body as MarkerSet;
}

/** Keeps each search mode's app where the request helpers above read it. */
function useApp(app: ListingTestApp): void {
  t = app;
}

describeEachSearchMode(useApp, () => {
  describe('POST /listing/findmapdata', () => {
    it('returns exactly the visible listings inside the box, as compact markers', async () => {
      const box = cityBox();
      const result = await markers(box);
      const expected = visible().filter((l) => inside(box, l));
      expect(expected.length).toBeGreaterThan(5);
      expect(expected.length).toBeLessThan(visible().length);
      for (const marker of result.markers) expect(inside(box, marker)).toBe(true);
      expect(sortedIds(result.markers.map((m) => m.id))).toEqual(
        sortedIds(expected.map((l) => l.id)),
      );
      const first = expected.find((l) => l.id === result.markers[0]?.id) as FixtureListing;
      expect(result.markers[0]).toEqual({
        id: first.id,
        lat: first.lat,
        lng: first.lng,
        rentCents: first.rentCents,
        listingType: first.listingType,
      });
      expect(result).toMatchObject({
        truncated: false,
        cap: 2000,
        box: { latLo: box.lat_lo, lngLo: box.lng_lo, latHi: box.lat_hi, lngHi: box.lng_hi },
      });
    });

    it('applies the filters inside the box, and the box replaces the city and radius', async () => {
      const box = cityBox();
      const result = await markers({
        ...box,
        citySlug: 'gamma',
        radiusId: 0,
        listingTypeIds: [1],
        maxRentalPriceId: 900,
      });
      const expected = visible().filter(
        (l) => inside(box, l) && l.listingType === 1 && l.rentCents <= 90_000,
      );
      expect(sortedIds(result.markers.map((m) => m.id))).toEqual(
        sortedIds(expected.map((l) => l.id)),
      );
    });

    it('without a box searches the default region (all the Netherlands)', async () => {
      const result = await markers({});
      expect(result.markers).toHaveLength(visible().length);
      expect(result.box).toEqual({ latLo: 50.13, lngLo: -3.27, latHi: 54.22, lngHi: 12.55 });
    });

    it('an empty box gives no markers', async () => {
      expect((await markers({ lat_lo: 10, lat_hi: 11, lng_lo: 10, lng_hi: 11 })).markers).toEqual(
        [],
      );
    });
  });

  describe('POST /listing/findMaplistings', () => {
    it('pages the result cards inside the box with the total; top adverts first', async () => {
      const box = cityBox();
      const expected = visible().filter((l) => inside(box, l));
      const ids: number[] = [];
      let total = -1;
      for (let pageNo = 1; pageNo < 50; pageNo++) {
        const response = await t.call({
          method: 'POST',
          path: '/listing/findMaplistings',
          body: { ...box, pageNo, rowsPerPage: 5 },
        });
        expect(response.status).toBe(200);
        const page = response.body as {
          listings: { id: number; lat: number; lng: number }[];
          totalCount: number;
        };
        for (const card of page.listings) expect(inside(box, card)).toBe(true);
        ids.push(...page.listings.map((c) => c.id));
        total = page.totalCount;
        if (page.listings.length < 5) break;
      }
      expect(total).toBe(expected.length);
      expect(sortedIds(ids)).toEqual(sortedIds(expected.map((l) => l.id)));
      const tops = expected.filter(isTopFixture).length;
      expect(
        ids
          .slice(0, tops)
          .every((id) => isTopFixture(expected.find((l) => l.id === id) as FixtureListing)),
      ).toBe(true);
    });
  });
});
