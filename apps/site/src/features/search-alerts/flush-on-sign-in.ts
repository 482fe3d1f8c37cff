import { ANONYMOUS_ALERTS_STORAGE_KEY } from '@rooms/domain';

import type { SessionState } from '../../client/session-store';
import type { FlushOutcome } from './anonymous-alerts-flush';

/** Starts the flush; replaceable in tests. */
export type StartFlush = () => Promise<FlushOutcome>;

/** The flush with the browser's storage, API client and the page's language (loaded on use). */
const startBrowserFlush: StartFlush = () =>
  import('./browser-flush').then((module) => module.flushBrowserAnonymousAlerts());

/** Where the anonymous record may be: `localStorage`, or `null` where it cannot be reached. */
export type StoredRecordReader = () => Pick<Storage, 'getItem'> | null;

const browserStorage: StoredRecordReader = () => {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked (privacy settings): nothing can have been kept
  }
};

function hasStoredAlerts(storage: StoredRecordReader): boolean {
  try {
    return storage()?.getItem(ANONYMOUS_ALERTS_STORAGE_KEY) != null;
  } catch {
    return false;
  }
}

/** The flush under way in this tab, so a burst of session updates sends the list once. */
let running: Promise<FlushOutcome> | null = null;

/**
 * Watches the tab's session (§4): once a signed-in user is known — after signing in with the
 * form, confirming a registration, a one-tap or social sign-in that reloads the page, or any
 * page opened while signed in — and this browser keeps anonymous search alerts, they are sent to
 * the account and cleared (`flushAnonymousAlerts`, loaded only then, so pages without stored
 * alerts carry nothing of it). Called by the session store's listener on every change.
 *
 * @param state the session as it is now
 * @param start the flush (the browser's by default)
 * @param storage where the record is looked for (`localStorage` by default)
 * @returns the flush under way, or `null` when there is nothing to do
 */
export function flushAlertsWhenSignedIn(
  state: SessionState,
  start: StartFlush = startBrowserFlush,
  storage: StoredRecordReader = browserStorage,
): Promise<FlushOutcome> | null {
  if (state.status !== 'ready' || state.user === null) return null;
  // §4: only for users without a premium account (§3 `haspremiumaccount`, the shell's
  // `hasPremium`).
  if (state.shellUser?.hasPremium === true) return null;
  if (running !== null || !hasStoredAlerts(storage)) return null;
  running = start()
    .catch((error: unknown): FlushOutcome => {
      console.error('Sending the anonymous search alerts failed', error);
      return 'failed';
    })
    .finally(() => {
      running = null;
    });
  return running;
}
