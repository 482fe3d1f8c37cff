import { errorResponses } from '../../errors/error-body.js';

import { listingPage } from './listing-card.schema.js';
import { listingSearchRequest } from './listing-search-request.schema.js';

/** Schema of `POST /listing/findMaplistings`. */
export const findMapListingsSchema = {
  operationId: 'findMapListings',
  tags: ['listing'],
  summary: 'Result cards of the listings inside a bounding box, paged',
  description:
    'As findlistings, but the place is the map box lat_lo/lng_lo/lat_hi/lng_hi (default: the §9 region box) instead of the city, street and radius.',
  body: listingSearchRequest,
  response: { 200: listingPage, ...errorResponses() },
};
