import { pathFor } from '@rooms/i18n';

import { nameInEmail } from './name-in-email.js';

import type { MailMessage } from './mailer.js';
import type { Locale } from '@rooms/i18n';

/** How long a reset link stays valid, in minutes (the token's lifetime). */
export const PASSWORD_RESET_TTL_MINUTES = 60;

const TEXTS: Record<
  Locale,
  { subject: string; body: (firstName: string | null, link: string) => string }
> = {
  nl: {
    subject: 'Stel je wachtwoord opnieuw in',
    body: (firstName, link) =>
      [
        firstName === null ? 'Hallo,' : `Hallo ${firstName},`,
        '',
        'Je hebt gevraagd om je wachtwoord bij Rooms opnieuw in te stellen. Open deze link om een nieuw wachtwoord te kiezen:',
        '',
        link,
        '',
        `De link werkt één keer en is ${PASSWORD_RESET_TTL_MINUTES} minuten geldig.`,
        'Heb je dit niet gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft ongewijzigd.',
        '',
        'Groet,',
        'Rooms',
      ].join('\n'),
  },
  en: {
    subject: 'Reset your password',
    body: (firstName, link) =>
      [
        firstName === null ? 'Hello,' : `Hello ${firstName},`,
        '',
        'You asked to reset your Rooms password. Open this link to choose a new password:',
        '',
        link,
        '',
        `The link works once and is valid for ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
        'Did not ask for this? Then ignore this e-mail; your password stays as it is.',
        '',
        'Kind regards,',
        'Rooms',
      ].join('\n'),
  },
};

/**
 * The absolute reset link of the site (§2 route `passwordReset`: `/gebruiker/wachtwoord-vergeten`
 * in Dutch, `/en/user/forgot-password` in English) carrying the token as `?token=`.
 *
 * @param siteUrl the site's origin (`SITE_URL`)
 * @param locale the user's language
 * @param token the reset token (base64url)
 */
export function passwordResetLink(siteUrl: string, locale: Locale, token: string): string {
  return new URL(pathFor('passwordReset', locale, undefined, { token }), siteUrl).toString();
}

/**
 * The password reset e-mail in the user's language; the greeting leaves out a name that must
 * not be shown (`nameInEmail`, issue 23).
 *
 * @param input recipient, first name, language, site origin and the reset token
 * @returns the message to hand to the mailer
 */
export function passwordResetEmail(input: {
  to: string;
  firstName: string;
  locale: Locale;
  siteUrl: string;
  token: string;
}): MailMessage {
  const texts = TEXTS[input.locale];
  const link = passwordResetLink(input.siteUrl, input.locale, input.token);
  return {
    to: input.to,
    subject: texts.subject,
    text: texts.body(nameInEmail(input.firstName), link),
    language: input.locale,
  };
}
