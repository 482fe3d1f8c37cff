import { z } from 'zod';

/**
 * The §8 error body as a response schema: `{ code, message, data? }`. `code` is a §8 generic
 * code ('http_401', 'invalid_request'), a §8 business result code (1015) or one of the API's
 * own codes (the `ErrorCode` of @rooms/domain); `data` carries details such as the failing fields
 * (`data.fields`) or `retryAfterSeconds`.
 */
export const errorBody = z
  .object({
    code: z.union([z.string(), z.number().int()]),
    message: z.string(),
    data: z.unknown().optional(),
  })
  .describe('Error in the §8 shape');

/**
 * Response schemas of the given error statuses, all {@link errorBody}, for a route's
 * `schema.response`. Every route also lists 400 (validation, malformed JSON).
 *
 * @param statuses the error statuses the route can answer with besides 400 (e.g. 401, 404, 429)
 * @returns an object from status to the error schema
 */
export function errorResponses<const S extends number>(
  ...statuses: S[]
): Record<S | 400, typeof errorBody> {
  const responses = { 400: errorBody } as Record<S | 400, typeof errorBody>;
  for (const status of statuses) responses[status] = errorBody;
  return responses;
}
