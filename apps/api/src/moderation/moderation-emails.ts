/**
 * The e-mails of the back office (issue 28), plain text in the recipient's language like the
 * other account e-mails: the landlord of a held or reported advert hears the outcome, a blocked
 * account hears why and how to appeal, and the tenants who wrote to a blocked landlord are
 * warned (as the established Dutch sites do).
 */
import { MODERATION_APPEAL_EMAIL } from '@rooms/domain';
import { pathFor, RESOURCES } from '@rooms/i18n';

import { nameInEmail, plainLineInEmail } from '../mail/name-in-email.js';
import { greeting, myAdvertsUrl, signOff } from '../mail/plain-email-parts.js';
import { formatDate, type Recipient } from '../payments/lifecycle/lifecycle-emails.js';

import type { MailMessage } from '../mail/mailer.js';
import type { RejectionReason } from '@rooms/domain';

/**
 * The advert is online after a moderator's check.
 *
 * @param recipient the landlord
 * @param advertTitle the advert's title as the landlord wrote it
 * @param siteUrl the site's origin (the link to My adverts)
 */
export function advertApprovedEmail(
  recipient: Recipient,
  advertTitle: string,
  siteUrl: string,
): MailMessage {
  const nl = recipient.locale === 'nl';
  const title = plainLineInEmail(advertTitle);
  return {
    to: recipient.to,
    language: recipient.locale,
    subject: nl ? 'Je advertentie staat online' : 'Your advert is online',
    text: [
      greeting(recipient),
      '',
      nl
        ? `We hebben je advertentie "${title}" bekeken. Ze staat nu online en huurders kunnen reageren.`
        : `We checked your advert "${title}". It is online now and tenants can react.`,
      '',
      nl
        ? `Je advertenties: ${myAdvertsUrl(recipient.locale, siteUrl)}`
        : `Your adverts: ${myAdvertsUrl(recipient.locale, siteUrl)}`,
      '',
      ...signOff(recipient.locale),
    ].join('\n'),
  };
}

/**
 * The advert was rejected, with the reason in the landlord's language.
 *
 * @param recipient the landlord
 * @param advertTitle the advert's title
 * @param reason the moderator's RejectionReason
 * @param siteUrl the site's origin
 */
export function advertRejectedEmail(
  recipient: Recipient,
  advertTitle: string,
  reason: RejectionReason,
  siteUrl: string,
): MailMessage {
  const nl = recipient.locale === 'nl';
  const title = plainLineInEmail(advertTitle);
  // The words of My adverts' rejection note (@rooms/i18n), so the e-mail says the same.
  const why = RESOURCES[recipient.locale].moderation.rejection.reasons[reason];
  return {
    to: recipient.to,
    language: recipient.locale,
    subject: nl ? 'Je advertentie is niet geplaatst' : 'Your advert was not published',
    text: [
      greeting(recipient),
      '',
      nl
        ? `We hebben je advertentie "${title}" bekeken en kunnen haar niet plaatsen. ${why}`
        : `We checked your advert "${title}" and cannot publish it. ${why}`,
      nl
        ? `Denk je dat we ons vergissen? Mail ${MODERATION_APPEAL_EMAIL}.`
        : `Do you think we are mistaken? Write to ${MODERATION_APPEAL_EMAIL}.`,
      '',
      nl
        ? `Je advertenties: ${myAdvertsUrl(recipient.locale, siteUrl)}`
        : `Your adverts: ${myAdvertsUrl(recipient.locale, siteUrl)}`,
      '',
      ...signOff(recipient.locale),
    ].join('\n'),
  };
}

/**
 * The account was blocked: until when and how to appeal.
 *
 * @param recipient the blocked account
 * @param blockedUntil the end of a temporary block; null when indefinite
 */
export function accountBlockedEmail(recipient: Recipient, blockedUntil: Date | null): MailMessage {
  const nl = recipient.locale === 'nl';
  const until =
    blockedUntil === null
      ? nl
        ? 'voor onbepaalde tijd'
        : 'indefinitely'
      : nl
        ? `tot ${formatDate(blockedUntil, 'nl')}`
        : `until ${formatDate(blockedUntil, 'en')}`;
  return {
    to: recipient.to,
    language: recipient.locale,
    subject: nl ? 'Je Rooms-account is geblokkeerd' : 'Your Rooms account is blocked',
    text: [
      greeting(recipient),
      '',
      nl
        ? `Onze moderatoren hebben je account ${until} geblokkeerd, omdat het in strijd met onze regels is gebruikt. Je advertenties staan niet meer online en je kunt niet inloggen.`
        : `Our moderators blocked your account ${until}, because it was used against our rules. Your adverts are offline and you cannot sign in.`,
      nl
        ? `Ben je het er niet mee eens? Mail ${MODERATION_APPEAL_EMAIL} met je e-mailadres en je uitleg; we antwoorden binnen vijf werkdagen.`
        : `Do you disagree? Write to ${MODERATION_APPEAL_EMAIL} with your e-mail address and your explanation; we answer within five working days.`,
      '',
      ...signOff(recipient.locale),
    ].join('\n'),
  };
}

/**
 * A tenant who wrote to a landlord who is now blocked: stop, pay nothing, read the safety tips.
 *
 * @param recipient the tenant
 * @param landlordFirstName the blocked landlord's first name as the tenant saw it
 * @param siteUrl the site's origin (the link to the safety page)
 */
export function blockedLandlordWarningEmail(
  recipient: Recipient,
  landlordFirstName: string,
  siteUrl: string,
): MailMessage {
  const nl = recipient.locale === 'nl';
  const name = nameInEmail(landlordFirstName) ?? (nl ? 'een verhuurder' : 'a landlord');
  const safety = new URL(pathFor('safetyTenant', recipient.locale), siteUrl).toString();
  return {
    to: recipient.to,
    language: recipient.locale,
    subject: nl
      ? 'Let op: een verhuurder met wie je contact had is geblokkeerd'
      : 'Take care: a landlord you talked to has been blocked',
    text: [
      greeting(recipient),
      '',
      nl
        ? `Je had op Rooms contact met ${name}. Onze moderatoren hebben dit account geblokkeerd, omdat het in strijd met onze regels werd gebruikt.`
        : `You were in touch with ${name} on Rooms. Our moderators blocked this account, because it was used against our rules.`,
      nl
        ? 'Maak geen geld over en stuur geen kopie van je identiteitsbewijs. Heb je al betaald? Neem contact op met je bank en doe aangifte bij de politie.'
        : 'Do not transfer money and do not send a copy of your ID. Did you already pay? Contact your bank and report it to the police.',
      '',
      nl ? `Zo huur je veilig: ${safety}` : `How to rent safely: ${safety}`,
      '',
      ...signOff(recipient.locale),
    ].join('\n'),
  };
}
