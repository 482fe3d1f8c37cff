import { favoriteIdsRoute } from './favorite-ids.js';
import { favoriteListingsRoute } from './favorite-listings.js';
import { toggleFavoriteRoute } from './toggle-favorite.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The favourite-listing routes (§7 "Favourites and tenants"), to be registered with
 * `prefix: '/favorite'`: `POST /favorite?id=`, `GET /favorite/listings` and `GET /favorite/ids`.
 */
export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(toggleFavoriteRoute);
  await app.register(favoriteListingsRoute);
  await app.register(favoriteIdsRoute);
};
