import {
  DEFAULT_LISTING_SEARCH_FILTERS,
  ErrorCode,
  RoomsError,
  toListingSearchRequest,
} from '@rooms/domain';

import { listingSearchCriteriaSchema } from './listing-search-criteria.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `GET /listing/listingsearchcriteria?psaIdentifier=` (§7): the default §3 search request
 * (`toListingSearchRequest(DEFAULT_LISTING_SEARCH_FILTERS)`: all properties, whole country,
 * radius 10 km, newest first, page 1, 20 rows, the §9 map box). Search alerts (PSA) are not
 * stored yet, so a non-empty psaIdentifier is 404 `http_404`.
 */
export const listingSearchCriteriaRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/listingsearchcriteria', { schema: listingSearchCriteriaSchema }, async (request) => {
    const psa = request.query.psaIdentifier?.trim() ?? '';
    if (psa !== '')
      throw new RoomsError({ code: ErrorCode.Http404, message: 'Search alert not found' });
    return toListingSearchRequest(DEFAULT_LISTING_SEARCH_FILTERS);
  });
};
