import { activeTenantsCountRoute } from './active-tenants-count.js';
import { findTenantsRoute } from './find-tenants.js';
import { tenantFavoriteRoutes } from './tenant-favorites.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The tenant routes (§7 "Favourites and tenants"), to be registered with `prefix: '/tenant'`:
 * `GET /tenant/activetenantscount`, `POST /tenant/findtenants`, `POST /tenant/toggle-favorite`,
 * `GET /tenant/my-favorite-tenants` and `GET /tenant/favorite-ids`.
 */
export const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(activeTenantsCountRoute);
  await app.register(findTenantsRoute);
  await app.register(tenantFavoriteRoutes);
};
