import { CASHBACK_PERCENT, CashbackStatus, ReferralStatus } from '@rooms/domain';
import { z } from 'zod';

/** Answer of `GET /premium/referrals`. */
export const referralsAnswer = z
  .object({
    code: z
      .string()
      .describe(
        'The referral code (8 characters, never changes); the link is the sign-up page with ?ref=CODE',
      ),
    rewardDays: z
      .number()
      .int()
      .describe('Days of free premium the inviter and the invited person each get per reward'),
    invitations: z
      .array(
        z.object({
          firstName: z.string().describe("The invited person's first name (nothing else)"),
          joinedAt: z.string().describe('ISO time the invited account was created'),
          status: z
            .number()
            .int()
            .min(ReferralStatus.Joined)
            .max(ReferralStatus.Reversed)
            .describe(
              'ReferralStatus: Joined 1, Clearing 2 (paid, waits until clearsAt), Rewarded 3, SelfReferral 4 (nothing given), Reversed 5 (refunded or charged back)',
            ),
          clearsAt: z
            .string()
            .nullable()
            .describe('ISO time the first payment clears (the reward is due); null before it'),
          rewardedAt: z.string().nullable().describe('ISO time of the reward; null before it'),
        }),
      )
      .describe('Invitations, newest first, at most 100'),
    rewardedDays: z
      .number()
      .int()
      .describe('Days of free premium this account earned in total (as inviter and invited)'),
  })
  .describe('Referrals');

/** Answer of `GET /premium/cashback`. */
export const cashbackAnswer = z
  .object({
    percent: z
      .literal(CASHBACK_PERCENT)
      .describe('Percent of the last premium payment refunded as cashback'),
    cashback: z
      .object({
        status: z
          .number()
          .int()
          .min(CashbackStatus.Pending)
          .max(CashbackStatus.Failed)
          .describe(
            'CashbackStatus: Pending 1 (refund being made), Refunded 2, NoPremiumPayment 3 (nothing to refund), Failed 4 (support handles it)',
          ),
        amountCents: z
          .number()
          .int()
          .nullable()
          .describe('The refund, euro cents; null when nothing is paid out'),
        listingTitle: z.string().nullable().describe("The rented advert's title"),
        confirmedAt: z.string().describe('ISO time the landlord confirmed the rental'),
        refundedAt: z.string().nullable().describe('ISO time of the refund; null before it'),
      })
      .nullable()
      .describe('The cashback (at most one per tenant); null when no landlord confirmed a rental'),
  })
  .describe('Cashback');
