import { ANONYMOUS_ALERTS_STORAGE_KEY, RoomsError } from '@rooms/domain';
import { describe, expect, it, vi } from 'vitest';

import { MemoryStorage, requestFor } from './alert-test-fixtures';
import { flushAnonymousAlerts } from './anonymous-alerts-flush';
import { addAnonymousAlert, readAnonymousAlerts } from './anonymous-alerts-storage';

import type { AlertApi } from './alert-api';

const GRONINGEN = requestFor({ citySlug: 'groningen', cityName: 'Groningen', maxRent: 600 });
const UTRECHT = requestFor({ citySlug: 'utrecht', cityName: 'Utrecht' });

function setup(processPsa: AlertApi['processPsa']) {
  const storage = new MemoryStorage();
  const api = { processPsa: vi.fn(processPsa) };
  const report = vi.fn<(message: string, error: unknown) => void>();
  return { storage, api, report, input: { storage, api, language: 'en' as const, report } };
}

describe('flushAnonymousAlerts (§4)', () => {
  it('sends the stored list once with the language, then clears it', async () => {
    const { storage, api, report, input } = setup(() =>
      Promise.resolve({ created: 2, alreadySaved: 0 }),
    );
    addAnonymousAlert(storage, GRONINGEN);
    addAnonymousAlert(storage, UTRECHT);
    await expect(flushAnonymousAlerts(input)).resolves.toBe('sent');
    expect(api.processPsa).toHaveBeenCalledTimes(1);
    expect(api.processPsa).toHaveBeenCalledWith([GRONINGEN, UTRECHT], 'en');
    expect(storage.getItem(ANONYMOUS_ALERTS_STORAGE_KEY)).toBeNull();
    expect(report).not.toHaveBeenCalled();
    // Nothing left: a second run sends nothing.
    await expect(flushAnonymousAlerts(input)).resolves.toBe('empty');
    expect(api.processPsa).toHaveBeenCalledTimes(1);
  });

  it('sends nothing for an empty or foreign record', async () => {
    const { storage, api, input } = setup(() => Promise.resolve({ created: 0, alreadySaved: 0 }));
    await expect(flushAnonymousAlerts(input)).resolves.toBe('empty');
    storage.setItem(ANONYMOUS_ALERTS_STORAGE_KEY, '{"version":1,"allFiltersArray":[]}');
    await expect(flushAnonymousAlerts(input)).resolves.toBe('empty');
    expect(api.processPsa).not.toHaveBeenCalled();
  });

  it('reports a network or server failure, never throws, and keeps the list for later', async () => {
    const failure = new RoomsError({ code: 'http_502', message: 'Bad gateway', status: 502 });
    const { storage, report, input } = setup(() => Promise.reject(failure));
    addAnonymousAlert(storage, GRONINGEN);
    await expect(flushAnonymousAlerts(input)).resolves.toBe('failed');
    expect(report).toHaveBeenCalledWith(expect.any(String), failure);
    expect(readAnonymousAlerts(storage)).toEqual([GRONINGEN]);
  });

  it('drops a list the API refused (400), which a retry would not change', async () => {
    const refused = new RoomsError({ code: 'invalid_request', message: 'bad', status: 400 });
    const { storage, report, input } = setup(() => Promise.reject(refused));
    addAnonymousAlert(storage, GRONINGEN);
    await expect(flushAnonymousAlerts(input)).resolves.toBe('failed');
    expect(report).toHaveBeenCalledTimes(1);
    expect(storage.getItem(ANONYMOUS_ALERTS_STORAGE_KEY)).toBeNull();
  });
});
