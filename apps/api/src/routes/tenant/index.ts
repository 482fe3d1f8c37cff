import { activeTenantsCountRoute } from './active-tenants-count.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The tenant routes (§7 "Favourites and tenants"), to be registered with `prefix: '/tenant'`:
 * `GET /tenant/activetenantscount`.
 */
export const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(activeTenantsCountRoute);
};
