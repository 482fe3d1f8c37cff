import { PaymentStatus } from '@rooms/domain';
import { z } from 'zod';

import { bodyId, queryId } from '../conversation/conversation.schema.js';

/** `PaymentStart` (payments contract): what the browser pays with. */
export const paymentStart = z
  .object({
    paymentId: z.number().int(),
    clientSecret: z.string().describe('Client secret of the Stripe PaymentIntent to confirm'),
    amountCents: z.number().int().describe('Euro cents, 21% VAT included'),
    productIds: z.array(z.number().int()),
    renews: z.boolean(),
    paymentMethodTypes: z.array(z.string()).describe('Card-provider method strings (§3)'),
    status: z.number().int().describe('PaymentStatus (§3)'),
  })
  .describe('PaymentStart');

/** A product id in a query (`selectedProduct`). */
export const productIdQuery = z.coerce.number().int().min(1).max(65_535).describe('ProductId (§3)');

/** `?paymentId=` of one of the caller's payments. */
export const paymentIdQuery = z.object({ paymentId: queryId('Payment id (one of your own)') });

/** `POST /premium/paymentstep1` query. */
export const paymentStep1Query = z.object({
  selectedProduct: productIdQuery,
  selectedProductRatePlan: productIdQuery
    .optional()
    .describe('Kept for the §2 URLs: when given, it must equal selectedProduct'),
});

/** `POST /premium/paymentstep1` body (may be empty). */
export const paymentStep1Body = z
  .object({ listingID: bodyId('Advert id (one of your own), for advert products').optional() })
  .strict();

/** `GET /premium/paymentstepfinal` query: the payment, or Stripe's return parameter. */
export const paymentStepFinalQuery = z
  .object({
    paymentId: queryId('Payment id (one of your own)').optional(),
    payment_intent_client_secret: z
      .string()
      .max(255)
      .regex(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9_-]+$/, 'a PaymentIntent client secret')
      .optional()
      .describe('Stripe adds it to the return URL'),
  })
  .refine(
    (query) => query.paymentId !== undefined || query.payment_intent_client_secret !== undefined,
    {
      message: 'paymentId or payment_intent_client_secret is required',
    },
  );

/** `GET /premium/paymentstepfinal` answer. */
export const paymentOutcome = z
  .object({
    paymentId: z.number().int(),
    status: z.number().int().describe('PaymentStatus (§3); granted only by Stripe events'),
    code: z
      .number()
      .int()
      .optional()
      .describe('§8 business code of the outcome (1000 paid, 1124 pending, 1128 processing …)'),
    productIds: z.array(z.number().int()),
    listingID: z.number().int().optional(),
    entitlementEndsAt: z
      .string()
      .nullable()
      .optional()
      .describe('ISO time the paid period ends; null = unlimited'),
  })
  .describe('PaymentOutcome');

/** `supplyproducts` query. */
export const supplyProductsQuery = z.object({ listingID: queryId('Advert id (one of your own)') });

/** `POST /premium/supplyproducts` body. */
export const supplyProductsBody = z
  .object({
    listingID: bodyId('Advert id (one of your own)'),
    selectedProductIdList: z
      .array(z.number().int().min(1).max(65_535))
      .min(1)
      .max(2)
      .describe('At most one TopAdvert and one UnlockAdvert product'),
  })
  .strict();

/** `POST /stripe/createreminderpaymentintent` query. */
export const reminderQuery = z.object({
  paymentIntentId: z
    .string()
    .max(255)
    .regex(/^pi_[A-Za-z0-9]+$/, 'a PaymentIntent id (pi_…)')
    .describe('The PaymentIntent of the failed renewal (from the payment-reminder e-mail)'),
});

/** `POST /premium/standin/confirm` body (the stand-in's payment form). */
export const standinConfirmBody = z
  .object({
    clientSecret: z
      .string()
      .max(255)
      .regex(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9_-]+$/, 'a PaymentIntent client secret'),
    outcome: z.enum(['succeeded', 'failed', 'processing']),
    paymentMethodType: z.enum(['ideal', 'card', 'bancontact', 'sepa_debit']).optional(),
  })
  .strict();

/** The §8 business code that describes a payment status to the payer. */
export function outcomeCodeOf(status: number): number | undefined {
  switch (status) {
    case PaymentStatus.Paid:
      return 1000;
    case PaymentStatus.StartedNotSent:
    case PaymentStatus.PendingInput:
      return 1124;
    case PaymentStatus.Processing:
    case PaymentStatus.PendingAndSuccess:
      return 1128;
    case PaymentStatus.Refused:
      return 1123;
    case PaymentStatus.Cancelled:
      return 1122;
    case PaymentStatus.Failed:
    case PaymentStatus.FailedPermanently:
    case PaymentStatus.Error:
    case PaymentStatus.ValidationFailure:
      return 1116;
    case PaymentStatus.TechnicalFailure:
      return 1127;
    default:
      return undefined;
  }
}
