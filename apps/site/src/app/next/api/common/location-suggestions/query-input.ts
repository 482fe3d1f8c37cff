import { ErrorCode } from '@rooms/domain';

import { LOCATION_QUERY_MAX_LENGTH } from '../../../../../features/search/location-suggestions';

/** The §8 body of a refused `query`: `invalid_request` naming the field. */
export interface InvalidQueryBody {
  readonly code: string;
  readonly message: string;
  readonly data: { readonly fields: readonly { field: 'query'; message: string }[] };
}

function refused(message: string): Response {
  const body: InvalidQueryBody = {
    code: ErrorCode.InvalidRequest,
    message: 'Invalid request',
    data: { fields: [{ field: 'query', message }] },
  };
  // Not stored: a refusal costs nothing to repeat and must not outlive a fixed caller.
  return Response.json(body, { status: 400, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * Reads the `query` parameter of `GET /next/api/common/location-suggestions` (§7).
 *
 * @param url the request URL
 * @returns the text trimmed (possibly empty: the route then answers no suggestions), or a 400
 *   §8 response (`invalid_request`, field `query`, `no-store`) when it is missing, given more
 *   than once or longer than {@link LOCATION_QUERY_MAX_LENGTH} characters after trimming
 */
export function readLocationQuery(
  url: URL,
): { readonly query: string } | { readonly response: Response } {
  const values = url.searchParams.getAll('query');
  if (values.length === 0) return { response: refused('query is required') };
  if (values.length > 1) return { response: refused('query must be given once') };
  const query = (values[0] ?? '').trim();
  if (query.length > LOCATION_QUERY_MAX_LENGTH) {
    return {
      response: refused(`query must be at most ${LOCATION_QUERY_MAX_LENGTH} characters`),
    };
  }
  return { query };
}
