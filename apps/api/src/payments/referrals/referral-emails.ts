/**
 * The e-mail of a referral reward (issue 27): plain text in the recipient's language, like the
 * lifecycle's e-mails, telling both accounts the free premium they got and until when.
 */
import { pathFor } from '@rooms/i18n';

import { nameInEmail } from '../../mail/name-in-email.js';
import { formatDate, type Recipient } from '../lifecycle/lifecycle-emails.js';

import type { MailMessage } from '../../mail/mailer.js';

/**
 * The reward e-mail.
 *
 * @param recipient the rewarded account
 * @param reward days of free premium, when they end, and whether the recipient was the inviter
 * @param siteUrl the site's origin, for the link to the referrals page
 */
export function referralRewardEmail(
  recipient: Recipient,
  reward: { days: number; endsAt: Date; inviter: boolean },
  siteUrl: string,
): MailMessage {
  const { locale } = recipient;
  const nl = locale === 'nl';
  const name = nameInEmail(recipient.firstName);
  const hello = nl
    ? name === null
      ? 'Hallo,'
      : `Hallo ${name},`
    : name === null
      ? 'Hello,'
      : `Hello ${name},`;
  const until = formatDate(reward.endsAt, locale);
  const page = new URL(pathFor('referrals', locale), siteUrl).toString();
  const why = reward.inviter
    ? nl
      ? 'Iemand die je hebt uitgenodigd, heeft voor het eerst betaald.'
      : 'Someone you invited has made their first payment.'
    : nl
      ? 'Je eerste betaling is verwerkt en je was uitgenodigd door een andere gebruiker.'
      : 'Your first payment went through, and you were invited by another member.';
  return {
    to: recipient.to,
    language: locale,
    subject: nl
      ? `Je hebt ${reward.days} dagen gratis premium gekregen`
      : `You got ${reward.days} days of free premium`,
    text: [
      hello,
      '',
      why,
      nl
        ? `Daarom krijg je ${reward.days} dagen gratis premium, tot ${until}.`
        : `So you get ${reward.days} days of free premium, until ${until}.`,
      '',
      nl ? `Je uitnodigingen staan op ${page}` : `Your invitations are listed at ${page}`,
      '',
      nl ? 'Groet,' : 'Kind regards,',
      'Rooms',
    ].join('\n'),
  };
}
