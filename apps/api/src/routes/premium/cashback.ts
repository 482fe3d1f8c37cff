import { CASHBACK_PERCENT } from '@rooms/domain';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';
import { cashbackOf } from '../../payments/cashback/cashback-overview.js';

import { cashbackAnswer } from './rewards.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `GET /premium/cashback` (signed in; issue 27 "Cashback and referrals", §2 `/cashback`): the
 * cashback percent and the user's cashback — null until a landlord confirms renting an advert to
 * the user (`POST /listing/deactivate-listing` with reason FoundViaProduct and the user's
 * conversation), then its CashbackStatus, the refund in euro cents (null when nothing is paid
 * out), the advert's title and the confirmation and refund times (ISO 8601, UTC). 401
 * `http_401` anonymous.
 */
export const cashbackRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cashback',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'getCashback',
        tags: ['premium'],
        summary: "The user's cashback of a rental found on Rooms",
        response: { 200: cashbackAnswer, ...errorResponses(401) },
      },
    },
    async (request) => {
      const cashback = await cashbackOf(app.database.db, currentUser(request).id);
      const percent: typeof CASHBACK_PERCENT = CASHBACK_PERCENT;
      return {
        percent,
        cashback:
          cashback === null
            ? null
            : {
                ...cashback,
                confirmedAt: cashback.confirmedAt.toISOString(),
                refundedAt: cashback.refundedAt?.toISOString() ?? null,
              },
      };
    },
  );
};
