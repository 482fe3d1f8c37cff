import { serverApi } from '../../server/rooms-api';

import { bodyOf, toAlertByPsa, toSearchAlert } from './alert-answers';

import type { AlertByPsa, SearchAlert } from './alert-types';
import type { Locale } from '@rooms/i18n';

/**
 * The signed-in user's alerts, newest first (`GET /alert/alerts`, §7), for the alerts page's
 * server render with the visitor's session.
 *
 * @param locale the page's language
 * @returns the alerts
 * @throws RoomsError: 401 without a valid session, others for API failures
 */
export async function fetchMyAlerts(locale: Locale): Promise<SearchAlert[]> {
  const answer = bodyOf(await (await serverApi(locale)).GET('/alert/alerts'));
  return answer.alerts.map(toSearchAlert);
}

/**
 * Whether search alerts may e-mail the signed-in user (`GET /alert/emailpreferences`).
 *
 * @param locale the page's language
 * @returns the preference
 * @throws RoomsError: 401 without a valid session, others for API failures
 */
export async function fetchAlertEmails(locale: Locale): Promise<boolean> {
  return bodyOf(await (await serverApi(locale)).GET('/alert/emailpreferences')).alertEmails;
}

/**
 * What the unsubscribe page may show of an alert (`GET /alert/bypsa`, no sign-in; it changes
 * nothing, so a link scanner opening the e-mail's link unsubscribes no one).
 *
 * @param locale the page's language
 * @param psaIdentifier one identifier from the link
 * @returns `found: false` for an unknown or deleted alert
 * @throws RoomsError for API failures (400 for an identifier of the wrong form)
 */
export async function fetchAlertByPsa(locale: Locale, psaIdentifier: string): Promise<AlertByPsa> {
  const client = await serverApi(locale);
  return toAlertByPsa(
    bodyOf(await client.GET('/alert/bypsa', { params: { query: { psaIdentifier } } })),
  );
}
