import { z } from 'zod';

import type { SubscriptionView } from '../../payments/lifecycle/subscription-store.js';

/** A subscription as `GET /premium/subscription` and the actions answer it. */
export const subscriptionView = z
  .object({
    id: z.number().int(),
    productId: z.number().int().describe('ProductId (§3) of the renewing product'),
    status: z.string().describe("Stripe's status: active, past_due, unpaid …"),
    currentPeriodEnd: z
      .string()
      .nullable()
      .describe('ISO time the paid period ends: the renewal, or the end when stopped'),
    cancelAtPeriodEnd: z.boolean().describe('true: renewal stopped, it ends at currentPeriodEnd'),
    withdrawableUntil: z
      .string()
      .nullable()
      .describe('ISO time until which the EU withdrawal is possible; null when it is not'),
    amountCents: z.number().int().describe('Price of one period, euro cents incl. 21% VAT'),
  })
  .describe('A renewing subscription');

/** Answer of `GET /premium/subscription` and of the subscription actions. */
export const subscriptionOverviewResponse = z.object({
  subscription: subscriptionView.nullable(),
  premiumUntil: z.string().nullable().describe('ISO end of tenant premium; null when none'),
});

/** Body of stop and resume: a one-click link's token, or nothing (then a session is needed). */
export const renewalBody = z
  .object({
    token: z
      .string()
      .max(200)
      .optional()
      .describe("Token of the renewal reminder's stop link; without it the session decides"),
  })
  .strict();

/**
 * The overview in the answer's JSON shape (ISO strings).
 *
 * @param overview from `subscriptionOverview`
 */
export function overviewJson(overview: {
  subscription: SubscriptionView | null;
  premiumUntil: Date | null;
}): z.infer<typeof subscriptionOverviewResponse> {
  const { subscription, premiumUntil } = overview;
  return {
    premiumUntil: premiumUntil?.toISOString() ?? null,
    subscription:
      subscription === null
        ? null
        : {
            ...subscription,
            currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
            withdrawableUntil: subscription.withdrawableUntil?.toISOString() ?? null,
          },
  };
}
