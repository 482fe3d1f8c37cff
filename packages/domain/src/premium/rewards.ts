/**
 * Referrals and cashback (issue 27, §1 "use cashback and referrals", §2 `/referrals`,
 * `/cashback`): the rules both the API and the site state. Numbers of the enumerations are ours
 * (the spec names the features, not their states).
 */

/** Days of free premium the inviter and the invited person each get (issue 27: "e.g. 14 days"). */
export const REFERRAL_REWARD_DAYS = 14;

/**
 * Days a SEPA Direct Debit payment can still be reversed by the payer's bank without a reason
 * (the SEPA Core rulebook's 8 weeks): a referral paid by SEPA is rewarded only after them.
 */
export const SEPA_CHARGEBACK_DAYS = 56;

/** Where one invitation stands. */
export const ReferralStatus = {
  /** The invited person signed up through the link and has not paid yet. */
  Joined: 1,
  /** Their first payment is paid and waits for its chargeback window to pass. */
  Clearing: 2,
  /** Cleared: both accounts got {@link REFERRAL_REWARD_DAYS} days of premium. */
  Rewarded: 3,
  /** The first payment used the inviter's own card or IBAN: nothing is given. */
  SelfReferral: 4,
  /** The first payment was refunded or charged back before it cleared: nothing is given. */
  Reversed: 5,
} as const;
/** One of the {@link ReferralStatus} values. */
export type ReferralStatus = (typeof ReferralStatus)[keyof typeof ReferralStatus];

/** Percent of the tenant's last premium payment refunded as cashback, once per tenant. */
export const CASHBACK_PERCENT = 50;

/** Where a tenant's cashback stands. */
export const CashbackStatus = {
  /** The landlord confirmed the rental; the refund is being made. */
  Pending: 1,
  /** Refunded through the payment provider. */
  Refunded: 2,
  /** The tenant has no premium payment left to refund part of (nothing is paid out). */
  NoPremiumPayment: 3,
  /** The payment provider refused the refund (support handles it). */
  Failed: 4,
} as const;
/** One of the {@link CashbackStatus} values. */
export type CashbackStatus = (typeof CashbackStatus)[keyof typeof CashbackStatus];

/**
 * The cashback of a payment: {@link CASHBACK_PERCENT} of it, rounded down to whole cents.
 *
 * @param amountCents the premium payment, euro cents (VAT included)
 * @returns the refund, euro cents
 */
export function cashbackCents(amountCents: number): number {
  return Math.floor((amountCents * CASHBACK_PERCENT) / 100);
}
