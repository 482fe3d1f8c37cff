import { averageRentOutDaysRoute } from './average-rent-out-days.js';
import { confirmAvailableRoutes } from './confirm-available.js';
import { countListingsRoute } from './count-listings.js';
import { deactivateListingRoute } from './deactivate-listing.js';
import { deleteListingRoute } from './delete-listing.js';
import { findListingsRoute } from './find-listings.js';
import { findMapDataRoute } from './find-map-data.js';
import { findMapListingsRoute } from './find-map-listings.js';
import { landlordListingsRoute } from './landlord-listings.js';
import { listingChangesRoute } from './listing-changes.js';
import { listingDetailsRoute } from './listing-details.js';
import { listingSearchCriteriaRoute } from './listing-search-criteria.js';
import { moveUpListingRoute } from './move-up-listing.js';
import { myListingsCountRoute } from './my-listings-count.js';
import { myListingsRoute } from './my-listings.js';
import { rentalCandidatesRoute } from './rental-candidates.js';
import { reportLetRoute } from './report-let.js';
import { reportListingRoute } from './report-listing.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The public listing routes of §7 "Listings", to be registered with `prefix: '/listing'`:
 * `POST findlistings`, `count`, `findmapdata`, `findMaplistings`; `GET details`,
 * `listingsearchcriteria`, `averagerentoutdays`, `changes` (a stream for the site's page cache), `landlord-listings` (a landlord's public profile) need no authentication; `POST abuse` (report an
 * advert) needs a signed-in user, and so do the landlord's "My adverts" calls (§2 `/my-adverts`),
 * which act only on the caller's own adverts: `GET mylistings`, `mylistings-count`,
 * `POST deactivate-listing` (with `GET rental-candidates` for its cashback choice), `moveup`,
 * `confirm-available` and `DELETE delete-listing`; `POST report-let` needs a signed-in user, and
 * `POST confirm-available-link` (a fresh-adverts e-mail's link) none.
 */
export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(findListingsRoute);
  await app.register(countListingsRoute);
  await app.register(findMapDataRoute);
  await app.register(findMapListingsRoute);
  await app.register(listingDetailsRoute);
  await app.register(listingChangesRoute);
  await app.register(landlordListingsRoute);
  await app.register(listingSearchCriteriaRoute);
  await app.register(averageRentOutDaysRoute);
  await app.register(reportListingRoute);
  await app.register(myListingsRoute);
  await app.register(myListingsCountRoute);
  await app.register(deactivateListingRoute);
  await app.register(rentalCandidatesRoute);
  await app.register(deleteListingRoute);
  await app.register(moveUpListingRoute);
  await app.register(confirmAvailableRoutes);
  await app.register(reportLetRoute);
};
