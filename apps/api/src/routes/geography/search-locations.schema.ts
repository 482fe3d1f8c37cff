import { z } from 'zod';

import {
  DEFAULT_LOCATION_LIMIT,
  MAX_LOCATION_LIMIT,
  MAX_LOCATION_QUERY_LENGTH,
} from '../../geography/location-search.js';

/** Query of `GET /search/locations`. */
export const searchLocationsQuery = z.object({
  query: z
    .string()
    .trim()
    .min(1)
    .max(MAX_LOCATION_QUERY_LENGTH)
    .describe(
      `What the user typed: 1 to ${MAX_LOCATION_QUERY_LENGTH} characters after trimming; case and diacritics are ignored`,
    ),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_LOCATION_LIMIT)
    .default(DEFAULT_LOCATION_LIMIT)
    .describe(`Most suggestions, 1 to ${MAX_LOCATION_LIMIT} (default ${DEFAULT_LOCATION_LIMIT})`),
});

/** One suggestion of the location box. */
export const locationSuggestion = z.object({
  type: z.enum(['city', 'street']).describe("'city' for a place, 'street' for a street of a place"),
  name: z.string().describe("Name of the city or of the street, e.g. 'Kalverstraat'"),
  cityName: z.string().describe('Name of the city (of the street)'),
  citySlug: z.string().describe("City slug, e.g. 'amsterdam'"),
  streetSlug: z
    .string()
    .optional()
    .describe("Street slug within the city, e.g. 'kalverstraat'; only for streets"),
  cityId: z.number().int().describe('City id (cities.id)'),
  lat: z.number().describe('Latitude of the city centre or of the street, WGS84 degrees'),
  lng: z.number().describe('Longitude of the city centre or of the street, WGS84 degrees'),
});

/** Answer of `GET /search/locations`. */
export const searchLocationsResponse = z.object({
  items: z
    .array(locationSuggestion)
    .describe(
      'Suggestions, best first: cities (exact name, name prefix, a later word’s prefix), then streets (exact, prefix), then typo matches by trigram similarity; bigger places first among equals',
    ),
});
