import { cookies } from 'next/headers';

import { env } from '../../env';
import { SESSION_COOKIE } from '../../locale-routing';

import { alertNetworkError, readAlertAnswer } from './alert-answer';

import type { AlertByPsa, SearchAlert } from './alert-types';
import type { Locale } from '@rooms/i18n';

/** Longest wait for the API, ms. */
const TIMEOUT_MS = 10_000;

/**
 * A GET of an `/alert/*` route for a private page's server render, with the visitor's session.
 *
 * @throws RoomsError (§8) for a non-2xx answer or a network failure
 */
async function getAlertRoute<T>(locale: Locale, path: string): Promise<T> {
  const session = (await cookies()).get(SESSION_COOKIE)?.value;
  const url = `${env.API_ORIGIN}/alert/${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: {
        'Accept-Language': locale,
        ...(session === undefined ? {} : { cookie: `${SESSION_COOKIE}=${session}` }),
      },
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw await alertNetworkError(url, error);
  }
  return readAlertAnswer<T>(response, url);
}

/**
 * The signed-in user's alerts, newest first (`GET /alert/alerts`, §7).
 *
 * @param locale the page's language
 * @returns the alerts
 * @throws RoomsError: 401 without a valid session, others for API failures
 */
export async function fetchMyAlerts(locale: Locale): Promise<SearchAlert[]> {
  const answer = await getAlertRoute<{ alerts: SearchAlert[] }>(locale, 'alerts');
  return answer.alerts;
}

/**
 * Whether search alerts may e-mail the signed-in user (`GET /alert/emailpreferences`).
 *
 * @param locale the page's language
 * @returns the preference
 * @throws RoomsError: 401 without a valid session, others for API failures
 */
export async function fetchAlertEmails(locale: Locale): Promise<boolean> {
  const answer = await getAlertRoute<{ alertEmails: boolean }>(locale, 'emailpreferences');
  return answer.alertEmails;
}

/**
 * What the unsubscribe page may show of an alert (`GET /alert/bypsa`, §7; no sign-in needed and
 * nothing changes).
 *
 * @param locale the page's language
 * @param psaIdentifier one identifier
 * @returns `found: false` for an unknown or deleted alert
 * @throws RoomsError for API failures
 */
export function fetchAlertByPsa(locale: Locale, psaIdentifier: string): Promise<AlertByPsa> {
  return getAlertRoute(locale, `bypsa?${new URLSearchParams({ psaIdentifier }).toString()}`);
}
