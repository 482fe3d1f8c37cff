import { loadBrowserApi } from '../../client/load-browser-api';

import type { Locale } from '@rooms/i18n';

/*
 * The browser's calls of the account pages (issue 26), over the typed API client (same-origin
 * under `/services/api`, the session cookie travels by itself), loaded on the first call. Every
 * call rejects with the §8 `RoomsError` of the answer.
 */

/** The account's editable details. */
export interface AccountDetails {
  firstName: string;
  locale: Locale;
}

/** The e-mail settings (`GET`/`PUT /customer/settings`). */
export interface EmailSettings {
  emailLanguage: Locale;
  alertEmails: boolean;
  messageEmails: boolean;
}

/**
 * Saves the first name and the language (`PUT /customer/account`).
 *
 * @returns the details as saved (the name trimmed)
 * @throws RoomsError 400 for a name the rule refuses, 401 without a session
 */
export async function saveAccountDetails(
  locale: Locale,
  details: AccountDetails,
): Promise<AccountDetails> {
  const client = await loadBrowserApi(locale);
  const { data } = await client.PUT('/customer/account', { body: details });
  if (data === undefined) throw new Error('empty answer of PUT /customer/account');
  return { firstName: data.firstName, locale: data.locale };
}

/**
 * Changes the password (`POST /customer/change-password`); the API signs out every other session.
 *
 * @throws RoomsError 400 (naming `body.currentPassword` when it is wrong), 429 after too many
 *   wrong passwords, 401 without a session
 */
export async function changePassword(
  locale: Locale,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const client = await loadBrowserApi(locale);
  await client.POST('/customer/change-password', { body: { currentPassword, newPassword } });
}

/**
 * Signs out every session of the user (`POST /customer/logout-all`), this one included.
 *
 * @throws RoomsError 401 when the session had already ended
 */
export async function signOutEverywhere(locale: Locale): Promise<void> {
  const client = await loadBrowserApi(locale);
  await client.POST('/customer/logout-all');
}

/**
 * Deletes the account (`POST /customer/delete-account`); the API ends every session.
 *
 * @throws RoomsError 400 (naming `body.password` when it is wrong), 429, 401
 */
export async function deleteAccount(locale: Locale, password: string): Promise<void> {
  const client = await loadBrowserApi(locale);
  await client.POST('/customer/delete-account', { body: { password } });
}

/**
 * Changes some e-mail settings (`PUT /customer/settings`).
 *
 * @returns every setting as saved
 * @throws RoomsError 400, 401
 */
export async function saveEmailSettings(
  locale: Locale,
  changes: Partial<EmailSettings>,
): Promise<EmailSettings> {
  const client = await loadBrowserApi(locale);
  const { data } = await client.PUT('/customer/settings', { body: changes });
  if (data === undefined) throw new Error('empty answer of PUT /customer/settings');
  return data;
}
