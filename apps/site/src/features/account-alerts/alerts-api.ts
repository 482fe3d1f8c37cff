import { BROWSER_BASE_URL } from '@rooms/api-client';

import { alertNetworkError, readAlertAnswer } from './alert-answer';

import type { AlertByPsa, AlertChange, SearchAlert } from './alert-types';
import type { Locale } from '@rooms/i18n';

/** Longest wait for an answer, ms (as the API client's default). */
const TIMEOUT_MS = 10_000;

/** A call of the alert routes: method, path under `/alert`, query and JSON body. */
interface AlertCall {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: unknown;
}

/**
 * Calls an `/alert/*` route of the API from the browser, same-origin under `/services/api`
 * (the session cookie travels by itself). Plain `fetch` rather than the typed API client, so
 * the public unsubscribe page carries none of the client's code.
 *
 * @param locale the page's language, sent as Accept-Language (the §8 messages' language)
 * @param call method, path, query and body
 * @returns the answer's JSON
 * @throws RoomsError (§8) for a non-2xx answer, a network failure or the timeout
 */
async function callAlerts<T>(locale: Locale, call: AlertCall): Promise<T> {
  const query = new URLSearchParams(call.query).toString();
  const url = `${BROWSER_BASE_URL}/alert/${call.path}${query === '' ? '' : `?${query}`}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method,
      headers: {
        'Accept-Language': locale,
        ...(call.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw await alertNetworkError(url, error);
  }
  return readAlertAnswer<T>(response, url);
}

/**
 * Changes the name, frequency or pause of one of the user's alerts (`POST /alert/updatealert`).
 *
 * @returns the alert as saved
 * @throws RoomsError: 404 for an unknown alert or another user's, 401 without a session
 */
export function updateAlert(
  locale: Locale,
  psaIdentifier: string,
  change: AlertChange,
): Promise<SearchAlert> {
  return callAlerts(locale, {
    method: 'POST',
    path: 'updatealert',
    body: { psaIdentifier, ...change },
  });
}

/**
 * Deletes one of the user's alerts and its matches (`POST /alert/deletealert`).
 *
 * @throws RoomsError: 404 for an unknown alert or another user's
 */
export async function deleteAlert(locale: Locale, psaIdentifier: string): Promise<void> {
  await callAlerts(locale, { method: 'POST', path: 'deletealert', body: { psaIdentifier } });
}

/**
 * What the unsubscribe page may show of an alert (`GET /alert/bypsa`, no sign-in; changes nothing).
 *
 * @param psaIdentifier one identifier
 * @returns `found: false` for an unknown or deleted alert
 */
export function alertByPsa(locale: Locale, psaIdentifier: string): Promise<AlertByPsa> {
  return callAlerts(locale, { method: 'GET', path: 'bypsa', query: { psaIdentifier } });
}

/**
 * Unsubscribes the alerts of an e-mail (`POST /alert/unsubscribepsa`, no sign-in).
 *
 * @param psaIdentifiers one identifier or several separated by commas
 * @returns false when there was nothing to do (unknown, or already unsubscribed)
 */
export async function unsubscribeAlert(locale: Locale, psaIdentifiers: string): Promise<boolean> {
  const answer = await callAlerts<{ unsubscribed: boolean }>(locale, {
    method: 'POST',
    path: 'unsubscribepsa',
    query: { psaIdentifier: psaIdentifiers },
  });
  return answer.unsubscribed;
}

/**
 * Stops every alert e-mail of the owner of an alert (`POST /alert/unsubscribeall`, no sign-in).
 *
 * @param psaIdentifier an identifier of one of the owner's alerts
 * @returns false when there was nothing to do
 */
export async function unsubscribeAllAlerts(
  locale: Locale,
  psaIdentifier: string,
): Promise<boolean> {
  const answer = await callAlerts<{ unsubscribed: boolean }>(locale, {
    method: 'POST',
    path: 'unsubscribeall',
    query: { psaIdentifier },
  });
  return answer.unsubscribed;
}

/**
 * Turns the signed-in user's alert e-mails on or off (`POST /alert/emailpreferences`).
 *
 * @returns the preference as saved
 */
export async function saveAlertEmails(locale: Locale, alertEmails: boolean): Promise<boolean> {
  const answer = await callAlerts<{ alertEmails: boolean }>(locale, {
    method: 'POST',
    path: 'emailpreferences',
    body: { alertEmails },
  });
  return answer.alertEmails;
}
