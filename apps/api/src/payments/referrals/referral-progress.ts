/**
 * How a referral moves with the invited account's payments (issue 27): the payments core calls
 * these inside the webhook job's transaction that moved a payment, so the referral's state
 * commits with the payment's.
 *
 * - The invited account's first payment became Paid: the referral waits for the payment to clear
 *   (Clearing 2, `clears_at` = paid time, plus {@link SEPA_CHARGEBACK_DAYS} for a SEPA debit) and
 *   a reward job is queued for then — unless the payment's fingerprint (card, or IBAN) is one a
 *   paid payment of the inviter has too: SelfReferral 4, nothing is ever given.
 * - The payment was refunded or charged back before it cleared: Reversed 5 at once. After the
 *   reward nothing is clawed back.
 */
import { ReferralStatus, SEPA_CHARGEBACK_DAYS } from '@rooms/domain';
import { and, eq, isNotNull, ne } from 'drizzle-orm';

import { payments, referrals } from '../../db/schema.js';

import { enqueueReferralReward } from './referral-reward-job.js';

import type { Tx } from '../../db/database.js';
import type { PaymentRow } from '../stripe-sync.js';

const DAY_MS = 86_400_000;

/** Payment methods whose payment can still be reversed by the bank for weeks (SEPA Core). */
const SLOW_METHODS: ReadonlySet<string> = new Set(['sepa_debit']);

/**
 * When a paid payment has cleared: at once for instant methods (card, iDEAL, Bancontact,
 * wallets), {@link SEPA_CHARGEBACK_DAYS} days later for a SEPA Direct Debit.
 */
export function clearsAt(payment: Pick<PaymentRow, 'paidAt' | 'paymentMethod'>, now: Date): Date {
  const paidAt = payment.paidAt ?? now;
  return SLOW_METHODS.has(payment.paymentMethod ?? '')
    ? new Date(paidAt.getTime() + SEPA_CHARGEBACK_DAYS * DAY_MS)
    : paidAt;
}

/**
 * A payment became Paid: when it is the first of an invited account (its referral still
 * Joined), the referral moves to Clearing (reward job queued at `clears_at`) or SelfReferral.
 *
 * @param tx the webhook job's transaction
 * @param payment the payment's row after the move (paid time, method and fingerprint recorded)
 * @param now the job's time
 * @returns the referral's new status, or null when the payment is not a referral's first
 */
export async function referralPaymentPaid(
  tx: Tx,
  payment: PaymentRow,
  now: Date,
): Promise<ReferralStatus | null> {
  const [referral] = await tx
    .select({ id: referrals.id, inviterUserId: referrals.inviterUserId })
    .from(referrals)
    .where(
      and(eq(referrals.invitedUserId, payment.userId), eq(referrals.status, ReferralStatus.Joined)),
    )
    .for('update');
  if (referral === undefined) return null;
  const fingerprint = payment.paymentFingerprint;
  const [same] =
    fingerprint === null
      ? []
      : await tx
          .select({ id: payments.id })
          .from(payments)
          .where(
            and(
              eq(payments.userId, referral.inviterUserId),
              eq(payments.paymentFingerprint, fingerprint),
              isNotNull(payments.paidAt),
              ne(payments.id, payment.id),
            ),
          )
          .limit(1);
  if (same !== undefined) {
    await tx
      .update(referrals)
      .set({ status: ReferralStatus.SelfReferral, paymentId: payment.id })
      .where(eq(referrals.id, referral.id));
    return ReferralStatus.SelfReferral;
  }
  const due = clearsAt(payment, now);
  await tx
    .update(referrals)
    .set({ status: ReferralStatus.Clearing, paymentId: payment.id, clearsAt: due })
    .where(eq(referrals.id, referral.id));
  await enqueueReferralReward(tx, referral.id, due);
  return ReferralStatus.Clearing;
}

/**
 * A payment was refunded or charged back: a referral it was clearing is Reversed (nothing is
 * given; the queued reward job then finds nothing to do).
 *
 * @param tx the webhook job's transaction
 * @param paymentId the reversed payment
 * @returns how many referrals were reversed (0 or 1)
 */
export async function referralPaymentReversed(tx: Tx, paymentId: number): Promise<number> {
  const reversed = await tx
    .update(referrals)
    .set({ status: ReferralStatus.Reversed })
    .where(and(eq(referrals.paymentId, paymentId), eq(referrals.status, ReferralStatus.Clearing)))
    .returning({ id: referrals.id });
  return reversed.length;
}
