import { ErrorCode, RoomsError } from '@rooms/domain';

import { identify } from '../../auth/authenticate.js';
import { toTenantSearchCriteria } from '../../tenant-search/criteria.js';
import { findTenants } from '../../tenant-search/tenant-search.js';

import { findTenantsSchema } from './find-tenants.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `POST /tenant/findtenants` (§7, issue 26): one page of tenant cards and the total. Public
 * (anonymous visitors may browse tenants; cards then carry `isFavorite: null`); signed in, the
 * cards say which tenants are the caller's favourites, and `onlyFavorite` (the favourite view,
 * §5) needs a session — 401 without one. 200; 400 `invalid_request` for bad input (§8).
 */
export const findTenantsRoute: FastifyPluginAsyncZod = async (app) => {
  app.post('/findtenants', { preHandler: identify, schema: findTenantsSchema }, async (request) => {
    const criteria = toTenantSearchCriteria(request.body);
    if (criteria.onlyFavorite && request.user === null) {
      throw new RoomsError({ code: ErrorCode.Http401 });
    }
    return findTenants(app.database, criteria, request.user?.id ?? null);
  });
};
