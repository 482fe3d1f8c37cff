import { describe, expect, it } from 'vitest';

import { distanceKm } from '../../search/geometry.js';

import { describeEachSearchMode } from './testing/each-search-mode.js';
import { isTopFixture, isVisibleFixture, type FixtureListing } from './testing/listing-fixture.js';
import { type ListingTestApp } from './testing/listing-test-app.js';

let t: ListingTestApp;

interface Card {
  id: number;
  listingType: number;
  rentCents: number;
  surfaceM2: number;
  availableFrom: string;
  availableTo: string | null;
  publishedAt: string | null;
  isTopAdvert: boolean;
  lat: number;
  lng: number;
  citySlug: string;
  streetSlug: string;
  coverImageKey: string | null;
}
interface Page {
  listings: Card[];
  totalCount: number;
  pageNo: number;
  rowsPerPage: number;
}

async function find(body: Record<string, unknown>): Promise<Page> {
  const response = await t.call({ method: 'POST', path: '/listing/findlistings', body });
  expect(response.status).toBe(200);
  return response.body as Page;
}

async function count(body: Record<string, unknown>): Promise<number> {
  const response = await t.call({ method: 'POST', path: '/listing/count', body });
  expect(response.status).toBe(200);
  return (response.body as { count: number }).count;
}

/** Every page of a search (100 per page), concatenated. */
async function findAll(
  body: Record<string, unknown>,
  rowsPerPage = 100,
): Promise<{ cards: Card[]; totalCount: number }> {
  const cards: Card[] = [];
  let totalCount = 0;
  for (let pageNo = 1; pageNo < 100; pageNo++) {
    const page = await find({ ...body, pageNo, rowsPerPage });
    totalCount = page.totalCount;
    cards.push(...page.listings);
    if (page.listings.length < rowsPerPage) break;
  }
  return { cards, totalCount };
}

function byId(id: number): FixtureListing {
  const listing = t.fixture.listings.find((l) => l.id === id);
  if (!listing) throw new Error(`unknown id ${id}`);
  return listing;
}

const visible = () => t.fixture.listings.filter(isVisibleFixture);
const sortedIds = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);

/**
 * Each filter of §3 and the predicate a listing must satisfy, written from the spec and the
 * issue (not from the SQL): the search must return exactly the visible listings satisfying it.
 */
