import { loadBrowserApi } from '../../client/load-browser-api';

import { bodyOf, toSearchAlert } from './alert-answers';

import type { AlertChange, SearchAlert } from './alert-types';
import type { Locale } from '@rooms/i18n';

/*
 * The browser's calls of the alert pages, over the typed API client (same-origin under
 * `/services/api`, the session cookie travels by itself), loaded on the first call: the public
 * unsubscribe page carries none of the client's code until a button is pressed. Every call
 * rejects with the §8 `RoomsError` of the answer.
 */

/**
 * Changes the name, frequency or pause of one of the user's alerts (`POST /alert/updatealert`).
 *
 * @returns the alert as saved
 * @throws RoomsError: 404 for an unknown alert or another user's, 401 without a session
 */
export async function updateAlert(
  locale: Locale,
  psaIdentifier: string,
  change: AlertChange,
): Promise<SearchAlert> {
  const client = await loadBrowserApi(locale);
  return toSearchAlert(
    bodyOf(await client.POST('/alert/updatealert', { body: { psaIdentifier, ...change } })),
  );
}

/**
 * Deletes one of the user's alerts and its matches (`POST /alert/deletealert`).
 *
 * @throws RoomsError: 404 for an unknown alert or another user's
 */
export async function deleteAlert(locale: Locale, psaIdentifier: string): Promise<void> {
  const client = await loadBrowserApi(locale);
  bodyOf(await client.POST('/alert/deletealert', { body: { psaIdentifier } }));
}

/**
 * Unsubscribes the alerts of an e-mail (`POST /alert/unsubscribepsa`, no sign-in).
 *
 * @param psaIdentifiers one identifier or several separated by commas
 * @returns false when there was nothing to do (unknown, or already unsubscribed)
 */
export async function unsubscribeAlert(locale: Locale, psaIdentifiers: string): Promise<boolean> {
  const client = await loadBrowserApi(locale);
  const answer = await client.POST('/alert/unsubscribepsa', {
    params: { query: { psaIdentifier: psaIdentifiers } },
  });
  return bodyOf(answer).unsubscribed;
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
  const client = await loadBrowserApi(locale);
  const answer = await client.POST('/alert/unsubscribeall', {
    params: { query: { psaIdentifier } },
  });
  return bodyOf(answer).unsubscribed;
}

/**
 * Turns the signed-in user's alert e-mails on or off (`POST /alert/emailpreferences`).
 *
 * @returns the preference as saved
 */
export async function saveAlertEmails(locale: Locale, alertEmails: boolean): Promise<boolean> {
  const client = await loadBrowserApi(locale);
  return bodyOf(await client.POST('/alert/emailpreferences', { body: { alertEmails } }))
    .alertEmails;
}
