import {
  DEFAULT_LISTING_SEARCH_FILTERS,
  ErrorCode,
  RoomsError,
  toListingSearchRequest,
} from '@rooms/domain';

import { alertByPsa } from '../../alerts/alert-store.js';

import { listingSearchCriteriaSchema } from './listing-search-criteria.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** What a search alert identifier looks like (base64url). */
const PSA_FORM = /^[A-Za-z0-9_-]+$/;

/**
 * `GET /listing/listingsearchcriteria?psaIdentifier=` (§7): the §3 search request of a search
 * alert (as saved, complete), so a link from an alert e-mail restores its filters; without an
 * identifier the default request (`toListingSearchRequest(DEFAULT_LISTING_SEARCH_FILTERS)`: all
 * properties, whole country, radius 10 km, newest first, page 1, 20 rows, the §9 map box).
 * 404 `http_404` for an identifier no alert has (any longer).
 */
export const listingSearchCriteriaRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/listingsearchcriteria', { schema: listingSearchCriteriaSchema }, async (request) => {
    const psa = request.query.psaIdentifier?.trim() ?? '';
    if (psa === '') return toListingSearchRequest(DEFAULT_LISTING_SEARCH_FILTERS);
    // Only identifiers of the form alerts have can name one (and odd text never reaches SQL).
    const alert = PSA_FORM.test(psa) ? await alertByPsa(app.database, psa) : null;
    if (alert === null)
      throw new RoomsError({ code: ErrorCode.Http404, message: 'Search alert not found' });
    return alert.searchRequest;
  });
};
