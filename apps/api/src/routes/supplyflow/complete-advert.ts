import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';
import { publishAdvert } from '../../listing-wizard/wizard-publish.js';

import { completeAdvertBody, completeAdvertResponse } from './wizard.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `POST /supplyflow/cra-complete-create-advert` (§7 supply flow, issue 5): publishes an own
 * draft once every required wizard step is Completed — status AutomaticallyActivated 10, in
 * search at once, or Pending 11 when a fraud rule fires (`listing-wizard/fraud-rules.ts`: rent
 * far below the city's rent level for the type, a new account publishing many adverts, a
 * description copied from another landlord). An advert that is already published is answered
 * unchanged.
 *
 * 200 `{ listingID, status, publishedAt, isPendingReview }`; 400 for a bad body; 401 anonymous;
 * 403 `http_403` under moderation; 404 code 1015 for another user's, a missing or a deleted
 * advert; 409 `listing_incomplete` with `data.missingSteps` (route words).
 */
export const completeAdvertRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cra-complete-create-advert',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'completeCreateAdvert',
        tags: ['supplyflow'],
        summary: 'Publish an own draft whose required wizard steps are complete',
        body: completeAdvertBody,
        response: { 200: completeAdvertResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const result = await publishAdvert(
        app.database.db,
        request.body.listingID,
        currentUser(request).id,
      );
      if (result.firedRules.length > 0) {
        request.log.info(
          { listingID: result.listingID, rules: result.firedRules.map((fired) => fired.rule) },
          'advert held for review by fraud rules',
        );
      }
      const { firedRules: _rules, ...answer } = result;
      return answer;
    },
  );
};
