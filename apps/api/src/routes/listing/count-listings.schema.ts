import { z } from 'zod';

import { errorResponses } from '../../errors/error-body.js';

import { listingSearchRequest } from './listing-search-request.schema.js';

/** Answer of `POST /listing/count`. */
export const listingCountResponse = z.object({
  count: z.number().int().describe('Listings findlistings would return over all pages'),
});

/** Schema of `POST /listing/count`. */
export const countListingsSchema = {
  operationId: 'countListings',
  tags: ['listing'],
  summary: 'Number of listings matching a search',
  description:
    'The exact totalCount of findlistings for the same request (paging fields are ignored).',
  body: listingSearchRequest,
  response: { 200: listingCountResponse, ...errorResponses() },
};
