import { count, eq, notExists } from 'drizzle-orm';
import { z } from 'zod';

import { listings, users } from '../../db/schema.js';
import { errorResponses } from '../../errors/error-body.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Query of `GET /tenant/activetenantscount`. */
export const activeTenantsCountQuery = z.object({
  cityName: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe("City the count is asked for (see the answer's scope)"),
});

/** Answer of `GET /tenant/activetenantscount`. */
export const activeTenantsCountResponse = z.object({
  count: z.number().int().describe('Number of tenant accounts in the scope'),
  scope: z
    .enum(['city', 'national'])
    .describe("'city' when counted for cityName; 'national' when counted for the whole country"),
  cityName: z.string().nullable().describe('The cityName asked for, null when none'),
});

/**
 * `GET /tenant/activetenantscount?cityName=` (§7, shown by the site's /next/api/common/active-tenant-count).
 *
 * Definition (ours, the spec gives none): a tenant account is a user with no listing of any
 * status. Tenant profiles have no city yet, so the count is national whatever `cityName` says
 * and the answer says so with `scope: 'national'`; once profiles carry a city, a `cityName`
 * narrows the count and `scope` becomes 'city'. Public; 200; 400 for a cityName over 100 characters.
 */
export const activeTenantsCountRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/activetenantscount',
    {
      schema: {
        operationId: 'getActiveTenantsCount',
        tags: ['tenant'],
        summary: 'Number of tenant accounts (users without listings)',
        description:
          'A tenant account is a user with no listing of any status. Tenant profiles have no city yet, so the count is national (scope "national") whatever cityName says.',
        querystring: activeTenantsCountQuery,
        response: { 200: activeTenantsCountResponse, ...errorResponses() },
      },
    },
    async (request) => {
      const [row] = await app.database.db
        .select({ count: count() })
        .from(users)
        .where(
          notExists(
            app.database.db
              .select({ id: listings.id })
              .from(listings)
              .where(eq(listings.landlordId, users.id)),
          ),
        );
      const cityName =
        request.query.cityName === undefined || request.query.cityName === ''
          ? null
          : request.query.cityName;
      return { count: row?.count ?? 0, scope: 'national' as const, cityName };
    },
  );
};
