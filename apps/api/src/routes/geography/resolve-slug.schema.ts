import { z } from 'zod';

/** Largest PostgreSQL `integer`, the range of ids. */
const MAX_ID = 2_147_483_647;
/** Longest accepted slug, in characters (Fastify's `maxParamLength`; real slugs have at most 50). */
export const MAX_SLUG_LENGTH = 100;

/** Path parameters of `GET /gis/slugs/{slugId}`. */
export const resolveSlugParams = z.object({
  slugId: z
    .string()
    .min(1)
    .max(MAX_SLUG_LENGTH)
    .describe(
      "A city slug ('den-haag'), or with cityId a street slug within that city ('kalverstraat')",
    ),
});

/** Query of `GET /gis/slugs/{slugId}`. */
export const resolveSlugQuery = z.object({
  cityId: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_ID)
    .optional()
    .describe('City id (cities.id); when present, slugId is a street slug of this city'),
});

/** Answer for a city slug (no cityId). */
export const citySlugResponse = z.object({
  type: z.literal('city'),
  cityId: z.number().int(),
  cityName: z.string().describe("Display name, e.g. 'Den Haag'"),
  citySlug: z.string(),
  lat: z.number().describe('Centre latitude, WGS84 degrees'),
  lng: z.number().describe('Centre longitude, WGS84 degrees'),
  province: z.string(),
});

/** Answer for a street slug (with cityId). */
export const streetSlugResponse = z.object({
  type: z.literal('street'),
  streetId: z.number().int(),
  streetName: z.string(),
  streetSlug: z.string(),
  cityId: z.number().int(),
  cityName: z.string(),
  citySlug: z.string(),
  lat: z.number().describe('Street latitude, WGS84 degrees'),
  lng: z.number().describe('Street longitude, WGS84 degrees'),
});

/** Answer of `GET /gis/slugs/{slugId}`: a city or a street, told apart by `type`. */
export const resolveSlugResponse = z.discriminatedUnion('type', [
  citySlugResponse,
  streetSlugResponse,
]);
