import { z } from 'zod';

import { errorResponses } from '../../errors/error-body.js';
import { nearbyCities } from '../../tenant-search/nearby-cities.js';
import { countSeeking, tenantIndex } from '../../tenant-search/tenant-index.js';
import { storableText } from '../text-input.js';

import type { Database } from '../../db/database.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Query of `GET /tenant/activetenantscount`. */
export const activeTenantsCountQuery = z.object({
  cityName: z
    .string()
    .trim()
    .max(100)
    .refine(...storableText)
    .optional()
    .describe("City the count is asked for (see the answer's scope)"),
});

/** Answer of `GET /tenant/activetenantscount`. */
export const activeTenantsCountResponse = z.object({
  count: z.number().int().describe('Number of tenant profiles shown to landlords in the scope'),
  scope: z
    .enum(['city', 'national'])
    .describe("'city' when counted for cityName; 'national' when counted for the whole country"),
  cityName: z.string().nullable().describe('The cityName asked for, null when none'),
});

/**
 * `GET /tenant/activetenantscount?cityName=` (§7, shown by the site's /next/api/common/active-tenant-count).
 *
 * Definition (ours, the spec gives none): an active tenant is a tenant profile shown to
 * landlords (visible, searchable, account not deleted). With a `cityName`, the profiles seeking
 * a city within 5 km of it (the tenant search's rule, §3 §9; an unknown name counts 0) and
 * `scope: 'city'`; without one, the whole country and `scope: 'national'`. Public; 200; 400 for
 * a cityName over 100 characters.
 */
export const activeTenantsCountRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/activetenantscount',
    {
      schema: {
        operationId: 'getActiveTenantsCount',
        tags: ['tenant'],
        summary: 'Number of tenant profiles shown to landlords, in a city or the whole country',
        description:
          'Active tenants are tenant profiles shown to landlords (visible and complete). With cityName: those seeking a city within 5 km of it (scope "city"); without: the whole country (scope "national").',
        querystring: activeTenantsCountQuery,
        response: { 200: activeTenantsCountResponse, ...errorResponses() },
      },
    },
    async (request) => {
      const cityName =
        request.query.cityName === undefined || request.query.cityName === ''
          ? null
          : request.query.cityName;
      if (cityName === null) {
        return {
          count: await countShown(app.database, null),
          scope: 'national' as const,
          cityName,
        };
      }
      const nearby = await nearbyCities(app.database, { name: cityName });
      const count = nearby === null ? 0 : await countShown(app.database, nearby.cityIds);
      return { count, scope: 'city' as const, cityName };
    },
  );
};

/** Shown profiles seeking one of `cityIds` (null: anywhere), from the tenant search's index. */
async function countShown(database: Database, cityIds: readonly number[] | null): Promise<number> {
  return countSeeking(await tenantIndex(database), cityIds);
}
