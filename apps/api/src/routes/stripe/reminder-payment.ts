import { BusinessResultCode, PaymentStatus, RoomsError } from '@rooms/domain';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';
import { ONE_OFF_METHODS, paymentStartOf } from '../../payments/checkout.js';
import { ownPayment } from '../premium/own-rows.js';
import { paymentStart, reminderQuery } from '../premium/premium.schema.js';

import type { PaymentRouteOptions } from '../premium/premium-route-options.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Statuses of a renewal that can be paid from the reminder page. */
const PAYABLE: readonly number[] = [
  PaymentStatus.Failed,
  PaymentStatus.Refused,
  PaymentStatus.FailedPermanently,
  PaymentStatus.StartedNotSent,
  PaymentStatus.PendingInput,
];

/**
 * `POST /stripe/createreminderpaymentintent` (§7 `/{card-provider}/createreminderpaymentintent`):
 * the failed renewal of the payment-reminder e-mail, paid now with iDEAL, card or Bancontact.
 * The invoice's own PaymentIntent is reused (its methods set to the instant ones), so paying
 * it pays the invoice and the subscription goes on.
 */
export const reminderPaymentRoute: FastifyPluginAsyncZod<PaymentRouteOptions> = async (
  app,
  { payments },
) => {
  app.post(
    '/createreminderpaymentintent',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'createReminderPaymentIntent',
        tags: ['premium'],
        summary: 'Pay a failed renewal of yours now (payment-reminder page)',
        description:
          '404 1120 for an unknown PaymentIntent, another user’s, or one that is not a renewal; 409 1115 when it is paid already; 409 1128 while it is processing.',
        querystring: reminderQuery,
        response: { 200: paymentStart, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => {
      const payment = await ownPayment(app.database.db, currentUser(request).id, {
        intentId: request.query.paymentIntentId,
      });
      if (payment.subscriptionId === null) {
        throw new RoomsError({ code: BusinessResultCode.TransactionNotFound });
      }
      if (payment.status === PaymentStatus.Paid) {
        throw new RoomsError({
          code: BusinessResultCode.UserHasActiveMembership,
          message: 'This renewal is paid',
        });
      }
      if (!PAYABLE.includes(payment.status)) {
        throw new RoomsError({ code: BusinessResultCode.PaymentStillProcessing });
      }
      await payments.stripe.paymentIntents.update(
        request.query.paymentIntentId,
        { allowed_payment_method_types: [...ONE_OFF_METHODS] },
        { idempotencyKey: `rooms-reminder-${payment.id}` },
      );
      const start = await paymentStartOf(app.database.db, payments.stripe, payment);
      return { ...start, paymentMethodTypes: [...ONE_OFF_METHODS] };
    },
  );
};
