import { beforeEach, describe, expect, it, vi } from 'vitest';

import { apiError, fakeApi } from '../test-api';

const api = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('../../../../../features/content/public-api', () => ({ publicApi: () => api.current }));

const { GET } = await import('./route');
const fake = fakeApi();
api.current = fake.client;

const get = (query: string) =>
  GET(new Request(`http://localhost/next/api/common/location-suggestions${query}`));

const utrecht = {
  type: 'city',
  name: 'Utrecht',
  cityName: 'Utrecht',
  citySlug: 'utrecht',
  cityId: 4,
  lat: 52.09,
  lng: 5.12,
};

describe('GET /next/api/common/location-suggestions', () => {
  beforeEach(() => {
    fake.calls.length = 0;
    fake.respond = () => Response.json({ items: [utrecht] });
  });

  it('answers the places with a day-long shared cache header, a repeat from memory', async () => {
    const response = await get('?query=utr');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600, s-maxage=86400');
    expect(await response.json()).toEqual({
      items: [{ type: 'city', name: 'Utrecht', cityName: 'Utrecht', citySlug: 'utrecht' }],
    });
    await get('?query=%20utr%20');
    expect(fake.calls).toHaveLength(1);
    await get('?query=utre');
    expect(fake.calls).toHaveLength(2);
    expect(fake.calls[1]?.searchParams.get('query')).toBe('utre');
  });

  it('answers a blank text with no places, without calling the API', async () => {
    const response = await get('?query=%20');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ items: [] });
    expect(fake.calls).toHaveLength(0);
  });

  it('refuses a missing, repeated or over-long query with a §8 400, not stored', async () => {
    for (const query of ['', '?query=a&query=b', `?query=${'a'.repeat(101)}`]) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        code: 'invalid_request',
        message: 'Invalid request',
        data: { fields: [{ field: 'query', message: expect.any(String) }] },
      });
    }
    expect(fake.calls).toHaveLength(0);
  });

  it('passes an API failure on as no-store and asks again next time', async () => {
    fake.respond = () => apiError(503, 'http_503', 'Unavailable');
    const response = await get('?query=gron');
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    await get('?query=gron');
    expect(fake.calls).toHaveLength(2);
  });
});
