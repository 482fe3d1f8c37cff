import { alwaysOkRoute } from './always-ok.js';
import { alwaysUnauthorizedRoute } from './always-unauthorized.js';
import { authorizedRoute } from './authorized.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The debug routes (§7 "Debug"), to be registered with `prefix: '/debug'`: alwaysok,
 * alwaysunauthorized and authorized.
 */
export const debugRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(alwaysOkRoute);
  await app.register(alwaysUnauthorizedRoute);
  await app.register(authorizedRoute);
};
