import { AlertFrequency, isRoomsError } from '@rooms/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  alertByPsa,
  deleteAlert,
  saveAlertEmails,
  unsubscribeAlert,
  unsubscribeAllAlerts,
  updateAlert,
} from './alerts-api';

/** Stubs fetch with one answer and records the request. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('alerts-api (browser calls of /alert/*)', () => {
  it('posts a change with the identifier as JSON, in the page language', async () => {
    const fetch = answer(200, { psaIdentifier: 'a1', name: 'x', frequency: 3, paused: true });
    const saved = await updateAlert('en', 'a1', { frequency: AlertFrequency.Weekly, paused: true });
    expect(saved).toMatchObject({ psaIdentifier: 'a1', frequency: 3 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/services/api/alert/updatealert');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      psaIdentifier: 'a1',
      frequency: 3,
      paused: true,
    });
    expect(init?.headers).toMatchObject({
      'Accept-Language': 'en',
      'Content-Type': 'application/json',
    });
  });

  it('sends the unsubscribe identifiers in the query, never in a GET', async () => {
    const fetch = answer(200, { unsubscribed: true });
    expect(await unsubscribeAlert('nl', 'a1,b2')).toBe(true);
    expect(fetch.mock.calls[0]![0]).toBe(
      '/services/api/alert/unsubscribepsa?psaIdentifier=a1%2Cb2',
    );
    expect(fetch.mock.calls[0]![1]?.method).toBe('POST');
    answer(200, { unsubscribed: false });
    expect(await unsubscribeAllAlerts('nl', 'a1')).toBe(false);
  });

  it('looks an alert up with a GET and deletes with a POST', async () => {
    const lookUp = answer(200, { found: false, name: null, searchRequest: null, language: null });
    expect((await alertByPsa('nl', 'zz')).found).toBe(false);
    expect(lookUp.mock.calls[0]![0]).toBe('/services/api/alert/bypsa?psaIdentifier=zz');
    expect(lookUp.mock.calls[0]![1]?.method).toBe('GET');
    const remove = answer(200, { deleted: true });
    await deleteAlert('nl', 'a1');
    expect(JSON.parse(String(remove.mock.calls[0]![1]?.body))).toEqual({ psaIdentifier: 'a1' });
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
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error: unknown = await alertByPsa('en', 'x').catch((e: unknown) => e);
    expect(isRoomsError(error)).toBe(true);
  });
});
