import { createRoomsClient } from '@rooms/api-client';
import { ListingType, SearchListingType } from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import { CITY_SITEMAP_MAX_LISTINGS, loadCityListings, streetsOf } from './city-listings';

function card(id: number, streetSlug: string, streetName: string) {
  return {
    id,
    listingType: ListingType.Room,
    title: `Kamer ${id}`,
    streetName,
    streetSlug,
    rentCents: 65_000,
  };
}

describe('loadCityListings', () => {
  it('asks for the category inside the city only and stops at the cap', async () => {
    const bodies: {
      pageNo: number;
      radiusId: number;
      citySlug: string;
      listingTypeIds: number[];
    }[] = [];
    const api = createRoomsClient({
      baseUrl: 'http://api.test',
      fetch: async (request) => {
        const body = (await request.json()) as (typeof bodies)[number];
        bodies.push(body);
        const listings = Array.from({ length: 100 }, (_, i) =>
          card(body.pageNo * 1000 + i, 'oude-delft', 'Oude Delft'),
        );
        return Response.json({ listings, totalCount: 1234, pageNo: body.pageNo, rowsPerPage: 100 });
      },
    });
    const result = await loadCityListings(api, SearchListingType.Room, {
      slug: 'delft',
      name: 'Delft',
    });
    expect(result.totalCount).toBe(1234);
    expect(result.listings).toHaveLength(CITY_SITEMAP_MAX_LISTINGS);
    expect(bodies).toHaveLength(CITY_SITEMAP_MAX_LISTINGS / 100);
    for (const body of bodies) {
      expect(body).toMatchObject({
        radiusId: 0,
        citySlug: 'delft',
        listingTypeIds: [SearchListingType.Room],
      });
    }
  });
});

describe('streetsOf', () => {
  it('groups by street, sorted by name, with street search and detail links in the language', () => {
    const streets = streetsOf(
      [
        card(7, 'voorstraat', 'Voorstraat'),
        card(3, '2e-kekerstraat', '2e Kekerstraat'),
        card(9, 'voorstraat', 'Voorstraat'),
      ],
      SearchListingType.Room,
      'delft',
      'en',
    );
    expect(
      streets.map((street) => [street.name, street.href, street.listings.map((l) => l.href)]),
    ).toEqual([
      [
        '2e Kekerstraat',
        '/en/for-rent/room-delft/2e-kekerstraat',
        ['/en/for-rent/room-delft/2e-kekerstraat/room-3'],
      ],
      [
        'Voorstraat',
        '/en/for-rent/room-delft/voorstraat',
        ['/en/for-rent/room-delft/voorstraat/room-7', '/en/for-rent/room-delft/voorstraat/room-9'],
      ],
    ]);
    expect(
      streetsOf([card(1, 'markt', 'Markt')], SearchListingType.Room, 'delft', 'nl')[0]?.href,
    ).toBe('/huren/kamer-delft/markt');
  });

  it('links a listing under its own type in a sitemap of another category', () => {
    const apartment = { ...card(5, 'markt', 'Markt'), listingType: ListingType.Apartment };
    const [street] = streetsOf([apartment], SearchListingType.Generic, 'delft', 'en');
    expect(street?.href).toBe('/en/for-rent/properties-delft/markt');
    expect(street?.listings.map((listing) => listing.href)).toEqual([
      '/en/for-rent/apartment-delft/markt/apartment-5',
    ]);
  });
});
