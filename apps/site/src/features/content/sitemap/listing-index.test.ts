import { createRoomsClient } from '@rooms/api-client';
import { Furnishing, ListingType, SearchListingType } from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import {
  citiesByLetter,
  citiesInCategory,
  countByCity,
  distinctCityLabels,
  loadListingIndex,
  sortName,
} from './listing-index';

function card(
  citySlug: string,
  cityName: string,
  listingType: number,
  availableTo: string | null = null,
) {
  return { citySlug, cityName, listingType, furnishing: Furnishing.Furnished, availableTo };
}

describe('countByCity', () => {
  it('counts every category per city', () => {
    const index = countByCity([
      card('delft', 'Delft', ListingType.Room),
      card('delft', 'Delft', ListingType.Apartment, '2027-06-30'),
      card('ede', 'Ede', ListingType.Studio),
    ]);
    expect(index).toEqual([
      {
        slug: 'delft',
        name: 'Delft',
        counts: {
          [SearchListingType.Generic]: 2,
          [SearchListingType.Room]: 1,
          [SearchListingType.Apartment]: 1,
          [SearchListingType.FurnishedApartment]: 1,
          [SearchListingType.LongTermRental]: 1,
          [SearchListingType.ShortTermRental]: 1,
        },
      },
      {
        slug: 'ede',
        name: 'Ede',
        counts: {
          [SearchListingType.Generic]: 1,
          [SearchListingType.Studio]: 1,
          [SearchListingType.LongTermRental]: 1,
        },
      },
    ]);
  });
});

describe('loadListingIndex', () => {
  it('pages through every listing of the country, 100 at a time', async () => {
    const bodies: {
      pageNo: number;
      rowsPerPage: number;
      citySlug: string;
      listingTypeIds: number[];
    }[] = [];
    const api = createRoomsClient({
      baseUrl: 'http://api.test',
      fetch: async (request) => {
        const body = (await request.json()) as (typeof bodies)[number];
        bodies.push(body);
        const listings =
          body.pageNo === 3
            ? [card('ede', 'Ede', ListingType.Room)]
            : Array.from({ length: 100 }, () => card('delft', 'Delft', ListingType.Room));
        return Response.json({ listings, totalCount: 201, pageNo: body.pageNo, rowsPerPage: 100 });
      },
    });
    const index = await loadListingIndex(api);
    expect(bodies.map((body) => body.pageNo).sort()).toEqual([1, 2, 3]);
    expect(bodies.every((body) => body.rowsPerPage === 100 && body.citySlug === '')).toBe(true);
    expect(bodies[0]?.listingTypeIds).toEqual([SearchListingType.Generic]);
    expect(index.map((city) => [city.slug, city.counts[SearchListingType.Generic]])).toEqual([
      ['delft', 200],
      ['ede', 1],
    ]);
  });
});

describe('citiesInCategory', () => {
  it('keeps cities with listings of the category, sorted the Dutch way', () => {
    const index = countByCity([
      card('zwolle', 'Zwolle', ListingType.Room),
      card('s-hertogenbosch', "'s-Hertogenbosch", ListingType.Room),
      card('ede', 'Ede', ListingType.Studio),
      card('almere', 'Almere', ListingType.Room),
    ]);
    expect(citiesInCategory(index, SearchListingType.Room).map((city) => city.name)).toEqual([
      'Almere',
      "'s-Hertogenbosch",
      'Zwolle',
    ]);
    expect(citiesInCategory(index, SearchListingType.Antisquat)).toEqual([]);
  });
});

describe('sortName and citiesByLetter', () => {
  it("files 's-Hertogenbosch under H and digits under #", () => {
    expect(sortName("'s-Hertogenbosch")).toBe('Hertogenbosch');
    expect(sortName("'t Zandt")).toBe('Zandt');
    const groups = citiesByLetter([
      { slug: '2e-exloermond', name: '2e Exloërmond', count: 1 },
      { slug: 'almere', name: 'Almere', count: 1 },
      { slug: 's-hertogenbosch', name: "'s-Hertogenbosch", count: 2 },
      { slug: 'ijsselstein', name: 'IJsselstein', count: 1 },
      { slug: 'oosterhout', name: 'Ölst', count: 1 },
    ]);
    expect(groups.map(([letter, cities]) => [letter, cities.length])).toEqual([
      ['#', 1],
      ['A', 1],
      ['H', 1],
      ['I', 1],
      ['O', 1],
    ]);
  });
});

describe('distinctCityLabels', () => {
  it('tells apart places that share a name, by the rest of their slug', () => {
    const labels = distinctCityLabels([
      { slug: 'beek', name: 'Beek' },
      { slug: 'beek-berg-en-dal', name: 'Beek' },
      { slug: 'alphen-west-maas-en-waal', name: 'Alphen' },
      { slug: 'alphen', name: 'Alphen' },
      { slug: 'delft', name: 'Delft' },
    ]);
    expect([...labels.values()]).toEqual([
      'Beek',
      'Beek (Berg en Dal)',
      'Alphen (West Maas en Waal)',
      'Alphen',
      'Delft',
    ]);
  });
});
