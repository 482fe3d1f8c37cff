import { errorResponses } from '../../errors/error-body.js';
import { searchCities } from '../../geography/city-search.js';

import { searchCitiesQuery, searchCitiesResponse } from './search-cities.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Browser cache lifetime of the answer, in seconds: cities change only with a new seed. */
const CACHE_SECONDS = 300;

/**
 * `GET /search/cities?query=&limit=` (spec §7 "Geography"): cities for the pickers, biggest
 * first, optionally only those whose name starts with `query` (case and diacritics ignored).
 * Public; 200 `{ items }`; 400 `invalid_request` (§8) for a query over 100 characters or a
 * limit outside 1..100.
 */
export const searchCitiesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/cities',
    {
      schema: {
        operationId: 'searchCities',
        tags: ['geography'],
        summary: 'Cities for pickers, biggest first, with an optional name prefix',
        querystring: searchCitiesQuery,
        response: { 200: searchCitiesResponse, ...errorResponses() },
      },
    },
    async (request, reply) => {
      const items = await searchCities(app.database.db, request.query);
      void reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`);
      return { items };
    },
  );
};
