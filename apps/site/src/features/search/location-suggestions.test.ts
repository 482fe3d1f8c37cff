import { createRoomsClient } from '@rooms/api-client';
import { describe, expect, it, vi } from 'vitest';

import { LOCATION_SUGGESTION_LIMIT, locationSuggestions } from './location-suggestions';

/** An API client whose fetch answers `respond(url)`; records the requested URLs. */
function fakeApi(respond: (url: URL) => Response) {
  const urls: URL[] = [];
  const api = createRoomsClient({
    baseUrl: 'http://api.test',
    fetch: (request: Request) => {
      const url = new URL(request.url);
      urls.push(url);
      return Promise.resolve(respond(url));
    },
  });
  return { api, urls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('locationSuggestions', () => {
  it('passes the trimmed text to /search/locations and keeps the fields the box shows', async () => {
    const { api, urls } = fakeApi(() =>
      json({
        items: [
          {
            type: 'city',
            name: 'Utrecht',
            cityName: 'Utrecht',
            citySlug: 'utrecht',
            cityId: 4,
            lat: 52,
            lng: 5,
          },
          {
            type: 'street',
            name: 'Utrechtsestraat',
            cityName: 'Amsterdam',
            citySlug: 'amsterdam',
            streetSlug: 'utrechtsestraat',
            cityId: 1,
            lat: 52.3,
            lng: 4.9,
          },
        ],
      }),
    );
    const answer = await locationSuggestions(api, '  utr ');
    expect(urls[0]?.pathname).toBe('/search/locations');
    expect(urls[0]?.searchParams.get('query')).toBe('utr');
    expect(urls[0]?.searchParams.get('limit')).toBe(String(LOCATION_SUGGESTION_LIMIT));
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toMatch(/max-age=\d+/);
    expect(answer.body).toEqual({
      items: [
        { type: 'city', name: 'Utrecht', cityName: 'Utrecht', citySlug: 'utrecht' },
        {
          type: 'street',
          name: 'Utrechtsestraat',
          cityName: 'Amsterdam',
          citySlug: 'amsterdam',
          streetSlug: 'utrechtsestraat',
        },
      ],
    });
  });

  it('answers nothing for an empty text without calling the API', async () => {
    const respond = vi.fn(() => json({ items: [] }));
    const { api } = fakeApi(respond);
    expect((await locationSuggestions(api, '   ')).body).toEqual({ items: [] });
    expect((await locationSuggestions(api, null)).body).toEqual({ items: [] });
    expect(respond).not.toHaveBeenCalled();
  });

  it('cuts a text longer than the API accepts', async () => {
    const { api, urls } = fakeApi(() => json({ items: [] }));
    await locationSuggestions(api, 'a'.repeat(150));
    expect(urls[0]?.searchParams.get('query')).toHaveLength(100);
  });

  it('answers the API error in the §8 shape with its status, not cached', async () => {
    const { api } = fakeApi(() => json({ code: 'http_500', message: 'Server failure' }, 500));
    const answer = await locationSuggestions(api, 'utr');
    expect(answer).toEqual({
      status: 500,
      body: { code: 'http_500', message: 'Server failure' },
      cacheControl: 'no-store',
    });
  });

  it('answers 502 when the API cannot be reached', async () => {
    const api = createRoomsClient({
      baseUrl: 'http://api.test',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const answer = await locationSuggestions(api, 'utr');
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({ code: 'unknown' });
  });
});
