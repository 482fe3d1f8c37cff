import { MY_LISTINGS_FILTER_STATUSES, MyListingsFilter } from '@rooms/domain';
import { and, sql } from 'drizzle-orm';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { listings } from '../../db/schema.js';
import { errorResponses } from '../../errors/error-body.js';
import {
  ownListings,
  searchTermCondition,
  selectOwnListings,
} from '../../my-listings/own-listings.js';

import { myListingsCountQuery, myListingsCountResponse } from './my-listings.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** `count(*) filter (where status in (…))` of a My-listings filter, as an integer. */
function countOf(filter: MyListingsFilter) {
  const statuses = MY_LISTINGS_FILTER_STATUSES[filter].join(', ');
  return sql<number>`(count(*) filter (where ${listings.status} in (${sql.raw(statuses)})))::integer`;
}

/**
 * `GET /listing/mylistings-count?searchTerm=` (§7, §2 `/my-adverts`): how many of the signed-in
 * landlord's adverts each My-listings filter holds (Active, Inactive, Draft; statuses per filter:
 * `MY_LISTINGS_FILTER_STATUSES` of @rooms/domain; deleted adverts never), counting only those
 * whose title, city or street contains the search term (case and accents ignored) when one is
 * given — the same adverts `GET /listing/mylistings` pages through.
 *
 * 200; 400 `invalid_request` for a search term over 100 characters; 401 anonymous.
 */
export const myListingsCountRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mylistings-count',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'getMyListingsCount',
        tags: ['listing'],
        summary: "The signed-in landlord's adverts per My-listings filter",
        querystring: myListingsCountQuery,
        response: { 200: myListingsCountResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const [counts] = await selectOwnListings(
        app.database.db,
        {
          active: countOf(MyListingsFilter.Active),
          inactive: countOf(MyListingsFilter.Inactive),
          draft: countOf(MyListingsFilter.Draft),
        },
        and(ownListings(currentUser(request).id), searchTermCondition(request.query.searchTerm)),
      );
      return counts ?? { active: 0, inactive: 0, draft: 0 };
    },
  );
};
