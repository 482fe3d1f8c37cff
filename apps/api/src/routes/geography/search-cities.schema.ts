import { z } from 'zod';

import {
  DEFAULT_CITY_LIMIT,
  MAX_CITY_LIMIT,
  MAX_CITY_QUERY_LENGTH,
} from '../../geography/city-search.js';

/** Query of `GET /search/cities`. */
export const searchCitiesQuery = z.object({
  query: z
    .string()
    .trim()
    .max(MAX_CITY_QUERY_LENGTH)
    .optional()
    .describe(
      `Optional name prefix, case and diacritics ignored ('s-h' finds 's-Hertogenbosch); at most ${MAX_CITY_QUERY_LENGTH} characters; empty or absent for all cities`,
    ),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_CITY_LIMIT)
    .default(DEFAULT_CITY_LIMIT)
    .describe(`Most cities returned, 1 to ${MAX_CITY_LIMIT} (default ${DEFAULT_CITY_LIMIT})`),
});

/** One city of a picker. */
export const cityOption = z.object({
  id: z.number().int().describe('City id (cities.id), the cityId of other calls'),
  name: z.string().describe("Display name, e.g. 'Den Haag'"),
  slug: z.string().describe("URL slug, e.g. 'den-haag'"),
  province: z.string().describe("Province, e.g. 'Zuid-Holland'"),
  lat: z.number().describe('Centre latitude, WGS84 degrees'),
  lng: z.number().describe('Centre longitude, WGS84 degrees'),
});

/** Answer of `GET /search/cities`. */
export const searchCitiesResponse = z.object({
  items: z.array(cityOption).describe('Cities, biggest first (number of addresses)'),
});
