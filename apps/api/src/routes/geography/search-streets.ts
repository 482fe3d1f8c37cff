import { errorResponses } from '../../errors/error-body.js';
import { searchStreets } from '../../geography/street-search.js';

import { searchStreetsQuery, searchStreetsResponse } from './search-streets.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Browser cache lifetime of the answer, in seconds: streets change only with a new seed. */
const CACHE_SECONDS = 300;

/**
 * `GET /search/streets?cityId=&query=&limit=`: the streets of one city for the address step of
 * the listing wizard (§2, §3 step Address), whose name or one of its words starts with the
 * query. Public; 200 `{ items }`; 400 `invalid_request` (§8) for a missing or bad city id, an
 * empty or over-long query or a limit outside 1..50.
 */
export const searchStreetsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/streets',
    {
      schema: {
        operationId: 'searchStreets',
        tags: ['geography'],
        summary: 'Streets of one city whose name or a word of it starts with the query',
        querystring: searchStreetsQuery,
        response: { 200: searchStreetsResponse, ...errorResponses() },
      },
    },
    async (request, reply) => {
      const items = await searchStreets(app.database.db, request.query);
      void reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`);
      return { items };
    },
  );
};
