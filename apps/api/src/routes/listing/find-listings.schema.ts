import { errorResponses } from '../../errors/error-body.js';

import { listingPage } from './listing-card.schema.js';
import { listingSearchRequest } from './listing-search-request.schema.js';

/** Schema of `POST /listing/findlistings`: the §3 search request in, a page of cards out. */
export const findListingsSchema = {
  operationId: 'findListings',
  tags: ['listing'],
  summary: 'Search listings: one page of result cards and the total',
  description:
    'Listings a tenant may see (status Approved 3, Active 4, AutomaticallyActivated 10) matching the §3 request. ' +
    'Place: citySlug (or location.citySlug; unknown = empty result), radiusId km around the street (streetSlug) or city centre, 0 = inside the city. ' +
    'The map box fields are ignored here (see findMaplistings). Sorted by listingSortOptionId with the id as tiebreak; with NewestFirst active top adverts come first.',
  body: listingSearchRequest,
  response: { 200: listingPage, ...errorResponses() },
};
