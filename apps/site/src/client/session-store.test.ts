import { afterEach, describe, expect, it, vi } from 'vitest';

import { ANONYMOUS_SESSION, fetchSession, SESSION_PATH, SessionStore } from './session-store';

import type { CurrentUser, SessionSnapshot } from './session-store';

const TESSA: CurrentUser = {
  userid: 7,
  usernamefirst: 'Tessa',
  useremail: 'tenant@rooms.test',
  userphoto: null,
  haspremiumaccount: false,
  productshortdescription: null,
};

const SIGNED_IN: SessionSnapshot = {
  user: TESSA,
  shellUser: { firstName: 'Tessa', photo: null, hasPremium: false, unreadMessages: 2 },
  maintenanceDismissed: null,
};

/** A promise the test resolves or rejects itself. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('SessionStore', () => {
  it('is loading until read, then signed in with the user and the unread count', async () => {
    const store = new SessionStore(() => Promise.resolve(SIGNED_IN));
    expect(store.getSnapshot()).toEqual({ status: 'loading' });
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().status));
    await store.load();
    expect(store.getSnapshot()).toEqual({ status: 'ready', ...SIGNED_IN });
    expect(seen).toEqual(['ready']);
  });

  it('is anonymous when the session says nobody is signed in', async () => {
    const store = new SessionStore(() => Promise.resolve(ANONYMOUS_SESSION));
    await store.load();
    expect(store.getSnapshot()).toEqual({ status: 'ready', ...ANONYMOUS_SESSION });
  });

  it('reads once for every component of the tab, and not again when known', async () => {
    const fetcher = vi.fn(() => Promise.resolve(SIGNED_IN));
    const store = new SessionStore(fetcher);
    await Promise.all([store.load(), store.load(), store.load()]);
    await store.load();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('counts a failing read as anonymous (logged), never as a user', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = new SessionStore(() => Promise.reject(new Error('HTTP 502')));
    await store.load();
    expect(store.getSnapshot()).toEqual({ status: 'ready', ...ANONYMOUS_SESSION });
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('is anonymous at once on sign-out, and a read still under way cannot undo it', async () => {
    const answer = deferred<SessionSnapshot>();
    const store = new SessionStore(() => answer.promise);
    const loading = store.load();
    store.set(ANONYMOUS_SESSION);
    answer.resolve(SIGNED_IN);
    await loading;
    expect(store.getSnapshot()).toEqual({ status: 'ready', ...ANONYMOUS_SESSION });
  });

  it('reads again after sign-in: loading, then the new user', async () => {
    const fetcher = vi
      .fn<() => Promise<SessionSnapshot>>()
      .mockResolvedValueOnce(ANONYMOUS_SESSION)
      .mockResolvedValueOnce(SIGNED_IN);
    const store = new SessionStore(fetcher);
    await store.load();
    const reloading = store.reload();
    expect(store.getSnapshot()).toEqual({ status: 'loading' });
    await reloading;
    expect(store.getSnapshot()).toEqual({ status: 'ready', ...SIGNED_IN });
  });

  it('keeps the newest read when an older one answers last', async () => {
    const first = deferred<SessionSnapshot>();
    const second = deferred<SessionSnapshot>();
    const answers = [first.promise, second.promise];
    const store = new SessionStore(() => answers.shift() ?? Promise.reject(new Error('extra')));
    const older = store.load();
    const newer = store.reload();
    second.resolve(SIGNED_IN);
    await newer;
    first.resolve(ANONYMOUS_SESSION);
    await older;
    expect(store.getSnapshot()).toEqual({ status: 'ready', ...SIGNED_IN });
  });

  it('stops calling a listener once it unsubscribed', async () => {
    const store = new SessionStore(() => Promise.resolve(SIGNED_IN));
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    await store.load();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('fetchSession', () => {
  it('asks the same-origin session route, uncached, with the cookies', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(Response.json(SIGNED_IN)));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchSession()).resolves.toEqual(SIGNED_IN);
    expect(fetchMock).toHaveBeenCalledWith(SESSION_PATH, {
      cache: 'no-store',
      credentials: 'same-origin',
    });
  });

  it('rejects on an HTTP failure, which the store then counts as anonymous', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('down', { status: 503 })));
    await expect(fetchSession()).rejects.toThrow('HTTP 503');
  });
});