const FILTERS: {
  name: string;
  body: Record<string, unknown>;
  matches: (l: FixtureListing) => boolean;
}[] = [
  { name: 'type room', body: { listingTypeIds: [1] }, matches: (l) => l.listingType === 1 },
  {
    name: 'types apartment or studio',
    body: { listingTypeIds: [2, 4] },
    matches: (l) => l.listingType === 2 || l.listingType === 4,
  },
  { name: 'type antisquat', body: { listingTypeIds: [8] }, matches: (l) => l.listingType === 8 },
  {
    name: 'type student housing',
    body: { listingTypeIds: [16] },
    matches: (l) => l.listingType === 16,
  },
  {
    name: 'furnished apartment',
    body: { listingTypeIds: [17] },
    matches: (l) => l.listingType === 2 && l.furnishing === 4,
  },
  {
    name: 'short-term rental',
    body: { listingTypeIds: [18] },
    matches: (l) => l.availableTo !== null,
  },
  {
    name: 'long-term rental',
    body: { listingTypeIds: [19] },
    matches: (l) => l.availableTo === null,
  },
  { name: 'generic = all', body: { listingTypeIds: [20] }, matches: () => true },
  { name: 'empty = all', body: { listingTypeIds: [0, 1] }, matches: () => true },
  {
    name: 'room or furnished apartment',
    body: { listingTypeIds: [1, 17] },
    matches: (l) => l.listingType === 1 || (l.listingType === 2 && l.furnishing === 4),
  },
  {
    name: 'max rent 800 euro',
    body: { maxRentalPriceId: 800 },
    matches: (l) => l.rentCents <= 80_000,
  },
  {
    name: 'max rent 100 euro (none)',
    body: { maxRentalPriceId: 100 },
    matches: (l) => l.rentCents <= 10_000,
  },
  { name: 'min surface 25 m²', body: { surfaceMinimumId: 25 }, matches: (l) => l.surfaceM2 >= 25 },
  { name: 'min surface 6 m² (default)', body: { surfaceMinimumId: 6 }, matches: () => true },
  {
    name: 'gender male',
    body: { suitableForGenderIds: [1] },
    matches: (l) => (l.preferredGenders & (1 | 4 | 8)) !== 0,
  },
  {
    name: 'gender female',
    body: { suitableForGenderIds: [2] },
    matches: (l) => (l.preferredGenders & (2 | 4 | 8)) !== 0,
  },
  {
    name: 'furnishings unfurnished or furnished',
    body: { furnishings: [2, 4] },
    matches: (l) => l.furnishing === 2 || l.furnishing === 4,
  },
  { name: 'temporary', body: { availabilityPeriods: [1] }, matches: (l) => l.availableTo !== null },
  {
    name: 'indefinite',
    body: { availabilityPeriods: [2] },
    matches: (l) => l.availableTo === null,
  },
  { name: 'both periods = all', body: { availabilityPeriods: [1, 2] }, matches: () => true },
  {
    name: 'available from',
    body: { availableFromDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10) },
    matches: (l) =>
      l.availableFrom <= new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  },
  {
    name: 'private bathroom',
    body: { isBathroomPrivate: true },
    matches: (l) => l.isBathroomPrivate,
  },
  { name: 'private toilet', body: { isToiletPrivate: true }, matches: (l) => l.isToiletPrivate },
  { name: 'private kitchen', body: { isKitchenPrivate: true }, matches: (l) => l.isKitchenPrivate },
  { name: 'internet', body: { hasInternet: true }, matches: (l) => l.hasInternet },
  {
    name: 'false booleans do not filter',
    body: { hasInternet: false, isKitchenPrivate: false },
    matches: () => true,
  },
  {
    name: 'two persons',
    body: { suitableForNumberOfPersonsId: 2 },
    matches: (l) => l.suitableForPersons >= 2,
  },
  {
    name: 'candidate age 30',
    body: { candidateAge: 30 },
    matches: (l) => l.preferredAgeMin <= 30 && l.preferredAgeMax >= 30,
  },
  {
    name: 'candidate age 5 is clamped to 16',
    body: { candidateAge: 5 },
    matches: (l) => l.preferredAgeMin <= 16 && l.preferredAgeMax >= 16,
  },
  {
    name: 'occupations student or working',
    body: { suitableForStatusIds: [1, 4] },
    matches: (l) => (l.preferredOccupations & 5) !== 0,
  },
  {
    name: 'smoking',
    body: { isSmokingInsideAllowed: true },
    matches: (l) => l.isSmokingInsideAllowed,
  },
  { name: 'pets', body: { isPetsInsideAllowed: true }, matches: (l) => l.isPetsInsideAllowed },
  {
    name: 'no roommates',
    body: { roommateMaxNumberId: 1 },
    matches: (l) => l.currentResidents === 0,
  },
  {
    name: 'at most four roommates',
    body: { roommateMaxNumberId: 2 },
    matches: (l) => l.currentResidents <= 4,
  },
  {
    name: 'at most eight roommates',
    body: { roommateMaxNumberId: 3 },
    matches: (l) => l.currentResidents <= 8,
  },
  {
    name: 'more than eight roommates = any',
    body: { roommateMaxNumberId: 4 },
    matches: () => true,
  },
  {
    name: 'female roommates',
    body: { roommateGenderIds: [2] },
    matches: (l) => (l.currentResidentGenders & 2) !== 0,
  },
  {
    name: 'mixed roommates',
    body: { roommateGenderIds: [4] },
    matches: (l) => (l.currentResidentGenders & 3) === 3,
  },
  {
    name: 'owner types private or agent',
    body: { ownerTypeIds: [1, 4] },
    matches: (l) => l.ownerType === 1 || l.ownerType === 4,
  },
  { name: 'top adverts only', body: { topAdsOnly: true }, matches: isTopFixture },
  {
    name: 'many filters together',
    body: {
      listingTypeIds: [1, 2],
      maxRentalPriceId: 1500,
      hasInternet: true,
      furnishings: [4, 2],
      ownerTypeIds: [1, 2, 4],
    },
    matches: (l) =>
      (l.listingType === 1 || l.listingType === 2) &&
      l.rentCents <= 150_000 &&
      l.hasInternet &&
      (l.furnishing === 4 || l.furnishing === 2) &&
      [1, 2, 4].includes(l.ownerType),
  },
];

/** Keeps each search mode's app where the request helpers above read it. */
function useApp(app: ListingTestApp): void {
  t = app;
}

