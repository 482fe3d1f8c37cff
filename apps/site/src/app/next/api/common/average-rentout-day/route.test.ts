import { beforeEach, describe, expect, it, vi } from 'vitest';

import { apiError, fakeApi } from '../test-api';

const api = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('../../../../../features/content/public-api', () => ({ publicApi: () => api.current }));

const { GET } = await import('./route');
const fake = fakeApi();
api.current = fake.client;

const get = (query: string) =>
  GET(new Request(`http://localhost/next/api/common/average-rentout-day${query}`));

const average = { cityName: 'Groningen', averageDays: 12, sampleSize: 40, basis: 'city' };

describe('GET /next/api/common/average-rentout-day', () => {
  beforeEach(() => {
    fake.calls.length = 0;
    fake.respond = () => Response.json(average);
  });

  it('answers the average with a long shared cache header and serves a repeat from memory', async () => {
    const response = await get('?cityName=Groningen');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400',
    );
    expect(await response.json()).toEqual(average);
    expect(await (await get('?cityName=Groningen')).json()).toEqual(average);
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.searchParams.get('cityName')).toBe('Groningen');
  });

  it('refuses a missing or blank cityName with a §8 400, not stored', async () => {
    for (const query of ['', '?cityName=%20%20']) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toMatchObject({
        code: 'invalid_request',
        data: { fields: [{ field: 'cityName' }] },
      });
    }
    expect(fake.calls).toHaveLength(0);
  });

  it('answers an unknown city 404 and an unreachable API 502, both no-store and not kept', async () => {
    fake.respond = () => apiError(404, 'http_404', 'City not found');
    const missing = await get('?cityName=Atlantis');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(await missing.json()).toMatchObject({ code: 'http_404' });
    expect((await get('?cityName=Atlantis')).status).toBe(404);
    expect(fake.calls).toHaveLength(2);

    fake.respond = () => Promise.reject(new TypeError('fetch failed'));
    const down = await get('?cityName=Assen');
    expect(down.status).toBe(502);
    expect(down.headers.get('cache-control')).toBe('no-store');
  });
});
