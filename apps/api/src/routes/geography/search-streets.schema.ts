import { z } from 'zod';

import {
  DEFAULT_STREET_LIMIT,
  MAX_STREET_LIMIT,
  MAX_STREET_QUERY_LENGTH,
} from '../../geography/street-search.js';
import { queryId } from '../conversation/conversation.schema.js';

/** Query of `GET /search/streets`. */
export const searchStreetsQuery = z.object({
  cityId: queryId('City id (cities.id)'),
  query: z
    .string()
    .trim()
    .min(1)
    .max(MAX_STREET_QUERY_LENGTH)
    .describe(
      `What the user typed: the start of the street name or of one of its words, case and diacritics ignored; 1 to ${MAX_STREET_QUERY_LENGTH} characters`,
    ),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_STREET_LIMIT)
    .default(DEFAULT_STREET_LIMIT)
    .describe(`Most streets returned, 1 to ${MAX_STREET_LIMIT} (default ${DEFAULT_STREET_LIMIT})`),
});

/** One street of a city. */
export const streetOption = z.object({
  id: z
    .number()
    .int()
    .describe('Street id (streets.id), the streetId of POST /supplyflow/cra-address'),
  name: z.string().describe("Display name, e.g. 'Herestraat'"),
  postcode4: z
    .string()
    .nullable()
    .describe("First four digits of the street's postcodes, e.g. '9711'; null when unknown"),
  lat: z.number().describe('Latitude of the street, WGS84 degrees'),
  lng: z.number().describe('Longitude of the street, WGS84 degrees'),
});

/** Answer of `GET /search/streets`. */
export const searchStreetsResponse = z.object({
  items: z
    .array(streetOption)
    .describe(
      'Streets of the city, name starts first, then busier streets; none for an unknown city',
    ),
});
