import { ErrorCode, RoomsError } from '@rooms/domain';

import { errorResponses } from '../../errors/error-body.js';
import { findCityBySlug, findStreetBySlug } from '../../geography/slug-resolution.js';

import { resolveSlugParams, resolveSlugQuery, resolveSlugResponse } from './resolve-slug.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Browser cache lifetime of the answer, in seconds: slugs change only with a new seed. */
const CACHE_SECONDS = 300;

/**
 * `GET /gis/slugs/{slugId}` and `GET /gis/slugs/{slugId}?cityId=` (spec §7 "Geography": the
 * `{citySlugId}` and `{streetSlugId}` calls share the path, so one route serves both):
 * without `cityId`, `slugId` is a city slug and the answer the city (`type: 'city'`); with
 * `cityId`, `slugId` is a street slug of that city and the answer the street with its city
 * (`type: 'street'`). Public; 200; 404 `http_404` (§8) for an unknown slug (or a street slug
 * the city does not have, or an unknown cityId); 400 `invalid_request` for a cityId that is
 * not an integer 1..2147483647, a slug over 100 characters or a malformed path (see
 * errors/framework-errors.ts).
 */
export const resolveSlugRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gis/slugs/:slugId',
    {
      schema: {
        operationId: 'resolveSlug',
        tags: ['geography'],
        summary: 'Resolves a city slug, or with cityId a street slug of that city',
        description:
          'Serves both §7 calls `GET /gis/slugs/{citySlugId}` and `GET /gis/slugs/{streetSlugId}?cityId=`. ' +
          'Without cityId, slugId is a city slug and the answer is the city (type "city"). ' +
          'With cityId, slugId is a street slug within that city and the answer is the street and its city (type "street"). ' +
          'Slugs are lowercase with diacritics removed and other characters replaced by "-" (den-haag, s-hertogenbosch); ' +
          'the requested slug is normalised the same way first. 404 http_404 when nothing matches.',
        params: resolveSlugParams,
        querystring: resolveSlugQuery,
        response: { 200: resolveSlugResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { slugId } = request.params;
      const { cityId } = request.query;
      if (cityId === undefined) {
        const city = await findCityBySlug(app.database.db, slugId);
        if (city === null)
          throw new RoomsError({ code: ErrorCode.Http404, message: 'City not found' });
        void reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`);
        return { type: 'city' as const, ...city };
      }
      const street = await findStreetBySlug(app.database.db, slugId, cityId);
      if (street === null)
        throw new RoomsError({ code: ErrorCode.Http404, message: 'Street not found' });
      void reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`);
      return { type: 'street' as const, ...street };
    },
  );
};
