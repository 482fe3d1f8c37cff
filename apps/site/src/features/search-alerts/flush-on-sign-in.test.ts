import { ANONYMOUS_ALERTS_STORAGE_KEY } from '@rooms/domain';
import { describe, expect, it, vi } from 'vitest';

import { MemoryStorage } from './alert-test-fixtures';
import { flushAlertsWhenSignedIn } from './flush-on-sign-in';

import type { SessionState } from '../../client/session-store';
import type { FlushOutcome } from './anonymous-alerts-flush';

const USER = {
  userid: 7,
  usernamefirst: 'Tessa',
  useremail: 'tenant@rooms.test',
  userphoto: null,
  haspremiumaccount: false,
  productshortdescription: null,
};

function signedIn(hasPremium = false): SessionState {
  return {
    status: 'ready',
    user: USER,
    shellUser: { firstName: 'Tessa', photo: null, hasPremium, unreadMessages: 0 },
    maintenanceDismissed: null,
  };
}

const ANONYMOUS: SessionState = {
  status: 'ready',
  user: null,
  shellUser: null,
  maintenanceDismissed: null,
};

function withRecord(): MemoryStorage {
  const storage = new MemoryStorage();
  storage.setItem(ANONYMOUS_ALERTS_STORAGE_KEY, '{"version":2,"allFiltersArray":[]}');
  return storage;
}

describe('flushAlertsWhenSignedIn (§4: after any sign-in or registration)', () => {
  it('starts the flush once a signed-in user is known and alerts are stored', async () => {
    const start = vi.fn(() => Promise.resolve<FlushOutcome>('sent'));
    const storage = withRecord();
    await expect(flushAlertsWhenSignedIn(signedIn(), start, () => storage)).resolves.toBe('sent');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does nothing while loading, for anonymous visitors, without a record, or for premium', () => {
    const start = vi.fn(() => Promise.resolve<FlushOutcome>('sent'));
    const storage = withRecord();
    expect(flushAlertsWhenSignedIn({ status: 'loading' }, start, () => storage)).toBeNull();
    expect(flushAlertsWhenSignedIn(ANONYMOUS, start, () => storage)).toBeNull();
    expect(flushAlertsWhenSignedIn(signedIn(), start, () => new MemoryStorage())).toBeNull();
    expect(flushAlertsWhenSignedIn(signedIn(), start, () => null)).toBeNull();
    expect(flushAlertsWhenSignedIn(signedIn(true), start, () => storage)).toBeNull();
    expect(start).not.toHaveBeenCalled();
  });

  it('sends once for a burst of session updates', async () => {
    let finish: (outcome: FlushOutcome) => void = () => undefined;
    const start = vi.fn(
      () =>
        new Promise<FlushOutcome>((resolve) => {
          finish = resolve;
        }),
    );
    const storage = withRecord();
    const first = flushAlertsWhenSignedIn(signedIn(), start, () => storage);
    expect(flushAlertsWhenSignedIn(signedIn(), start, () => storage)).toBeNull();
    finish('sent');
    await first;
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('reports a failure to load the flush, never rejects', async () => {
    const error = new Error('offline');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const storage = withRecord();
    await expect(
      flushAlertsWhenSignedIn(
        signedIn(),
        () => Promise.reject(error),
        () => storage,
      ),
    ).resolves.toBe('failed');
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), error);
    consoleError.mockRestore();
  });
});
