import { averageRentOutDaysRoute } from './average-rent-out-days.js';
import { countListingsRoute } from './count-listings.js';
import { findListingsRoute } from './find-listings.js';
import { findMapDataRoute } from './find-map-data.js';
import { findMapListingsRoute } from './find-map-listings.js';
import { listingDetailsRoute } from './listing-details.js';
import { listingSearchCriteriaRoute } from './listing-search-criteria.js';
import { reportListingRoute } from './report-listing.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The public listing routes of §7 "Listings", to be registered with `prefix: '/listing'`:
 * `POST findlistings`, `count`, `findmapdata`, `findMaplistings`; `GET details`,
 * `listingsearchcriteria`, `averagerentoutdays` need no authentication; `POST abuse` (report an
 * advert) needs a signed-in user.
 */
export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(findListingsRoute);
  await app.register(countListingsRoute);
  await app.register(findMapDataRoute);
  await app.register(findMapListingsRoute);
  await app.register(listingDetailsRoute);
  await app.register(listingSearchCriteriaRoute);
  await app.register(averageRentOutDaysRoute);
  await app.register(reportListingRoute);
};
