import { BusinessResultCode, completeListingSearchRequest, isRoomsError } from '@rooms/domain';
import { z } from 'zod';

import { applySearchVisibility } from '../../alerts/alert-search-visibility.js';
import { toAlertSearch } from '../../alerts/alert-search.js';
import { createAlert } from '../../alerts/alert-store.js';
import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';

import { createAlertBody, searchAlert } from './alert.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Query of `POST /alert/savealerttosession` (§7): the visibility choice, `true` or `false`. */
const saveAlertToSessionQuery = z.object({
  setSearchVisibility: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .describe(
      'true: landlords searching tenants may find my tenant profile; false: hide it (issue 26)',
    ),
});

/** Answer of `POST /alert/savealerttosession`. */
const saveAlertToSessionResponse = z.object({
  alert: searchAlert.nullable().describe('The saved alert; null when it was saved before'),
  alreadySaved: z.boolean().describe('The same search was saved before (1129): nothing new'),
  tenantProfile: z.object({
    visible: z.boolean().describe('The choice as stored on the tenant profile'),
    shown: z.boolean().describe('Landlords can find the profile now (visible and complete)'),
    completenessPercent: z.number().int().describe('Profile completeness, 0 to 100'),
  }),
});

/**
 * `POST /alert/savealerttosession?setSearchVisibility=` (§7; issues 25 and 26): saves the search
 * as an alert of the signed-in user, like `createalert`, and sets whether landlords searching
 * tenants may find the user's tenant profile; turning it on fills the profile's empty city and
 * budget from the search (`applySearchVisibility`). A search saved before (1129) is not an error
 * here: the visibility is still set and `alreadySaved` says so. A refused alert (limit, too wide,
 * unknown place) changes nothing and answers its §8 error.
 */
export const saveAlertToSessionRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/savealerttosession',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'saveAlertToSession',
        tags: ['alert'],
        summary: 'Save a search as an alert and set whether landlords may find my tenant profile',
        description:
          'The alert as `createalert` saves it (409 `alert_limit_reached`, 422 `alert_too_wide`, 400 `invalid_request` change nothing); a search saved before gives `alreadySaved: true`. `setSearchVisibility=true` makes the tenant profile visible in the tenant search and fills its empty city sought and maximum rent from the search; it is found once complete.',
        querystring: saveAlertToSessionQuery,
        body: createAlertBody,
        response: { 200: saveAlertToSessionResponse, ...errorResponses(401, 409, 422) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const search = await toAlertSearch(
        app.database,
        completeListingSearchRequest(request.body.searchRequest),
      );
      let alert = null;
      try {
        alert = await createAlert(app.database, userId, request.body);
      } catch (error) {
        if (!isRoomsError(error) || error.code !== BusinessResultCode.SearchAlertAlreadySaved) throw error;
      }
      const tenantProfile = await applySearchVisibility(
        app.database,
        userId,
        request.query.setSearchVisibility,
        { citySlug: search.criteria.citySlug, maxRentCents: search.maxRentCents },
      );
      return { alert, alreadySaved: alert === null, tenantProfile };
    },
  );
};