describeEachSearchMode(useApp, () => {
  describe('POST /listing/findlistings: each filter narrows exactly (whole country)', () => {
    it('without filters returns every visible listing and nothing else', async () => {
      const { cards, totalCount } = await findAll({});
      expect(sortedIds(cards.map((c) => c.id))).toEqual(sortedIds(visible().map((l) => l.id)));
      expect(totalCount).toBe(visible().length);
      expect(t.fixture.listings.length - visible().length).toBeGreaterThan(20);
    });

    for (const filter of FILTERS) {
      it(`${filter.name}: returns exactly the matching visible listings, counts agree`, async () => {
        const { cards, totalCount } = await findAll(filter.body);
        const expected = visible()
          .filter(filter.matches)
          .map((l) => l.id);
        for (const card of cards) {
          const listing = byId(card.id);
          expect(isVisibleFixture(listing), `listing ${card.id} is visible`).toBe(true);
          expect(filter.matches(listing), `listing ${card.id} matches ${filter.name}`).toBe(true);
        }
        expect(sortedIds(cards.map((c) => c.id))).toEqual(sortedIds(expected));
        expect(totalCount).toBe(expected.length);
        expect(await count(filter.body)).toBe(expected.length);
      });
    }

    it('the filters are not vacuous: each one excludes some listings or is an "all" case', () => {
      const narrowing = FILTERS.filter((f) => visible().some((l) => !f.matches(l)));
      expect(narrowing.length).toBeGreaterThan(30);
      for (const f of narrowing)
        expect(visible().some(f.matches) || f.name.includes('none')).toBe(true);
    });
  });

  describe('sorting and paging', () => {
    const compare: Record<number, (a: FixtureListing, b: FixtureListing) => number> = {
      2: (a, b) => a.rentCents - b.rentCents || a.id - b.id,
      4: (a, b) => b.rentCents - a.rentCents || b.id - a.id,
      5: (a, b) => b.surfaceM2 - a.surfaceM2 || b.id - a.id,
      6: (a, b) => a.availableFrom.localeCompare(b.availableFrom) || a.id - b.id,
    };
    const newest = (a: FixtureListing, b: FixtureListing) =>
      (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0) || b.id - a.id;

    for (const sort of [2, 4, 5, 6]) {
      it(`sort ${sort} orders every result with the id as tiebreak`, async () => {
        const { cards } = await findAll({ listingSortOptionId: sort });
        expect(cards.map((c) => c.id)).toEqual([...visible()].sort(compare[sort]).map((l) => l.id));
      });
    }

    it('newest first (default) puts active top adverts first, each part newest first', async () => {
      const { cards } = await findAll({});
      const top = visible().filter(isTopFixture).sort(newest);
      const rest = visible()
        .filter((l) => !isTopFixture(l))
        .sort(newest);
      expect(top.length).toBeGreaterThan(3);
      expect(visible().some((l) => l.topAdvertUntil !== null && !isTopFixture(l))).toBe(true);
      expect(cards.map((c) => c.id)).toEqual([...top, ...rest].map((l) => l.id));
      expect(cards.map((c) => c.isTopAdvert)).toEqual([
        ...top.map(() => true),
        ...rest.map(() => false),
      ]);
    });

    it('the data has ties, so the tiebreak matters', () => {
      const rents = new Set(visible().map((l) => l.rentCents));
      expect(rents.size).toBeLessThan(visible().length / 10);
    });

    it('pages of 7 are stable: concatenated they equal pages of 100, no duplicates', async () => {
      for (const sort of [1, 2, 4, 5, 6]) {
        const body = { listingSortOptionId: sort, maxRentalPriceId: 1500 };
        const large = await findAll(body, 100);
        const small = await findAll(body, 7);
        expect(small.cards.map((c) => c.id)).toEqual(large.cards.map((c) => c.id));
        expect(new Set(small.cards.map((c) => c.id)).size).toBe(small.cards.length);
        expect(small.cards.length).toBe(small.totalCount);
        expect(small.totalCount).toBe(large.totalCount);
      }
    });

    it('answers pageNo and rowsPerPage (defaults 1 and 20) and an empty page past the end', async () => {
      const first = await find({});
      expect(first).toMatchObject({ pageNo: 1, rowsPerPage: 20 });
      expect(first.listings).toHaveLength(20);
      const past = await find({ pageNo: 10_000, rowsPerPage: 100 });
      expect(past.listings).toEqual([]);
      expect(past.totalCount).toBe(visible().length);
    });

    it('topAdOffset skips that many top adverts', async () => {
      const all = await find({ topAdsOnly: true, rowsPerPage: 100 });
      const skipped = await find({ topAdsOnly: true, topAdOffset: 2, rowsPerPage: 100 });
      expect(skipped.listings.map((c) => c.id)).toEqual(all.listings.slice(2).map((c) => c.id));
    });

    it('cards carry the city, street, cover photo and publication time', async () => {
      const { cards } = await findAll({});
      for (const card of cards) {
        const listing = byId(card.id);
        const city = t.fixture.cities.find((c) => c.id === listing.cityId);
        const street = t.fixture.streets.find((s) => s.id === listing.streetId);
        expect(card.citySlug).toBe(city?.slug);
        expect(card.streetSlug).toBe(street?.slug);
        expect(card.coverImageKey).toBe(t.fixture.covers.get(card.id) ?? null);
        expect(card.publishedAt).toBe(listing.publishedAt?.toISOString());
        expect(card).toMatchObject({
          rentCents: listing.rentCents,
          surfaceM2: listing.surfaceM2,
          availableTo: listing.availableTo,
        });
      }
    });
  });

  describe('place: city, street and radius', () => {
    type City = ListingTestApp['fixture']['cities'][number];
    const alphen = () => t.fixture.cities[0] as City;
    const beta = () => t.fixture.cities[1] as City;

    it('radius 0 = listings of the city only, by citySlug or location.citySlug', async () => {
      const city = alphen();
      const expected = visible()
        .filter((l) => l.cityId === city.id)
        .map((l) => l.id);
      for (const body of [
        { citySlug: city.slug },
        { location: { citySlug: city.slug, name: '', cityName: '' } },
        { citySlug: city.slug.toUpperCase() },
      ]) {
        const { cards, totalCount } = await findAll({ ...body, radiusId: 0 });
        expect(sortedIds(cards.map((c) => c.id))).toEqual(sortedIds(expected));
        expect(totalCount).toBe(expected.length);
        expect(await count({ ...body, radiusId: 0 })).toBe(expected.length);
      }
    });

    it('an unknown city or street slug finds nothing (not an error)', async () => {
      expect(await find({ citySlug: 'atlantis' })).toMatchObject({ listings: [], totalCount: 0 });
      expect(await count({ citySlug: 'atlantis' })).toBe(0);
      expect(await find({ citySlug: alphen().slug, streetSlug: 'nowhere-lane' })).toMatchObject({
        listings: [],
        totalCount: 0,
      });
    });

    for (const radiusId of [1, 2, 5, 10, 20]) {
      it(`radius ${radiusId} km around the city centre: exactly the listings within, any city`, async () => {
        const city = alphen();
        const within = (l: FixtureListing) =>
          distanceKm(city.lat, city.lng, l.lat, l.lng) <= radiusId;
        const { cards, totalCount } = await findAll({
          citySlug: city.slug,
          radiusId,
          listingSortOptionId: 2,
        });
        for (const card of cards)
          expect(distanceKm(city.lat, city.lng, card.lat, card.lng)).toBeLessThanOrEqual(
            radiusId + 1e-9,
          );
        const expected = visible()
          .filter(within)
          .map((l) => l.id);
        expect(expected.length).toBeGreaterThan(radiusId >= 2 ? 0 : -1);
        expect(expected.length).toBeLessThan(visible().length);
        expect(sortedIds(cards.map((c) => c.id))).toEqual(sortedIds(expected));
        expect(totalCount).toBe(expected.length);
      });
    }

    it('radius 10 km reaches listings of the neighbouring city but not beyond', async () => {
      const { cards } = await findAll({ citySlug: alphen().slug, radiusId: 10 });
      expect(cards.some((c) => c.citySlug === beta().slug)).toBe(true);
      expect(cards.some((c) => c.citySlug === 'gamma')).toBe(false);
    });

    it('with a street, the radius is measured from the street', async () => {
      const city = beta();
      const street = t.fixture.streets.find(
        (s) => s.cityId === city.id && s.slug === 'stationsplein',
      );
      if (!street) throw new Error('no street');
      const { cards, totalCount } = await findAll({
        citySlug: city.slug,
        streetSlug: street.slug,
        radiusId: 2,
      });
      const expected = visible().filter(
        (l) => distanceKm(street.lat, street.lng, l.lat, l.lng) <= 2,
      );
      expect(sortedIds(cards.map((c) => c.id))).toEqual(sortedIds(expected.map((l) => l.id)));
      expect(totalCount).toBe(expected.length);
      expect(expected.length).toBeGreaterThan(0);
      const fromCentre = visible().filter((l) => distanceKm(city.lat, city.lng, l.lat, l.lng) <= 2);
      expect(sortedIds(fromCentre.map((l) => l.id))).not.toEqual(
        sortedIds(expected.map((l) => l.id)),
      );
    });

    it('radius and filters combine', async () => {
      const city = alphen();
      const body = { citySlug: city.slug, radiusId: 5, listingTypeIds: [1], maxRentalPriceId: 900 };
      const { cards, totalCount } = await findAll(body);
      const expected = visible().filter(
        (l) =>
          distanceKm(city.lat, city.lng, l.lat, l.lng) <= 5 &&
          l.listingType === 1 &&
          l.rentCents <= 90_000,
      );
      expect(sortedIds(cards.map((c) => c.id))).toEqual(sortedIds(expected.map((l) => l.id)));
      expect(await count(body)).toBe(totalCount);
    });

    it('the map box is ignored by the list search', async () => {
      const page = await find({ lat_lo: 0, lat_hi: 1, lng_lo: 0, lng_hi: 1 });
      expect(page.totalCount).toBe(visible().length);
    });
  });
});
