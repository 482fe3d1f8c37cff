import type { paths } from '@rooms/api-client';
import type { ShellUser } from '@rooms/ui/site-header';

/** The signed-in user's profile as `GET /customer/view` returns it (§3 user profile fields). */
export type CurrentUser =
  paths['/customer/view']['get']['responses'][200]['content']['application/json'];

/**
 * What `GET /next/api/session` answers (always 200, never cached): the visitor's per-request
 * state that the pages themselves no longer carry, since their HTML is the same for everyone.
 */
export interface SessionSnapshot {
  /** The signed-in user's profile, or `null` when anonymous (or when the API could not say). */
  readonly user: CurrentUser | null;
  /**
   * The same user as the header shows them (`shellUserFromProfile`: name, photo addresses,
   * premium, unread conversations), or `null` when anonymous.
   */
  readonly shellUser: ShellUser | null;
  /** The maintenance messages' fingerprint this visitor dismissed (httpOnly cookie), if any. */
  readonly maintenanceDismissed: string | null;
}

/**
 * The visitor's session as the browser knows it: `loading` until the first answer (the server's
 * HTML and the hydration render are always `loading`, so every visitor gets the same HTML),
 * then `ready` with the snapshot.
 */
export type SessionState =
  | { readonly status: 'loading' }
  | ({ readonly status: 'ready' } & SessionSnapshot);

/** Same-origin route that answers the session snapshot (`src/app/next/api/session/route.ts`). */
export const SESSION_PATH = '/next/api/session';

/** The anonymous snapshot: what a failed read counts as (never another visitor's data). */
export const ANONYMOUS_SESSION: SessionSnapshot = {
  user: null,
  shellUser: null,
  maintenanceDismissed: null,
};

/** The state before anything is known. */
export const LOADING_SESSION: SessionState = { status: 'loading' };

/** Reads the snapshot; replaceable in tests. Rejects on network or HTTP failure. */
export type SessionFetcher = () => Promise<SessionSnapshot>;

/** The default fetcher: `GET /next/api/session` with the browser's cookies, never from a cache. */
export const fetchSession: SessionFetcher = async () => {
  const response = await fetch(SESSION_PATH, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${SESSION_PATH}: HTTP ${response.status}`);
  return (await response.json()) as SessionSnapshot;
};

/**
 * The tab's session, kept in memory: read once on the first page that asks, shared by every
 * component (header, hearts, banner) and by later client-side navigations, re-read after
 * sign-in and set to anonymous on sign-out. A failing read counts as anonymous (logged), so an
 * API outage shows the sign-in links rather than breaking the page.
 */
export class SessionStore {
  private state: SessionState = LOADING_SESSION;
  private readonly listeners = new Set<() => void>();
  private pending: Promise<SessionState> | null = null;
  /** Bumped by every {@link set}/{@link reload}, so an older read cannot overwrite a newer state. */
  private generation = 0;

  /** @param fetcher how the snapshot is read ({@link fetchSession} in the browser) */
  constructor(private readonly fetcher: SessionFetcher = fetchSession) {}

  /** The current state (stable object until it changes, as `useSyncExternalStore` needs). */
  readonly getSnapshot = (): SessionState => this.state;

  /**
   * Registers a listener called after every change.
   *
   * @returns the function that removes it
   */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Reads the session unless it is known or being read.
   *
   * @returns the state once known
   */
  load(): Promise<SessionState> {
    if (this.state.status === 'ready') return Promise.resolve(this.state);
    return this.pending ?? this.read();
  }

  /**
   * Forgets what is known and reads again (after sign-in, registration, a password reset).
   *
   * @returns the new state
   */
  reload(): Promise<SessionState> {
    this.generation += 1;
    this.emit(LOADING_SESSION);
    return this.read();
  }

  /**
   * Sets the state without a request: the user a private page read on the server, or
   * {@link ANONYMOUS_SESSION} right after signing out.
   *
   * @param snapshot what is known now
   */
  set(snapshot: SessionSnapshot): void {
    this.generation += 1;
    this.pending = null;
    this.emit({ status: 'ready', ...snapshot });
  }

  private read(): Promise<SessionState> {
    const generation = this.generation;
    const request = this.fetcher()
      .catch((error: unknown) => {
        console.error('Reading the session failed; showing the page anonymously', error);
        return ANONYMOUS_SESSION;
      })
      .then((snapshot): SessionState => {
        if (generation !== this.generation) return this.state;
        this.pending = null;
        this.emit({ status: 'ready', ...snapshot });
        return this.state;
      });
    this.pending = request;
    return request;
  }

  private emit(state: SessionState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
