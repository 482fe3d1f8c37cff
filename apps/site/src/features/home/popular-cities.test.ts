import { createRoomsClient } from '@rooms/api-client';
import { SearchListingType } from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import { loadPopularCities, popularCityTiles } from './popular-cities';

const CITIES = [
  { id: 3, name: 'Den Haag', slug: 'den-haag', province: 'Zuid-Holland', lat: 52.07, lng: 4.3 },
  { id: 4, name: 'Utrecht', slug: 'utrecht', province: 'Utrecht', lat: 52.09, lng: 5.1 },
];

function fakeApi(countFor: (citySlug: string) => Response) {
  const requests: { path: string; body?: Record<string, unknown>; query: string }[] = [];
  const api = createRoomsClient({
    baseUrl: 'http://api.test',
    fetch: async (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/search/cities') {
        requests.push({ path: url.pathname, query: url.search });
        return Response.json({ items: CITIES });
      }
      const body = (await request.json()) as Record<string, unknown>;
      requests.push({ path: url.pathname, body, query: url.search });
      return countFor(String(body.citySlug));
    },
  });
  return { api, requests };
}

describe('loadPopularCities', () => {
  it('counts the listings of each city with the request its search page sends', async () => {
    const { api, requests } = fakeApi((slug) =>
      Response.json({ count: slug === 'utrecht' ? 165 : 237 }),
    );
    const cities = await loadPopularCities(api, 2);
    expect(cities).toEqual([
      { name: 'Den Haag', slug: 'den-haag', province: 'Zuid-Holland', listingCount: 237 },
      { name: 'Utrecht', slug: 'utrecht', province: 'Utrecht', listingCount: 165 },
    ]);
    expect(requests[0]).toMatchObject({ path: '/search/cities', query: '?limit=2' });
    const count = requests.find((request) => request.body?.citySlug === 'den-haag');
    expect(count?.path).toBe('/listing/count');
    expect(count?.body).toMatchObject({
      citySlug: 'den-haag',
      listingTypeIds: [SearchListingType.Generic],
      radiusId: 10,
      location: { name: 'Den Haag', cityName: 'Den Haag', citySlug: 'den-haag' },
    });
  });

  it('keeps a city whose count fails, without a count', async () => {
    const { api } = fakeApi((slug) =>
      slug === 'utrecht'
        ? Response.json({ code: 'http_500', message: 'Server failure' }, { status: 500 })
        : Response.json({ count: 5 }),
    );
    const cities = await loadPopularCities(api, 2);
    expect(cities.map((city) => city.listingCount)).toEqual([5, null]);
  });
});

describe('popularCityTiles', () => {
  const cities = [
    { name: 'Den Haag', slug: 'den-haag', province: 'Zuid-Holland', listingCount: 237 },
    { name: 'Utrecht', slug: 'utrecht', province: 'Utrecht', listingCount: null },
  ];

  it('links each city to its search in the language, with the province unless it repeats the name', () => {
    expect(popularCityTiles(cities, 'nl', (n) => `${n} advertenties`)).toEqual([
      {
        name: 'Den Haag',
        detail: 'Zuid-Holland',
        href: '/huren/huurwoningen-den-haag',
        count: '237 advertenties',
      },
      { name: 'Utrecht', href: '/huren/huurwoningen-utrecht' },
    ]);
    expect(popularCityTiles(cities, 'en', String)[0]?.href).toBe(
      '/en/for-rent/properties-den-haag',
    );
  });
});
