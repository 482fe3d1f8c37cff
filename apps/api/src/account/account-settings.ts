/**
 * A user's account fields and e-mail settings (issue 26, §2 `/my-account` and
 * `/account/settings`). The language is one column, `users.locale`: the site language of the
 * account and the language of every e-mail sent to it (sign-up, reset, new messages); a search
 * alert keeps the language it was saved in (`search_alerts.language`).
 */
import { localeOrDefault } from '@rooms/i18n';
import { eq } from 'drizzle-orm';

import { AUTHENTICATED_USER_COLUMNS } from '../auth/session-store.js';
import { users } from '../db/schema.js';

import type { AuthenticatedUser } from '../auth/session-store.js';
import type { Db } from '../db/database.js';

/** A site and e-mail language. */
export type AccountLocale = 'nl' | 'en';

/** The e-mail settings of a user. */
export interface EmailSettings {
  /** Language of the e-mails (`users.locale`). */
  emailLanguage: AccountLocale;
  /** Whether search alerts may e-mail the user (`users.alert_emails`). */
  alertEmails: boolean;
  /** Whether new-message notifications may be e-mailed (`users.message_emails`). */
  messageEmails: boolean;
}

const SETTINGS_COLUMNS = {
  locale: users.locale,
  alertEmails: users.alertEmails,
  messageEmails: users.messageEmails,
};

function toSettings(row: { locale: string; alertEmails: boolean; messageEmails: boolean }) {
  return {
    emailLanguage: localeOrDefault(row.locale),
    alertEmails: row.alertEmails,
    messageEmails: row.messageEmails,
  } satisfies EmailSettings;
}

/**
 * The e-mail settings of a user.
 *
 * @param db the database
 * @param userId the signed-in user
 * @returns the settings
 * @throws Error when the user row is gone (the caller was authenticated a moment ago)
 */
export async function readEmailSettings(db: Db, userId: number): Promise<EmailSettings> {
  const [row] = await db.select(SETTINGS_COLUMNS).from(users).where(eq(users.id, userId));
  if (row === undefined) throw new Error(`user ${userId} vanished`);
  return toSettings(row);
}

/**
 * Changes some e-mail settings; fields left out keep their value.
 *
 * @param db the database
 * @param userId the signed-in user
 * @param changes the new values
 * @returns the settings after the change
 */
export async function writeEmailSettings(
  db: Db,
  userId: number,
  changes: Partial<EmailSettings>,
): Promise<EmailSettings> {
  const [row] = await db
    .update(users)
    .set({
      ...(changes.emailLanguage === undefined ? {} : { locale: changes.emailLanguage }),
      ...(changes.alertEmails === undefined ? {} : { alertEmails: changes.alertEmails }),
      ...(changes.messageEmails === undefined ? {} : { messageEmails: changes.messageEmails }),
    })
    .where(eq(users.id, userId))
    .returning(SETTINGS_COLUMNS);
  if (row === undefined) throw new Error(`user ${userId} vanished`);
  return toSettings(row);
}

/**
 * Changes the first name and/or the language of an account; fields left out keep their value.
 *
 * @param db the database
 * @param userId the signed-in user
 * @param changes the first name (already checked by the name rule) and the language
 * @returns the account after the change
 */
export async function writeAccount(
  db: Db,
  userId: number,
  changes: { firstName?: string | undefined; locale?: AccountLocale | undefined },
): Promise<AuthenticatedUser> {
  const [row] = await db
    .update(users)
    .set({
      ...(changes.firstName === undefined ? {} : { firstName: changes.firstName }),
      ...(changes.locale === undefined ? {} : { locale: changes.locale }),
    })
    .where(eq(users.id, userId))
    .returning(AUTHENTICATED_USER_COLUMNS);
  if (row === undefined) throw new Error(`user ${userId} vanished`);
  return row;
}
