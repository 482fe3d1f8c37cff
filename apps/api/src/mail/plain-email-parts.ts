/**
 * The opening and closing lines of Rooms' plain-text e-mails to a person, in their language.
 */
import { pathFor } from '@rooms/i18n';

import { nameInEmail } from './name-in-email.js';

import type { Locale } from '@rooms/i18n';

/**
 * "Hallo Anna," / "Hello Anna," (or without the name when it cannot be shown in an e-mail).
 *
 * @param recipient the first name and language of the person written to
 */
export function greeting(recipient: { firstName: string; locale: Locale }): string {
  const name = nameInEmail(recipient.firstName);
  if (recipient.locale === 'nl') return name === null ? 'Hallo,' : `Hallo ${name},`;
  return name === null ? 'Hello,' : `Hello ${name},`;
}

/**
 * The last two lines: "Groet," / "Kind regards," and "Rooms".
 *
 * @param locale the recipient's language
 */
export function signOff(locale: Locale): string[] {
  return [locale === 'nl' ? 'Groet,' : 'Kind regards,', 'Rooms'];
}

/**
 * The landlord's "My adverts" page, for the e-mails about adverts.
 *
 * @param locale the landlord's language
 * @param siteUrl the site's origin
 */
export function myAdvertsUrl(locale: Locale, siteUrl: string): string {
  return new URL(pathFor('myAdverts', locale), siteUrl).toString();
}
