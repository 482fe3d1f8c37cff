/**
 * The two e-mails a sign-up sends (issue 23: sign-up does not reveal which addresses have
 * accounts). `POST /customer/register` answers the same for every address; what happens next
 * only the address's owner sees: for a new address the link that creates the account
 * ({@link registrationConfirmEmail}), for an address with an account a notice that someone tried
 * to sign up with it, with links to sign in and to reset the password
 * ({@link accountExistsEmail}).
 */
import { pathFor } from '@rooms/i18n';

import { nameInEmail } from './name-in-email.js';

import type { MailMessage } from './mailer.js';
import type { Locale } from '@rooms/i18n';

/** How long a sign-up confirmation link stays valid, in hours. */
export const REGISTRATION_LINK_TTL_HOURS = 24;

const CONFIRM_TEXTS: Record<
  Locale,
  { subject: string; body: (firstName: string | null, link: string) => string }
> = {
  nl: {
    subject: 'Bevestig je e-mailadres voor Rooms',
    body: (firstName, link) =>
      [
        firstName === null ? 'Hallo,' : `Hallo ${firstName},`,
        '',
        'Welkom bij Rooms! Open deze link om je e-mailadres te bevestigen en je account te activeren:',
        '',
        link,
        '',
        `De link werkt één keer en is ${REGISTRATION_LINK_TTL_HOURS} uur geldig. Daarna kun je je opnieuw aanmelden.`,
        'Heb je je niet aangemeld? Dan kun je deze e-mail negeren; er wordt geen account gemaakt.',
        '',
        'Groet,',
        'Rooms',
      ].join('\n'),
  },
  en: {
    subject: 'Confirm your e-mail address for Rooms',
    body: (firstName, link) =>
      [
        firstName === null ? 'Hello,' : `Hello ${firstName},`,
        '',
        'Welcome to Rooms! Open this link to confirm your e-mail address and activate your account:',
        '',
        link,
        '',
        `The link works once and is valid for ${REGISTRATION_LINK_TTL_HOURS} hours. After that you can sign up again.`,
        'Did not sign up? Then ignore this e-mail; no account will be created.',
        '',
        'Kind regards,',
        'Rooms',
      ].join('\n'),
  },
};

const EXISTS_TEXTS: Record<
  Locale,
  {
    subject: string;
    body: (input: { firstName: string | null; loginLink: string; resetLink: string }) => string;
  }
> = {
  nl: {
    subject: 'Iemand probeerde een Rooms-account te maken met je e-mailadres',
    body: ({ firstName, loginLink, resetLink }) =>
      [
        firstName === null ? 'Hallo,' : `Hallo ${firstName},`,
        '',
        'Iemand heeft geprobeerd een nieuw account bij Rooms te maken met dit e-mailadres. Je hebt al een account, dus er is niets veranderd.',
        '',
        'Was jij dat? Log dan in met je bestaande account:',
        loginLink,
        '',
        'Weet je je wachtwoord niet meer? Stel het opnieuw in:',
        resetLink,
        '',
        'Was jij het niet? Dan kun je deze e-mail negeren; je account en wachtwoord blijven zoals ze zijn.',
        '',
        'Groet,',
        'Rooms',
      ].join('\n'),
  },
  en: {
    subject: 'Someone tried to create a Rooms account with your e-mail address',
    body: ({ firstName, loginLink, resetLink }) =>
      [
        firstName === null ? 'Hello,' : `Hello ${firstName},`,
        '',
        'Someone tried to create a new Rooms account with this e-mail address. You already have an account, so nothing has changed.',
        '',
        'Was it you? Then log in with your existing account:',
        loginLink,
        '',
        'Forgot your password? Reset it here:',
        resetLink,
        '',
        'Was it not you? Then ignore this e-mail; your account and password stay as they are.',
        '',
        'Kind regards,',
        'Rooms',
      ].join('\n'),
  },
};

/** Subjects of the confirmation e-mail in each language (tests tell it apart by them). */
export const REGISTRATION_CONFIRM_SUBJECTS: readonly string[] = Object.values(CONFIRM_TEXTS).map(
  (texts) => texts.subject,
);

/**
 * The absolute confirmation link: the sign-up page (§2 route `register`:
 * `/gebruiker/registreren` in Dutch, `/en/user/register` in English) carrying the token as
 * `?token=`. Opening it does not activate anything by itself (a mail scanner may fetch links);
 * the page asks the user to press "activate", which calls `POST /customer/register/confirm`.
 *
 * @param siteUrl the site's origin (`SITE_URL`)
 * @param locale the language of the sign-up
 * @param token the confirmation token (base64url)
 */
export function registrationConfirmLink(siteUrl: string, locale: Locale, token: string): string {
  return new URL(pathFor('register', locale, undefined, { token }), siteUrl).toString();
}

/**
 * The e-mail with the link that creates the account, in the language of the sign-up.
 *
 * @param input recipient, first name as typed, language, site origin and the token
 * @returns the message to hand to the mailer
 */
export function registrationConfirmEmail(input: {
  to: string;
  firstName: string;
  locale: Locale;
  siteUrl: string;
  token: string;
}): MailMessage {
  const texts = CONFIRM_TEXTS[input.locale];
  const link = registrationConfirmLink(input.siteUrl, input.locale, input.token);
  return {
    to: input.to,
    subject: texts.subject,
    text: texts.body(nameInEmail(input.firstName), link),
    language: input.locale,
  };
}

/**
 * The notice to the owner of an address someone tried to sign up with, in the owner's
 * language, greeting them with the name of their account (never the name typed at the sign-up,
 * which is someone else's text), with links to the sign-in and the password reset pages.
 *
 * @param input the account's address, first name and language, and the site's origin
 * @returns the message to hand to the mailer
 */
export function accountExistsEmail(input: {
  to: string;
  firstName: string;
  locale: Locale;
  siteUrl: string;
}): MailMessage {
  const texts = EXISTS_TEXTS[input.locale];
  return {
    to: input.to,
    subject: texts.subject,
    text: texts.body({
      firstName: nameInEmail(input.firstName),
      loginLink: new URL(pathFor('login', input.locale), input.siteUrl).toString(),
      resetLink: new URL(pathFor('passwordReset', input.locale), input.siteUrl).toString(),
    }),
    language: input.locale,
  };
}
