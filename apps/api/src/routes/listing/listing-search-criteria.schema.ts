import { z } from 'zod';

import { errorResponses } from '../../errors/error-body.js';

import { listingSearchRequest } from './listing-search-request.schema.js';

/** Query of `GET /listing/listingsearchcriteria`. */
export const listingSearchCriteriaQuery = z.object({
  psaIdentifier: z
    .string()
    .max(100)
    .optional()
    .describe('Search alert (PSA) whose criteria are asked for; an identifier no alert has is 404'),
});

/** Schema of `GET /listing/listingsearchcriteria`. */
export const listingSearchCriteriaSchema = {
  operationId: 'getListingSearchCriteria',
  tags: ['listing'],
  summary: 'The search criteria of a search alert, or the default criteria',
  description:
    'With psaIdentifier: the search request the alert was saved with (complete, defaults filled in); 404 http_404 when no alert has that identifier. Without: the default listing search request (§5/§9 defaults of @rooms/domain).',
  querystring: listingSearchCriteriaQuery,
  response: { 200: listingSearchRequest, ...errorResponses(404) },
};
