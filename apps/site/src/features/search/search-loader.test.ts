import { createRoomsClient } from '@rooms/api-client';
import { describe, expect, it } from 'vitest';

import { loadSearch } from './search-loader';

const GRONINGEN = {
  type: 'city',
  cityId: 5,
  cityName: 'Groningen',
  citySlug: 'groningen',
  lat: 53.2,
  lng: 6.56,
  province: 'Groningen',
};
const VISMARKT = {
  type: 'street',
  streetId: 9,
  streetName: 'Vismarkt',
  streetSlug: 'vismarkt',
  cityId: 5,
  cityName: 'Groningen',
  citySlug: 'groningen',
  lat: 53.2,
  lng: 6.56,
};
const RESULT = { listings: [], totalCount: 0, pageNo: 1, rowsPerPage: 20 };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const notFound = () => json({ code: 'http_404', message: 'Not found' }, 404);

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

/** A fake API: slugs groningen (city) and vismarkt (street of city 5), locations, findlistings. */
function fakeApi(overrides: { findlistings?: () => Response; locations?: unknown[] } = {}) {
  const calls: Call[] = [];
  const api = createRoomsClient({
    baseUrl: 'http://api.test',
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      const body: unknown = request.method === 'POST' ? await request.json() : undefined;
      calls.push({ method: request.method, url, body });
      const path = url.pathname;
      if (path === '/search/locations') return json({ items: overrides.locations ?? [] });
      if (path === '/gis/slugs/groningen' && !url.searchParams.has('cityId'))
        return json(GRONINGEN);
      if (path === '/gis/slugs/vismarkt' && url.searchParams.get('cityId') === '5') {
        return json(VISMARKT);
      }
      if (path === '/gis/slugs/Groningen') return json(GRONINGEN);
      if (path.startsWith('/gis/slugs/')) return notFound();
      if (path === '/listing/findlistings') return overrides.findlistings?.() ?? json(RESULT);
      return notFound();
    },
  });
  return { api, calls };
}

describe('loadSearch', () => {
  it('resolves the city, fills its name and loads one page of results', async () => {
    const { api, calls } = fakeApi();
    const load = await loadSearch(
      api,
      'nl',
      { searchCategoryAndCity: 'kamer-groningen' },
      new URLSearchParams('pageNo=2&maxRent=500'),
    );
    expect(load.kind).toBe('page');
    if (load.kind !== 'page') return;
    expect(load.filters).toMatchObject({ citySlug: 'groningen', cityName: 'Groningen', pageNo: 2 });
    expect(load.result).toEqual(RESULT);
    const search = calls.find((call) => call.url.pathname === '/listing/findlistings');
    expect(search?.body).toMatchObject({
      citySlug: 'groningen',
      listingTypeIds: [1],
      pageNo: 2,
      maxRentalPriceId: 500,
      location: { name: 'Groningen', cityName: 'Groningen', citySlug: 'groningen' },
    });
  });

  it('resolves a street within its city', async () => {
    const { api } = fakeApi();
    const load = await loadSearch(
      api,
      'en',
      { searchCategoryAndCity: 'room-groningen', street: 'vismarkt' },
      new URLSearchParams(),
    );
    expect(load).toMatchObject({ kind: 'page', filters: { streetName: 'Vismarkt' } });
  });

  it('searches the whole country without slug calls', async () => {
    const { api, calls } = fakeApi();
    const load = await loadSearch(
      api,
      'nl',
      { searchCategoryAndCity: 'huurwoningen-nederland' },
      new URLSearchParams(),
    );
    expect(load).toMatchObject({ kind: 'page', filters: { citySlug: '', cityName: '' } });
    expect(calls.map((call) => call.url.pathname)).toEqual(['/listing/findlistings']);
  });

  it('is not found for an unknown city or a segment that is no search', async () => {
    const { api } = fakeApi();
    const params = new URLSearchParams();
    expect(
      await loadSearch(api, 'nl', { searchCategoryAndCity: 'kamer-atlantis' }, params),
    ).toEqual({ kind: 'notFound' });
    expect(
      await loadSearch(api, 'nl', { searchCategoryAndCity: 'villa-groningen' }, params),
    ).toEqual({ kind: 'notFound' });
  });

  it('sends a bare category word to that category in the whole country', async () => {
    const { api } = fakeApi();
    expect(
      await loadSearch(
        api,
        'en',
        { searchCategoryAndCity: 'studio' },
        new URLSearchParams('radius=5'),
      ),
    ).toEqual({
      kind: 'redirect',
      permanent: true,
      to: '/en/for-rent/studio-netherlands?radius=5',
    });
  });

  it('sends an unknown street to the city search', async () => {
    const { api } = fakeApi();
    expect(
      await loadSearch(
        api,
        'nl',
        { searchCategoryAndCity: 'kamer-groningen', street: 'nergensstraat' },
        new URLSearchParams(),
      ),
    ).toEqual({ kind: 'redirect', permanent: false, to: '/huren/kamer-groningen' });
  });

  it('sends a typed place to its best match, keeping the filters but not the page', async () => {
    const { api, calls } = fakeApi({
      locations: [
        {
          type: 'street',
          name: 'Vismarkt',
          cityName: 'Groningen',
          citySlug: 'groningen',
          streetSlug: 'vismarkt',
          cityId: 5,
          lat: 0,
          lng: 0,
        },
      ],
    });
    const load = await loadSearch(
      api,
      'nl',
      { searchCategoryAndCity: 'kamer-nederland' },
      new URLSearchParams('location=vismarkt+groningen&maxRent=600&pageNo=3'),
    );
    expect(load).toEqual({
      kind: 'redirect',
      permanent: false,
      to: '/huren/kamer-groningen/vismarkt?maxRent=600',
    });
    expect(calls[0]?.url.searchParams.get('query')).toBe('vismarkt groningen');
  });

  it('tells about a typed place that matches nothing and still shows results', async () => {
    const { api } = fakeApi({ locations: [] });
    const load = await loadSearch(
      api,
      'en',
      { searchCategoryAndCity: 'room-netherlands' },
      new URLSearchParams('location=Xyzzy'),
    );
    expect(load).toMatchObject({ kind: 'page', unknownLocation: 'Xyzzy', result: RESULT });
  });

  it('returns a failing search as an error in the §8 shape', async () => {
    const { api } = fakeApi({
      findlistings: () => json({ code: 'http_500', message: 'Server failure' }, 500),
    });
    const load = await loadSearch(
      api,
      'nl',
      { searchCategoryAndCity: 'kamer-groningen' },
      new URLSearchParams(),
    );
    expect(load).toMatchObject({
      kind: 'page',
      result: null,
      error: { code: 'http_500', status: 500 },
    });
  });

  it('loads no list in the map view', async () => {
    const { api, calls } = fakeApi();
    const load = await loadSearch(
      api,
      'nl',
      { searchCategoryAndCity: 'kamer-groningen' },
      new URLSearchParams('searchView=map'),
    );
    expect(load).toMatchObject({ kind: 'page', result: null, error: null });
    expect(calls.some((call) => call.url.pathname === '/listing/findlistings')).toBe(false);
  });
});
