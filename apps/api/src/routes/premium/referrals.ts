import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';
import { referralOverview } from '../../payments/referrals/referral-overview.js';

import { referralsAnswer } from './rewards.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `GET /premium/referrals` (signed in; issue 27 "Cashback and referrals", §2 `/referrals`): the
 * user's referral code (made now on the first call, never changed), the invitations made with it
 * (first name, when the account was created, ReferralStatus, clearing and reward times; newest
 * first, at most 100) and the days of free premium earned (`rewardDays` per reward, as inviter or
 * invited person). Times are ISO 8601 (UTC). 401 `http_401` anonymous.
 */
export const referralsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/referrals',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'getReferrals',
        tags: ['premium'],
        summary: "The user's referral code, invitations and rewards",
        response: { 200: referralsAnswer, ...errorResponses(401) },
      },
    },
    async (request) => {
      const overview = await referralOverview(app.database.db, currentUser(request).id);
      return {
        ...overview,
        invitations: overview.invitations.map((invitation) => ({
          ...invitation,
          joinedAt: invitation.joinedAt.toISOString(),
          clearsAt: invitation.clearsAt?.toISOString() ?? null,
          rewardedAt: invitation.rewardedAt?.toISOString() ?? null,
        })),
      };
    },
  );
};
