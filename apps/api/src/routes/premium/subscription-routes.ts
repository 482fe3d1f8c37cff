import { ErrorCode, RoomsError } from '@rooms/domain';
import { z } from 'zod';

import { authenticate, currentUser, identify } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';
import { verifyStopToken } from '../../payments/lifecycle/stop-token.js';
import {
  ProviderFailure,
  ownerOfSubscription,
  resumeRenewal,
  stopRenewal,
  withdraw,
} from '../../payments/lifecycle/subscription-actions.js';
import {
  liveSubscriptionOf,
  subscriptionOverview,
} from '../../payments/lifecycle/subscription-store.js';

import { invoicesRoute } from './invoices.js';
import { overviewJson, renewalBody, subscriptionOverviewResponse } from './subscription-schemas.js';
import { subscriptionStandinRoutes } from './subscription-standin.js';

import type { PaymentRouteOptions } from './premium-route-options.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** §8 answer when Stripe failed: 502 with code 1127 (the change was not made). */
export function answerProviderFailure(
  reply: FastifyReply,
  request: FastifyRequest,
  error: ProviderFailure,
) {
  request.log.warn({ err: error.cause }, 'Stripe call failed');
  return reply
    .status(502)
    .send({ code: 1127, message: 'Payment processing failed at the payment provider' });
}

/**
 * Whose subscription a stop/resume request acts on: the token's subscription owner when a
 * one-click link's token is given (no session needed), else the signed-in user.
 *
 * @throws RoomsError 400 `stop_link_invalid` for a bad token or one whose subscription is no
 *   longer the live one; 401 without token and session
 */
async function actingUser(
  request: FastifyRequest,
  token: string | undefined,
  secret: string,
  now: Date,
): Promise<number> {
  if (token === undefined) return currentUser(request).id;
  const claims = verifyStopToken(secret, token, now);
  const invalid = new RoomsError({ code: ErrorCode.StopLinkInvalid });
  if (claims === null) throw invalid;
  const { db } = request.server.database;
  const owner = await ownerOfSubscription(db, claims.subscriptionId);
  if (owner === undefined) throw invalid;
  const live = await liveSubscriptionOf(db, owner);
  if (live?.id !== claims.subscriptionId) throw invalid;
  return owner;
}

/**
 * The subscription routes of issue 27 "Fair subscriptions", registered inside `/premium`:
 *
 * - `GET /premium/subscription` (signed in): the live renewing subscription (or null) and the
 *   premium end;
 * - `POST /premium/subscription/stop` `{token?}`: stops the renewal in one step, any time before
 *   it (Stripe `cancel_at_period_end`); the paid period stays. With a renewal reminder's token it
 *   works signed out (the one-click link);
 * - `POST /premium/subscription/resume` `{token?}`: renews again;
 * - `POST /premium/subscription/withdraw` `{confirm: true}` (signed in): EU withdrawal within
 *   14 days of the first payment — ends now, refunds it, e-mails an acknowledgement;
 * - `GET /premium/invoices` (signed in): the user's payments with VAT;
 * - stand-in mode only: the test controls of `subscription-standin.ts`.
 *
 * Each acts only on the caller's own subscription (the user comes from the session or the
 * token, never from the request). 404 without a subscription; 502 (1127) when Stripe fails.
 */
export const subscriptionRoutes: FastifyPluginAsyncZod<PaymentRouteOptions> = async (
  app,
  { payments, config },
) => {
  const now = () => new Date();

  app.get(
    '/subscription',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'getSubscription',
        tags: ['premium'],
        summary: "The user's renewing subscription and premium end",
        response: { 200: subscriptionOverviewResponse, ...errorResponses(401) },
      },
    },
    async (request) =>
      overviewJson(await subscriptionOverview(app.database.db, currentUser(request).id, now())),
  );

  for (const action of ['stop', 'resume'] as const) {
    app.post(
      `/subscription/${action}`,
      {
        preHandler: identify,
        schema: {
          operationId: action === 'stop' ? 'stopSubscription' : 'resumeSubscription',
          tags: ['premium'],
          summary:
            action === 'stop'
              ? 'Stop the renewal (the paid period stays); a stop link token works signed out'
              : 'Renew again after stopping',
          body: renewalBody,
          response: {
            200: subscriptionOverviewResponse,
            ...errorResponses(401, 404, 409, 502),
          },
        },
      },
      async (request, reply) => {
        const at = now();
        const userId = await actingUser(request, request.body.token, payments.webhookSecret, at);
        try {
          if (action === 'stop') await stopRenewal(app.database.db, payments, userId, at);
          else await resumeRenewal(app.database.db, payments, userId, at);
        } catch (error) {
          if (error instanceof ProviderFailure) return answerProviderFailure(reply, request, error);
          throw error;
        }
        return overviewJson(await subscriptionOverview(app.database.db, userId, at));
      },
    );
  }

  app.post(
    '/subscription/withdraw',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'withdrawSubscription',
        tags: ['premium'],
        summary: 'EU withdrawal within 14 days of the first payment: ends now, refunds it',
        body: z
          .object({ confirm: z.literal(true).describe('The user confirmed the withdrawal') })
          .strict(),
        response: {
          200: subscriptionOverviewResponse.extend({
            refundedCents: z.number().int().describe('Amount refunded, euro cents'),
          }),
          ...errorResponses(401, 404, 409, 502),
        },
      },
    },
    async (request, reply) => {
      const at = now();
      const userId = currentUser(request).id;
      try {
        const { refundedCents } = await withdraw(app.database.db, payments, userId, at);
        return {
          ...overviewJson(await subscriptionOverview(app.database.db, userId, at)),
          refundedCents,
        };
      } catch (error) {
        if (error instanceof ProviderFailure) return answerProviderFailure(reply, request, error);
        throw error;
      }
    },
  );

  await app.register(invoicesRoute);
  if (payments.mode === 'standin') {
    await app.register(subscriptionStandinRoutes, { payments, siteUrl: config.SITE_URL });
  }
};
