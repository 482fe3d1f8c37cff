import { z } from 'zod';

import { errorResponses } from '../../errors/error-body.js';

import { listingSearchRequest } from './listing-search-request.schema.js';

/** Query of `GET /listing/listingsearchcriteria`. */
export const listingSearchCriteriaQuery = z.object({
  psaIdentifier: z
    .string()
    .max(100)
    .optional()
    .describe(
      'Search alert (PSA) whose criteria are asked for; none exist yet, so any value is 404',
    ),
});

/** Schema of `GET /listing/listingsearchcriteria`. */
export const listingSearchCriteriaSchema = {
  operationId: 'getListingSearchCriteria',
  tags: ['listing'],
  summary: 'The search criteria of a search alert, or the default criteria',
  description:
    'Without psaIdentifier: the default listing search request (§5/§9 defaults of @rooms/domain). Search alerts are not stored yet: a psaIdentifier is 404 http_404.',
  querystring: listingSearchCriteriaQuery,
  response: { 200: listingSearchRequest, ...errorResponses(404) },
};
