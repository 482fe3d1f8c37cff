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

function advertLines(
  recipient: Recipient,
  adverts: readonly AdvertToConfirm[],
  siteUrl: string,
  linkLabel: string,
  withDeadline: boolean,
): string[] {
  return adverts.flatMap((advert) => [
    `"${plainLineInEmail(advert.title)}"` +
      (withDeadline
        ? recipient.locale === 'nl'
          ? ` (offline op ${formatDate(unconfirmedDeactivationAt(advert.confirmedAt), 'nl')})`
          : ` (leaves search on ${formatDate(unconfirmedDeactivationAt(advert.confirmedAt), 'en')})`
        : ''),
    `${linkLabel}: ${confirmationUrl(siteUrl, recipient.locale, advert.token)}`,
    '',
  ]);
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
  const nl = recipient.locale === 'nl';
  const many = adverts.length > 1;
  return {
    to: recipient.to,
    language: recipient.locale,
    subject: nl
      ? many
        ? 'Zijn je advertenties nog beschikbaar?'
        : 'Is je advertentie nog beschikbaar?'
      : many
        ? 'Are your adverts still available?'
        : 'Is your advert still available?',
    text: [
      greeting(recipient),
      '',
      nl
        ? `Huurders zien bij elke advertentie wanneer je die voor het laatst hebt bevestigd. Het is ${CONFIRMATION_REMINDER_DAYS} dagen geleden: is de woonruimte nog te huur? Eén klik op de link is genoeg.`
        : `Tenants see on each advert when you last confirmed it. It has been ${CONFIRMATION_REMINDER_DAYS} days: is the home still for rent? One click on the link is enough.`,
      '',
      ...advertLines(recipient, adverts, siteUrl, nl ? 'Nog beschikbaar' : 'Still available', true),
      nl
        ? `Zonder bevestiging gaat een advertentie na ${UNCONFIRMED_DEACTIVATION_DAYS} dagen offline; je zet haar daarna met één klik terug. Al verhuurd? Zet de advertentie offline op ${myAdvertsUrl('nl', siteUrl)}`
        : `Without a confirmation an advert leaves search after ${UNCONFIRMED_DEACTIVATION_DAYS} days; you can put it back with one click. Already let? Take the advert offline at ${myAdvertsUrl('en', siteUrl)}`,
      '',
      ...signOff(recipient.locale),
    ].join('\n'),
  };
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
  const nl = recipient.locale === 'nl';
  const many = adverts.length > 1;
  return {
    to: recipient.to,
    language: recipient.locale,
    subject: nl
      ? many
        ? 'Je advertenties staan niet meer online'
        : 'Je advertentie staat niet meer online'
      : many
        ? 'Your adverts have left search'
        : 'Your advert has left search',
    text: [
      greeting(recipient),
      '',
      nl
        ? `Je hebt ${UNCONFIRMED_DEACTIVATION_DAYS} dagen niet bevestigd dat deze woonruimte nog te huur is, dus huurders vinden de advertentie niet meer. Nog beschikbaar? Met één klik staat ze weer online.`
        : `You have not confirmed for ${UNCONFIRMED_DEACTIVATION_DAYS} days that this home is still for rent, so tenants no longer find the advert. Still available? One click puts it back online.`,
      '',
      ...advertLines(recipient, adverts, siteUrl, nl ? 'Weer online' : 'Back online', false),
      nl
        ? `Je advertenties: ${myAdvertsUrl('nl', siteUrl)}`
        : `Your adverts: ${myAdvertsUrl('en', siteUrl)}`,
      '',
      ...signOff(recipient.locale),
    ].join('\n'),
  };
}
