import { createRoomsClient } from '@rooms/api-client';
import { describe, expect, it } from 'vitest';

import {
  activeTenantCountResponse,
  averageRentOutDaysResponse,
  CLIENT_ERROR_CACHE_CONTROL,
  FIGURES_CACHE_CONTROL,
  readCityName,
} from './common-figures';

const API = 'http://api.test';

/** A client whose fetch records the requested URLs and answers with `answer`. */
function fakeApi(answer: (url: URL) => Response | Promise<Response>) {
  const calls: URL[] = [];
  const api = createRoomsClient({
    baseUrl: API,
    fetch: async (request) => {
      const url = new URL(request.url);
      calls.push(url);
      return answer(url);
    },
  });
  return { api, calls };
}

const ok = (body: unknown) => () => Response.json(body);

describe('readCityName', () => {
  it('trims the name and allows it to be absent when optional', () => {
    expect(readCityName(new URL('http://x/?cityName=%20Den%20Haag%20'), true)).toEqual({
      cityName: 'Den Haag',
    });
    expect(readCityName(new URL('http://x/'), false)).toEqual({ cityName: undefined });
  });

  it('refuses a missing, blank, repeated or too long name with a 400', async () => {
    for (const query of [
      '',
      '?cityName=%20',
      '?cityName=a&cityName=b',
      `?cityName=${'x'.repeat(101)}`,
    ]) {
      const result = readCityName(new URL(`http://x/${query}`), true);
      expect('response' in result, query).toBe(true);
      if ('response' in result) {
        expect(result.response.status).toBe(400);
        const body = (await result.response.json()) as { code: string; data: unknown };
        expect(body.code).toBe('invalid_request');
        expect(body.data).toEqual({ fields: [{ field: 'cityName', message: expect.any(String) }] });
      }
    }
  });
});

describe('activeTenantCountResponse', () => {
  it('passes the API answer on with a short public cache header', async () => {
    const { api, calls } = fakeApi(ok({ count: 1234, scope: 'national', cityName: 'Utrecht' }));
    const response = await activeTenantCountResponse(
      new Request('http://site/next/api/common/active-tenant-count?cityName=Utrecht'),
      api,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(FIGURES_CACHE_CONTROL);
    expect(await response.json()).toEqual({ count: 1234, scope: 'national', cityName: 'Utrecht' });
    expect(calls.map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/tenant/activetenantscount?cityName=Utrecht',
    ]);
  });

  it('asks for the national count when no city is given', async () => {
    const { api, calls } = fakeApi(ok({ count: 7, scope: 'national', cityName: null }));
    const response = await activeTenantCountResponse(new Request('http://site/x'), api);
    expect(response.status).toBe(200);
    expect(calls[0]?.search).toBe('');
  });

  it('does not call the API for a bad city name', async () => {
    const { api, calls } = fakeApi(ok({}));
    const response = await activeTenantCountResponse(
      new Request(`http://site/x?cityName=${'a'.repeat(101)}`),
      api,
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe(CLIENT_ERROR_CACHE_CONTROL);
    expect(calls).toEqual([]);
  });
});

describe('averageRentOutDaysResponse', () => {
  it('requires a city name', async () => {
    const { api, calls } = fakeApi(ok({}));
    const response = await averageRentOutDaysResponse(new Request('http://site/x'), api);
    expect(response.status).toBe(400);
    expect(calls).toEqual([]);
  });

  it('passes the average on', async () => {
    const answer = { cityName: 'Groningen', averageDays: 16, sampleSize: 50, basis: 'city' };
    const { api, calls } = fakeApi(ok(answer));
    const response = await averageRentOutDaysResponse(
      new Request('http://site/x?cityName=groningen'),
      api,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(answer);
    expect(calls[0]?.searchParams.get('cityName')).toBe('groningen');
  });

  it('keeps the API status and §8 body of an unknown city, without the internal URL', async () => {
    const { api } = fakeApi(() =>
      Response.json({ code: 'http_404', message: 'City not found' }, { status: 404 }),
    );
    const response = await averageRentOutDaysResponse(
      new Request('http://site/x?cityName=Atlantis'),
      api,
    );
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe(CLIENT_ERROR_CACHE_CONTROL);
    const body = await response.json();
    expect(body).toEqual({ code: 'http_404', message: 'City not found' });
    expect(JSON.stringify(body)).not.toContain(API);
  });

  it('answers 502 without caching when the API cannot be reached', async () => {
    const { api } = fakeApi(() => {
      throw new TypeError('fetch failed');
    });
    const response = await averageRentOutDaysResponse(
      new Request('http://site/x?cityName=Delft'),
      api,
    );
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(((await response.json()) as { code: string }).code).toBe('unknown');
  });
});
