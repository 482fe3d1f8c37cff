import { BusinessResultCode, RoomsError } from '@rooms/domain';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { favoriteListings, listings } from '../../db/schema.js';
import { isVisibleStatus } from '../../db/visible-listings.js';
import { errorResponses } from '../../errors/error-body.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Largest id PostgreSQL's `integer` holds; larger ids cannot exist. */
export const MAX_ID = 2_147_483_647;

/** Query of `POST /favorite`. */
export const toggleFavoriteQuery = z.object({
  id: z.coerce.number().int().min(1).max(MAX_ID).describe('Listing id'),
});

/** Answer of `POST /favorite`: the listing and whether it is now a favourite. */
export const toggleFavoriteResponse = z.object({
  listingId: z.number().int(),
  isFavorite: z.boolean(),
});

/**
 * `POST /favorite?id=<listingId>` (§7 "Favourites"): toggles a listing in the signed-in user's
 * favourites — adds it when absent, removes it when present. Only visible listings (status
 * 3, 4 or 10) can be added; removing works whatever the listing's status now is. Always acts
 * on the caller's own favourites (the user comes from the session, never from the request).
 *
 * 200 `{ listingId, isFavorite }`; 401 anonymous; 404 with §8 code 1015 'Advert not found'
 * when the listing does not exist or is not visible.
 */
export const toggleFavoriteRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'toggleFavoriteListing',
        tags: ['favorite'],
        summary: "Add a listing to the user's favourites, or remove it",
        querystring: toggleFavoriteQuery,
        response: { 200: toggleFavoriteResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { db } = app.database;
      const userId = currentUser(request).id;
      const listingId = request.query.id;
      const mine = and(
        eq(favoriteListings.userId, userId),
        eq(favoriteListings.listingId, listingId),
      );

      const removed = await db
        .delete(favoriteListings)
        .where(mine)
        .returning({ listingId: favoriteListings.listingId });
      if (removed.length > 0) return { listingId, isFavorite: false };

      // Insert only when the listing is visible, in one statement (no gap for a deletion).
      const added = await db
        .insert(favoriteListings)
        .select(
          db
            .select({
              userId: sql<number>`${userId}::integer`.as('user_id'),
              listingId: listings.id,
              createdAt: sql<Date>`now()`.as('created_at'),
            })
            .from(listings)
            .where(and(eq(listings.id, listingId), isVisibleStatus(listings.status))),
        )
        .onConflictDoNothing()
        .returning({ listingId: favoriteListings.listingId });
      if (added.length > 0) return { listingId, isFavorite: true };

      // A concurrent toggle may have added it in the meantime.
      const [existing] = await db
        .select({ listingId: favoriteListings.listingId })
        .from(favoriteListings)
        .where(mine);
      if (existing !== undefined) return { listingId, isFavorite: true };
      throw new RoomsError({ code: BusinessResultCode.AdvertNotFound });
    },
  );
};
