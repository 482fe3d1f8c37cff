import { resolveSlugRoute } from './resolve-slug.js';
import { searchCitiesRoute } from './search-cities.js';
import { searchLocationsRoute } from './search-locations.js';
import { searchStreetsRoute } from './search-streets.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The geography routes (spec §7 "Geography"), registered without a prefix:
 * `GET /search/cities`, `GET /search/locations`, `GET /search/streets` (streets of one city, for
 * the wizard's address step) and `GET /gis/slugs/{slugId}` (the city-slug and
 * the street-slug call in one route).
 */
export const geographyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(searchCitiesRoute);
  await app.register(searchLocationsRoute);
  await app.register(searchStreetsRoute);
  await app.register(resolveSlugRoute);
};
