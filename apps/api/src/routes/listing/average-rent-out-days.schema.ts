import { z } from 'zod';

import { errorResponses } from '../../errors/error-body.js';
import { storableText } from '../text-input.js';

/** Query of `GET /listing/averagerentoutdays`. */
export const averageRentOutDaysQuery = z.object({
  cityName: z
    .string()
    .trim()
    .min(1)
    .max(100)
    // Looked up as typed: PostgreSQL refuses NUL in text (it answered 500).
    .refine(...storableText)
    .describe('City name (case and diacritics ignored) or slug'),
});

/** Answer of `GET /listing/averagerentoutdays`. */
export const averageRentOutDaysResponse = z.object({
  cityName: z.string().describe("The city's name as stored"),
  averageDays: z
    .number()
    .int()
    .describe('Average days from publication until a listing was deactivated (rented out)'),
  sampleSize: z.number().int().describe('Deactivated listings averaged; 0 for the default'),
  basis: z
    .enum(['city', 'national', 'default'])
    .describe(
      "'city'; 'national' when the city has fewer than 5 deactivated listings; 'default' (30 days) when none exist",
    ),
});

/** Schema of `GET /listing/averagerentoutdays`. */
export const averageRentOutDaysSchema = {
  operationId: 'getAverageRentOutDays',
  tags: ['listing'],
  summary: 'Average number of days listings of a city stay online before being rented out',
  querystring: averageRentOutDaysQuery,
  response: { 200: averageRentOutDaysResponse, ...errorResponses(404) },
};
