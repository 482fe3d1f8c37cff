/**
 * The e-mails of fresh adverts (issue 28), plain text in the landlord's language: the reminder
 * after {@link CONFIRMATION_REMINDER_DAYS} days ("still available?", one link per advert), and
 * the notice that adverts left search after {@link UNCONFIRMED_DEACTIVATION_DAYS} days without
 * a confirmation (one link per advert brings it back).
 */
import {
  CONFIRMATION_REMINDER_DAYS,
  UNCONFIRMED_DEACTIVATION_DAYS,
  unconfirmedDeactivationAt,
} from '@rooms/domain';

import { plainLineInEmail } from '../mail/name-in-email.js';
import { greeting, myAdvertsUrl, signOff } from '../mail/plain-email-parts.js';
import { formatDate, type Recipient } from '../payments/lifecycle/lifecycle-emails.js';

import { confirmationUrl } from './confirmation-link.js';

import type { MailMessage } from '../mail/mailer.js';

/** An advert an e-mail is about, with its one-click link's token. */
export interface AdvertToConfirm {
  title: string;
  /** The last confirmation (the reminder names the day the advert leaves search). */
  confirmedAt: Date;
  token: string;
}

/** Each advert's title (and, in a reminder, the day it leaves search) and its one-click link. */
function advertLines(
  recipient: Recipient,
  adverts: readonly AdvertToConfirm[],
  siteUrl: string,
  linkLabel: string,
  withDeadline: boolean,
): string[] {
  return adverts.flatMap((advert) => {
    const deadline = formatDate(unconfirmedDeactivationAt(advert.confirmedAt), recipient.locale);
    const until =
      recipient.locale === 'nl' ? `offline op ${deadline}` : `leaves search on ${deadline}`;
    return [
      `"${plainLineInEmail(advert.title)}"${withDeadline ? ` (${until})` : ''}`,
      `${linkLabel}: ${confirmationUrl(siteUrl, recipient.locale, advert.token)}`,
      '',
    ];
  });
}

/** The words of one fresh-adverts e-mail in one language. */
interface EmailWords {
  subject: (many: boolean) => string;
  intro: string;
  linkLabel: string;
  /** Whether each advert names the day it leaves search. */
  withDeadline: boolean;
  closing: string;
}

/** One fresh-adverts e-mail: greeting, why, a line and a one-click link per advert, sign-off. */
function freshnessEmail(
  recipient: Recipient,
  adverts: readonly AdvertToConfirm[],
  siteUrl: string,
  words: EmailWords,
): MailMessage {
  return {
    to: recipient.to,
    language: recipient.locale,
    subject: words.subject(adverts.length > 1),
    text: [
      greeting(recipient),
      '',
      words.intro,
      '',
      ...advertLines(recipient, adverts, siteUrl, words.linkLabel, words.withDeadline),
      words.closing,
      '',
      ...signOff(recipient.locale),
    ].join('\n'),
  };
}

/**
 * "Is your advert still available?": sent once an advert was not confirmed for
 * {@link CONFIRMATION_REMINDER_DAYS} days.
 *
 * @param recipient the landlord
 * @param adverts the adverts to confirm (at least one)
 * @param siteUrl the site's origin
 */
export function confirmationReminderEmail(
  recipient: Recipient,
  adverts: readonly AdvertToConfirm[],
  siteUrl: string,
): MailMessage {
  const myAdverts = myAdvertsUrl(recipient.locale, siteUrl);
  return freshnessEmail(
    recipient,
    adverts,
    siteUrl,
    recipient.locale === 'nl'
      ? {
          subject: (many) =>
            many ? 'Zijn je advertenties nog beschikbaar?' : 'Is je advertentie nog beschikbaar?',
          intro: `Huurders zien bij elke advertentie wanneer je die voor het laatst hebt bevestigd. Het is ${CONFIRMATION_REMINDER_DAYS} dagen geleden: is de woonruimte nog te huur? Eén klik op de link is genoeg.`,
          linkLabel: 'Nog beschikbaar',
          withDeadline: true,
          closing: `Zonder bevestiging gaat een advertentie na ${UNCONFIRMED_DEACTIVATION_DAYS} dagen offline; je zet haar daarna met één klik terug. Al verhuurd? Zet de advertentie offline op ${myAdverts}`,
        }
      : {
          subject: (many) =>
            many ? 'Are your adverts still available?' : 'Is your advert still available?',
          intro: `Tenants see on each advert when you last confirmed it. It has been ${CONFIRMATION_REMINDER_DAYS} days: is the home still for rent? One click on the link is enough.`,
          linkLabel: 'Still available',
          withDeadline: true,
          closing: `Without a confirmation an advert leaves search after ${UNCONFIRMED_DEACTIVATION_DAYS} days; you can put it back with one click. Already let? Take the advert offline at ${myAdverts}`,
        },
  );
}

/**
 * "Your advert has left search": sent when adverts were taken offline after
 * {@link UNCONFIRMED_DEACTIVATION_DAYS} days without a confirmation.
 *
 * @param recipient the landlord
 * @param adverts the adverts taken offline (at least one)
 * @param siteUrl the site's origin
 */
export function unconfirmedDeactivationEmail(
  recipient: Recipient,
  adverts: readonly AdvertToConfirm[],
  siteUrl: string,
): MailMessage {
  const myAdverts = myAdvertsUrl(recipient.locale, siteUrl);
  return freshnessEmail(
    recipient,
    adverts,
    siteUrl,
    recipient.locale === 'nl'
      ? {
          subject: (many) =>
            many
              ? 'Je advertenties staan niet meer online'
              : 'Je advertentie staat niet meer online',
          intro: `Je hebt ${UNCONFIRMED_DEACTIVATION_DAYS} dagen niet bevestigd dat deze woonruimte nog te huur is, dus huurders vinden de advertentie niet meer. Nog beschikbaar? Met één klik staat ze weer online.`,
          linkLabel: 'Weer online',
          withDeadline: false,
          closing: `Je advertenties: ${myAdverts}`,
        }
      : {
          subject: (many) =>
            many ? 'Your adverts have left search' : 'Your advert has left search',
          intro: `You have not confirmed for ${UNCONFIRMED_DEACTIVATION_DAYS} days that this home is still for rent, so tenants no longer find the advert. Still available? One click puts it back online.`,
          linkLabel: 'Back online',
          withDeadline: false,
          closing: `Your adverts: ${myAdverts}`,
        },
  );
}
