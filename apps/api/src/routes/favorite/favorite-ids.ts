import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { favoriteListings, listings } from '../../db/schema.js';
import { isVisibleStatus } from '../../db/visible-listings.js';
import { errorResponses } from '../../errors/error-body.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Answer of `GET /favorite/ids`: every favourite listing id of the user, ascending. */
export const favoriteIdsResponse = z.object({
  listingIds: z
    .array(z.number().int())
    .describe(
      "Ids of all the signed-in user's favourite listings that are visible (status 3, 4 or 10), ascending",
    ),
});

/**
 * `GET /favorite/ids` (§7 "Favourites"): the ids of all the signed-in user's favourite listings
 * that are still visible (status 3, 4 or 10), ascending, unpaged (a user has few favourites).
 * The site reads it once per page to draw every favourite heart. Only the caller's own
 * favourites: the user comes from the session, never from the request.
 * 200 `{ listingIds }`; 401 anonymous.
 */
export const favoriteIdsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ids',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'getFavoriteListingIds',
        tags: ['favorite'],
        summary: "Ids of all the signed-in user's favourite listings",
        response: { 200: favoriteIdsResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const rows = await app.database.db
        .select({ listingId: favoriteListings.listingId })
        .from(favoriteListings)
        .innerJoin(listings, eq(listings.id, favoriteListings.listingId))
        .where(
          and(
            eq(favoriteListings.userId, currentUser(request).id),
            isVisibleStatus(listings.status),
          ),
        )
        .orderBy(asc(favoriteListings.listingId));
      return { listingIds: rows.map((row) => row.listingId) };
    },
  );
};
