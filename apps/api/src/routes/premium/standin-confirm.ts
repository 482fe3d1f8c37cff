import { ErrorCode, RoomsError } from '@rooms/domain';
import { z } from 'zod';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';
import { intentIdOfClientSecret } from '../../payments/checkout.js';
import { StandinControlError, standinControl } from '../../payments/stripe-standin/index.js';

import { ownPayment } from './own-rows.js';
import { standinConfirmBody } from './premium.schema.js';

import type { PaymentRouteOptions } from './premium-route-options.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `POST /premium/standin/confirm` (development and CI only): the stand-in's payment form pays,
 * fails or leaves pending one of the caller's PaymentIntents through the stand-in's control
 * endpoint — what the Payment Element and the bank do against real Stripe. 404 with real Stripe.
 */
export const standinConfirmRoute: FastifyPluginAsyncZod<PaymentRouteOptions> = async (
  app,
  { payments },
) => {
  const control = payments.standinUrl === undefined ? null : standinControl(payments.standinUrl);
  app.post(
    '/standin/confirm',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'confirmStandinPayment',
        tags: ['premium'],
        summary: 'Stand-in only: pay, fail or leave pending one of your payments (test form)',
        description:
          '404 when Rooms talks to real Stripe, and for a client secret of another user’s payment; 409 `invalid_request` when the payment can no longer be confirmed (paid, cancelled).',
        body: standinConfirmBody,
        response: {
          200: z.object({ paymentIntentId: z.string(), status: z.string() }),
          ...errorResponses(401, 404, 409),
        },
      },
    },
    async (request) => {
      if (payments.mode !== 'standin' || control === null) {
        throw new RoomsError({ code: ErrorCode.Http404 });
      }
      const intentId = intentIdOfClientSecret(request.body.clientSecret) ?? '';
      await ownPayment(app.database.db, currentUser(request).id, { intentId });
      try {
        const answer = await control.confirm(request.body);
        return { paymentIntentId: answer.paymentIntentId, status: answer.status };
      } catch (error) {
        if (error instanceof StandinControlError && error.status < 500) {
          throw new RoomsError({
            code: ErrorCode.InvalidRequest,
            status: 409,
            message: `The stand-in refused: ${error.message.slice(0, 200)}`,
          });
        }
        throw error;
      }
    },
  );
};
