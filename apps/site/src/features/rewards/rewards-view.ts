import { CashbackStatus, ReferralStatus } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';
import { formatEuroCents } from '@rooms/ui/search-format';

import { formatDate } from '../../client/long-date';
import { fill } from '../subscription/fill';

import type { CashbackOverview, Invitation } from './rewards-api';
import type { Locale, LocaleResources } from '@rooms/i18n';
import type { CashbackStateProps } from '@rooms/ui/cashback-state';
import type { InvitationItem, InvitationTone } from '@rooms/ui/invitation-list';

/**
 * The texts of the referral and cashback islands in one language (the `rewards` namespace),
 * handed over by the server; placeholders are filled here with {@link fill}.
 */
export type RewardsTexts = LocaleResources['rewards'];

/**
 * A user's referral link (issue 27): the sign-up page of the page's language with `?ref=`.
 *
 * @param code the user's referral code
 * @param locale the page's language (the Dutch page shares the Dutch sign-up page)
 * @param origin the site's origin, e.g. `https://rooms.nl`
 * @returns the absolute link
 */
export function referralLink(code: string, locale: Locale, origin: string): string {
  return new URL(pathFor('register', locale, undefined, { ref: code }), origin).toString();
}

/** The colour of each invitation state: running, rewarded, or ended without a reward. */
const INVITATION_TONES: Readonly<Record<ReferralStatus, InvitationTone>> = {
  [ReferralStatus.Joined]: 'waiting',
  [ReferralStatus.Clearing]: 'waiting',
  [ReferralStatus.Rewarded]: 'rewarded',
  [ReferralStatus.SelfReferral]: 'none',
  [ReferralStatus.Reversed]: 'none',
};

function isReferralStatus(value: number): value is ReferralStatus {
  return Object.values<number>(ReferralStatus).includes(value);
}

/**
 * The invitations of `GET /premium/referrals` in words: first name, joined date, the state
 * and the date that goes with it (when a clearing payment is rewarded, when it was rewarded).
 *
 * @param invitations newest first, as the API answers
 * @param texts the `rewards` texts of the page's language
 * @param locale the page's language (dates)
 */
export function invitationItems(
  invitations: readonly Invitation[],
  texts: RewardsTexts,
  locale: Locale,
): InvitationItem[] {
  const words = texts.referrals;
  return invitations.map((invitation, index) => {
    const status = isReferralStatus(invitation.status) ? invitation.status : ReferralStatus.Joined;
    const detail =
      status === ReferralStatus.Clearing && invitation.clearsAt !== null
        ? fill(words.clearsOn, { date: formatDate(invitation.clearsAt, locale) })
        : status === ReferralStatus.Rewarded && invitation.rewardedAt !== null
          ? fill(words.rewardedOn, { date: formatDate(invitation.rewardedAt, locale) })
          : undefined;
    return {
      key: `${invitation.joinedAt}-${index}`,
      name: invitation.firstName,
      joined: fill(words.joined, { date: formatDate(invitation.joinedAt, locale) }),
      state: words.status[`${status}`],
      detail,
      tone: INVITATION_TONES[status],
    };
  });
}

/**
 * What the cashback island shows for `GET /premium/cashback`: none yet (with what to do),
 * pending, refunded (amount, date, advert), no premium payment to refund, or failed (with a link
 * to support when the help centre is configured).
 *
 * @param overview the API's answer
 * @param texts the `rewards` texts of the page's language
 * @param locale the page's language (amounts, dates)
 * @param supportUrl the help centre of that language, if configured
 */
export function cashbackView(
  overview: CashbackOverview,
  texts: RewardsTexts,
  locale: Locale,
  supportUrl: string | undefined,
): CashbackStateProps {
  const words = texts.cashback;
  const heading = words.heading;
  const { cashback } = overview;
  if (cashback === null) {
    return {
      heading,
      tone: 'none',
      message: words.none,
      details: [fill(words.noneDetail, { percent: overview.percent })],
    };
  }
  const amount = cashback.amountCents === null ? '' : formatEuroCents(cashback.amountCents, locale);
  const advert =
    cashback.listingTitle === null ? [] : [fill(words.forAdvert, { title: cashback.listingTitle })];
  switch (cashback.status) {
    case CashbackStatus.Refunded:
      return {
        heading,
        tone: 'refunded',
        message: fill(words.refunded, {
          amount,
          date: formatDate(cashback.refundedAt ?? cashback.confirmedAt, locale),
        }),
        details: [...advert, words.refundedDetail],
      };
    case CashbackStatus.NoPremiumPayment:
      return {
        heading,
        tone: 'none',
        message: fill(words.noPremiumPayment, { date: formatDate(cashback.confirmedAt, locale) }),
        details: advert,
      };
    case CashbackStatus.Failed:
      return {
        heading,
        tone: 'error',
        message: words.refundFailed,
        details: advert,
        action:
          supportUrl === undefined
            ? undefined
            : { label: words.contactSupport, href: supportUrl, external: true },
      };
    default:
      return {
        heading,
        tone: 'pending',
        message: fill(words.pending, { amount }),
        details: advert,
      };
  }
}
