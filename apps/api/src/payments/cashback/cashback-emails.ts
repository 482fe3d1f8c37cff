/**
 * The e-mail of a refunded cashback (issue 27): plain text in the tenant's language, like the
 * lifecycle's e-mails.
 */
import { CASHBACK_PERCENT } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';

import { nameInEmail } from '../../mail/name-in-email.js';
import { formatDate, formatEuros, type Recipient } from '../lifecycle/lifecycle-emails.js';

import type { MailMessage } from '../../mail/mailer.js';

/**
 * The cashback e-mail.
 *
 * @param recipient the tenant
 * @param cashback the refunded amount (euro cents) and when
 * @param siteUrl the site's origin, for the link to the cashback page
 */
export function cashbackRefundedEmail(
  recipient: Recipient,
  cashback: { amountCents: number; refundedAt: Date },
  siteUrl: string,
): MailMessage {
  const { locale } = recipient;
  const nl = locale === 'nl';
  const name = nameInEmail(recipient.firstName);
  const greeting = nl ? 'Hallo' : 'Hello';
  const amount = formatEuros(cashback.amountCents, locale);
  const page = new URL(pathFor('cashback', locale), siteUrl).toString();
  return {
    to: recipient.to,
    language: locale,
    subject: nl ? `Je krijgt ${amount} cashback` : `You get ${amount} cashback`,
    text: [
      name === null ? `${greeting},` : `${greeting} ${name},`,
      '',
      nl
        ? 'Gefeliciteerd met je nieuwe woonruimte! De verhuurder heeft bevestigd dat je die via Rooms hebt gevonden.'
        : 'Congratulations on your new home! The landlord confirmed you found it through Rooms.',
      nl
        ? `Daarom betalen we ${CASHBACK_PERCENT}% van je laatste premiumbetaling terug: ${amount}, op ${formatDate(cashback.refundedAt, locale)}. Het staat meestal binnen 5 tot 10 dagen op je rekening of kaart.`
        : `So we refund ${CASHBACK_PERCENT}% of your last premium payment: ${amount}, on ${formatDate(cashback.refundedAt, locale)}. It usually reaches your account or card within 5 to 10 days.`,
      '',
      page,
      '',
      nl ? 'Groet,' : 'Kind regards,',
      'Rooms',
    ].join('\n'),
  };
}
