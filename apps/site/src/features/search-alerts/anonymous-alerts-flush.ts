import { RoomsError } from '@rooms/domain';

import { clearAnonymousAlerts, readAnonymousAlerts } from './anonymous-alerts-storage';

import type { AlertApi } from './alert-api';
import type { AlertStorage } from './anonymous-alerts-storage';
import type { Locale } from '@rooms/i18n';

/** What {@link flushAnonymousAlerts} needs. */
export interface FlushAnonymousAlertsInput {
  readonly storage: AlertStorage;
  /** The alert calls (only `processPsa` is used). */
  readonly api: Pick<AlertApi, 'processPsa'>;
  /** The language of the alerts' e-mails: the page's. */
  readonly language: Locale;
  /** Where a failure goes (§8: reported, never shown); `console.error` in the browser. */
  readonly report: (message: string, error: unknown) => void;
}

/** Answers that will not change on a retry: the list itself was refused (§8 400/409/422). */
const PERMANENT_STATUSES = new Set([400, 409, 422]);

/** What the flush did. */
export type FlushOutcome = 'empty' | 'sent' | 'failed';

/**
 * The §4 flush: sends the anonymous alerts kept in this browser to the signed-in user's account
 * (`POST /alert/processpsa` with `{ psaList, language }`) when there are any, then clears them.
 * A failure is reported and never shown (§8: "reported only"); the record is kept for the next
 * sign-in (or page load while signed in) after a network or server failure, and dropped when
 * the API refused the list itself (400, 409, 422), which a retry would not change.
 *
 * @param input storage, API, language and the reporter
 * @returns `empty` when there was nothing to send, `sent`, or `failed`; never rejects
 */
export async function flushAnonymousAlerts({
  storage,
  api,
  language,
  report,
}: FlushAnonymousAlertsInput): Promise<FlushOutcome> {
  const psaList = readAnonymousAlerts(storage);
  if (psaList.length === 0) return 'empty';
  try {
    await api.processPsa(psaList, language);
  } catch (error) {
    report('Sending the anonymous search alerts failed', error);
    if (error instanceof RoomsError && PERMANENT_STATUSES.has(error.status)) {
      clearAnonymousAlerts(storage);
    }
    return 'failed';
  }
  clearAnonymousAlerts(storage);
  return 'sent';
}
