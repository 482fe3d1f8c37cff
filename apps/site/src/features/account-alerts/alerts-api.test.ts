import { createRoomsClient } from '@rooms/api-client';
import { AlertFrequency, isRoomsError } from '@rooms/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  deleteAlert,
  saveAlertEmails,
  unsubscribeAlert,
  unsubscribeAllAlerts,
  updateAlert,
} from './alerts-api';

/** What the fake API saw and answers. */
const api = vi.hoisted(() => ({
  requests: [] as Request[],
  respond: (() => new Response(null, { status: 500 })) as () => Response | Promise<Response>,
}));

vi.mock('../../client/load-browser-api', () => ({
  loadBrowserApi: (locale: 'nl' | 'en') =>
    Promise.resolve(
      createRoomsClient({
        baseUrl: 'http://site.test/services/api',
        locale,
        fetch: async (request: Request) => {
          api.requests.push(request);
          return api.respond();
        },
      }),
    ),
}));

function answer(status: number, body: unknown) {
  api.respond = () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json' },
    });
}

const STORED_REQUEST = { citySlug: 'groningen', listingTypeIds: [1], maxRentalPriceId: 600 };

beforeEach(() => {
  api.requests.length = 0;
});

describe('alerts-api (browser calls of /alert/*, typed client)', () => {
  it('posts a change with the identifier as JSON in the page language, and reads the stored search whole', async () => {
    answer(200, {
      psaIdentifier: 'a1',
      name: 'x',
      frequency: 3,
      paused: true,
      language: 'en',
      searchRequest: STORED_REQUEST,
      matchesLastSevenDays: 2,
      createdAt: '2026-11-27T10:00:00.000Z',
    });
    const saved = await updateAlert('en', 'a1', { frequency: AlertFrequency.Weekly, paused: true });
    expect(saved).toMatchObject({ psaIdentifier: 'a1', frequency: 3 });
    // The stored search is read as the complete §3 request the words and links are made from.
    expect(saved.searchRequest).toMatchObject({ citySlug: 'groningen', radiusId: 10, pageNo: 1 });
    const [request] = api.requests;
    expect(request!.url).toBe('http://site.test/services/api/alert/updatealert');
    expect(request!.method).toBe('POST');
    expect(await request!.json()).toEqual({ psaIdentifier: 'a1', frequency: 3, paused: true });
    expect(request!.headers.get('accept-language')).toBe('en');
  });

  it('sends the unsubscribe identifiers in the query of a POST', async () => {
    answer(200, { unsubscribed: true });
    expect(await unsubscribeAlert('nl', 'a1,b2')).toBe(true);
    expect(api.requests[0]!.url).toBe(
      'http://site.test/services/api/alert/unsubscribepsa?psaIdentifier=a1%2Cb2',
    );
    expect(api.requests[0]!.method).toBe('POST');
    answer(200, { unsubscribed: false });
    expect(await unsubscribeAllAlerts('nl', 'a1')).toBe(false);
    expect(api.requests[1]!.url).toBe(
      'http://site.test/services/api/alert/unsubscribeall?psaIdentifier=a1',
    );
  });

  it('deletes with a POST and saves the e-mail preference', async () => {
    answer(200, { deleted: true });
    await deleteAlert('nl', 'a1');
    expect(await api.requests[0]!.json()).toEqual({ psaIdentifier: 'a1' });
    answer(200, { alertEmails: false });
    expect(await saveAlertEmails('nl', false)).toBe(false);
  });

  it('rejects with the §8 error of the answer', async () => {
    answer(404, { code: 'http_404', message: 'Not found' });
    const error: unknown = await deleteAlert('en', 'other').catch((e: unknown) => e);
    expect(isRoomsError(error) && error.status).toBe(404);
    answer(502, '<html>Bad gateway</html>');
    const gateway: unknown = await deleteAlert('en', 'x').catch((e: unknown) => e);
    expect(isRoomsError(gateway) && gateway.status).toBe(502);
  });

  it('rejects a network failure as a RoomsError', async () => {
    api.respond = () => Promise.reject(new TypeError('Failed to fetch'));
    const error: unknown = await unsubscribeAlert('en', 'x').catch((e: unknown) => e);
    expect(isRoomsError(error)).toBe(true);
  });
});
