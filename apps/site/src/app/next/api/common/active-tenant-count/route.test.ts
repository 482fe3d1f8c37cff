import { beforeEach, describe, expect, it, vi } from 'vitest';

import { apiError, fakeApi } from '../test-api';

const api = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('../../../../../features/content/public-api', () => ({ publicApi: () => api.current }));

const { GET } = await import('./route');
const fake = fakeApi();
api.current = fake.client;

const get = (query: string) =>
  GET(new Request(`http://localhost/next/api/common/active-tenant-count${query}`));

describe('GET /next/api/common/active-tenant-count', () => {
  beforeEach(() => {
    fake.calls.length = 0;
    fake.respond = (url) =>
      Response.json({ count: 1234, scope: 'national', cityName: url.searchParams.get('cityName') });
  });

  it('answers the count with a long shared cache header and serves a repeat from memory', async () => {
    const response = await get('?cityName=Utrecht');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400',
    );
    expect(await response.json()).toEqual({ count: 1234, scope: 'national', cityName: 'Utrecht' });
    const again = await get('?cityName=Utrecht');
    expect(again.headers.get('cache-control')).toMatch(/s-maxage=3600/);
    expect(await again.json()).toMatchObject({ cityName: 'Utrecht' });
    expect(fake.calls).toHaveLength(1);
    await get('?cityName=Zwolle');
    expect(fake.calls).toHaveLength(2);
  });

  it('refuses a bad cityName with a §8 400 that is not stored, without calling the API', async () => {
    const response = await get(`?cityName=${'x'.repeat(101)}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      code: 'invalid_request',
      message: 'Invalid request',
      data: { fields: [{ field: 'cityName', message: expect.any(String) }] },
    });
    expect((await get('?cityName=a&cityName=b')).status).toBe(400);
    expect(fake.calls).toHaveLength(0);
  });

  it('passes an API failure on as no-store and asks again next time', async () => {
    fake.respond = () => apiError(500, 'http_500', 'Server failure');
    const response = await get('?cityName=Delft');
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ code: 'http_500', message: 'Server failure' });
    fake.respond = () => Response.json({ count: 7, scope: 'national', cityName: 'Delft' });
    const recovered = await get('?cityName=Delft');
    expect(recovered.status).toBe(200);
    expect(fake.calls).toHaveLength(2);
  });
});
