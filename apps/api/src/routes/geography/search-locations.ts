import { errorResponses } from '../../errors/error-body.js';
import { searchLocations } from '../../geography/location-search.js';

import { searchLocationsQuery, searchLocationsResponse } from './search-locations.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Browser cache lifetime of the answer, in seconds (suggestions change only with a new seed). */
const CACHE_SECONDS = 300;

/**
 * `GET /search/locations?query=&limit=` (spec §7 "Geography", the site's location box through
 * `/next/api/common/location-suggestions`): cities and streets matching what the user typed by
 * prefix or, failing that, with typos ('amsterdm' → Amsterdam), diacritics ignored ('curacao'
 * → Curaçaostraat); ranking in src/geography/location-search.ts. Public; 200 `{ items }`
 * (possibly empty); 400 `invalid_request` (§8) for a query that is empty after trimming or
 * over 100 characters, or a limit outside 1..25.
 */
export const searchLocationsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/locations',
    {
      schema: {
        operationId: 'searchLocations',
        tags: ['geography'],
        summary: 'Location suggestions: cities and streets by prefix, typo tolerant',
        querystring: searchLocationsQuery,
        response: { 200: searchLocationsResponse, ...errorResponses() },
      },
    },
    async (request, reply) => {
      const items = await searchLocations(app.database.db, request.query);
      void reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`);
      return { items };
    },
  );
};
