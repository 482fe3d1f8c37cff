import { AlertFrequency, RoomsError } from '@rooms/domain';
import { describe, expect, it, vi } from 'vitest';

import { MemoryStorage, requestFor } from './alert-test-fixtures';
import { readAnonymousAlerts } from './anonymous-alerts-storage';
import { saveSearchAlert } from './save-search-alert';
import { searchAlertTexts } from './search-alert-texts';

import type { AlertApi } from './alert-api';
import type { SaveSearchAlertInput } from './save-search-alert';

const GRONINGEN = requestFor({ citySlug: 'groningen', cityName: 'Groningen', maxRent: 600 });

async function inputWith(
  create: AlertApi['create'],
  patch: Partial<SaveSearchAlertInput> = {},
): Promise<{
  input: SaveSearchAlertInput;
  create: ReturnType<typeof vi.fn>;
  saveToSession: ReturnType<typeof vi.fn>;
  storage: MemoryStorage;
}> {
  const storage = new MemoryStorage();
  const createMock = vi.fn(create);
  const saveToSessionMock = vi.fn<AlertApi['saveToSession']>(() =>
    Promise.resolve({
      alreadySaved: false,
      tenantProfile: { shown: false, completenessPercent: 38 },
    }),
  );
  const { errors } = await searchAlertTexts('en');
  return {
    storage,
    create: createMock,
    saveToSession: saveToSessionMock,
    input: {
      request: GRONINGEN,
      anonymous: false,
      frequency: AlertFrequency.Weekly,
      name: '  Groningen rooms  ',
      language: 'en',
      api: () => Promise.resolve({ create: createMock, saveToSession: saveToSessionMock }),
      storage,
      errors,
      ...patch,
    },
  };
}

const refused = (code: string | number, status: number) =>
  Promise.reject(new RoomsError({ code, message: '', status }));

describe('saveSearchAlert', () => {
  it('creates the alert of a signed-in user with the trimmed name and the language', async () => {
    const { input, create, storage } = await inputWith(() =>
      Promise.resolve({ psaIdentifier: 'abc' } as Awaited<ReturnType<AlertApi['create']>>),
    );
    await expect(saveSearchAlert(input)).resolves.toEqual({ kind: 'saved' });
    expect(create).toHaveBeenCalledWith({
      searchRequest: GRONINGEN,
      frequency: AlertFrequency.Weekly,
      name: 'Groningen rooms',
      language: 'en',
    });
    expect(readAnonymousAlerts(storage)).toEqual([]);
  });

  it('sends a blank name as null and a long one cut to 80 characters', async () => {
    const ok = () =>
      Promise.resolve({ psaIdentifier: 'abc' } as Awaited<ReturnType<AlertApi['create']>>);
    const blank = await inputWith(ok, { name: '   ' });
    await saveSearchAlert(blank.input);
    expect(blank.create.mock.calls[0]?.[0]).toMatchObject({ name: null });
    const long = await inputWith(ok, { name: 'x'.repeat(100) });
    await saveSearchAlert(long.input);
    expect(long.create.mock.calls[0]?.[0]).toMatchObject({ name: 'x'.repeat(80) });
  });

  it('reads 1129 as already saved, not as an error', async () => {
    const { input } = await inputWith(() => refused(1129, 409));
    await expect(saveSearchAlert(input)).resolves.toEqual({ kind: 'alreadySaved' });
  });

  it('shows other §8 failures with their text key', async () => {
    const { input } = await inputWith(() => refused('alert_limit_reached', 409));
    await expect(saveSearchAlert(input)).resolves.toEqual({
      kind: 'failed',
      errorKey: 'alert_limit_reached',
    });
  });

  it('keeps the search in the browser for anonymous visitors, without calling the API', async () => {
    const { input, create, storage } = await inputWith(() => refused('unknown', 500), {
      anonymous: true,
    });
    await expect(saveSearchAlert(input)).resolves.toEqual({ kind: 'kept', result: 'added' });
    await expect(saveSearchAlert(input)).resolves.toEqual({
      kind: 'kept',
      result: 'alreadySaved',
    });
    expect(create).not.toHaveBeenCalled();
    expect(readAnonymousAlerts(storage)).toEqual([GRONINGEN]);
  });

  it('keeps it in the browser when the API says the visitor is signed out (401)', async () => {
    const { input, storage } = await inputWith(() => refused('http_401', 401));
    await expect(saveSearchAlert(input)).resolves.toEqual({ kind: 'kept', result: 'added' });
    expect(readAnonymousAlerts(storage)).toEqual([GRONINGEN]);
  });

  it('says so where the browser refuses storage', async () => {
    const { input } = await inputWith(() => refused('unknown', 500), {
      anonymous: true,
      storage: null,
    });
    await expect(saveSearchAlert(input)).resolves.toEqual({ kind: 'kept', result: 'unavailable' });
  });
  it('saves through savealerttosession when the user chose to be found by landlords', async () => {
    const { input, create, saveToSession } = await inputWith(() => refused('unknown', 500), {
      findMe: true,
    });
    await expect(saveSearchAlert(input)).resolves.toEqual({
      kind: 'savedFindMe',
      shown: false,
      completenessPercent: 38,
    });
    expect(create).not.toHaveBeenCalled();
    expect(saveToSession).toHaveBeenCalledWith(
      {
        searchRequest: GRONINGEN,
        frequency: AlertFrequency.Weekly,
        name: 'Groningen rooms',
        language: 'en',
      },
      true,
    );
  });
});
