import { ListingStatus, MY_LISTINGS_FILTER_STATUSES } from '@rooms/domain';
import { and, count, desc, inArray, sql } from 'drizzle-orm';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { cities, conversations, listings, streets } from '../../db/schema.js';
import { errorResponses } from '../../errors/error-body.js';
import {
  LISTING_SUMMARY_COLUMNS,
  toConversationListing,
} from '../../messaging/conversation-queries.js';
import {
  canMoveUpSql,
  ownListings,
  searchTermCondition,
  selectOwnListings,
} from '../../my-listings/own-listings.js';

import { myListingsQuery, myListingsResponse } from './my-listings.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The advert columns of {@link LISTING_SUMMARY_COLUMNS} as My adverts reads them: a wizard draft
 * (Concept) may lack its title, address and rent yet — then '' (title, city, street) and 0 (rent).
 */
const OWN_LISTING_SUMMARY_COLUMNS = {
  ...LISTING_SUMMARY_COLUMNS,
  title: sql<string>`coalesce(${listings.title}, '')`,
  cityName: sql<string>`coalesce(${cities.name}, '')`,
  citySlug: sql<string>`coalesce(${cities.slug}, '')`,
  streetName: sql<string>`coalesce(${streets.name}, '')`,
  streetSlug: sql<string>`coalesce(${streets.slug}, '')`,
  rentCents: sql<number>`coalesce(${listings.rentCents}, 0)`,
};

/** Reactions to the advert: the conversations about it (index `conversations_listing_idx`). */
const reactionCount = sql<number>`(select count(*) from ${conversations} c where c.listing_id = ${listings.id})::integer`;

/**
 * `GET /listing/mylistings?pageNo=&rowsPerPage=&listingStatusType=&searchTerm=` (§7, §2
 * `/my-adverts`): one page of the signed-in landlord's own adverts of a My-listings filter
 * (statuses per filter: `MY_LISTINGS_FILTER_STATUSES` of @rooms/domain; deleted adverts never),
 * optionally only those whose title, city or street contains the search term (case and accents
 * ignored), newest first (creation time, then id). Each with its status, place, rent (euro
 * cents), cover photo key, views, reaction count (conversations about it), publication, top
 * advert and move-up times, whether it can be moved up now and the latest deactivation reason.
 *
 * 200 with the page and the total; 400 `invalid_request` for pages outside 1..10000, page sizes
 * outside 1..100, an unknown filter or a search term over 100 characters; 401 anonymous.
 */
export const myListingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mylistings',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'getMyListings',
        tags: ['listing'],
        summary: "A page of the signed-in landlord's adverts of one My-listings filter",
        querystring: myListingsQuery,
        response: { 200: myListingsResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { db } = app.database;
      const { pageNo, rowsPerPage, listingStatusType, searchTerm } = request.query;
      const where = and(
        ownListings(currentUser(request).id),
        inArray(listings.status, [...MY_LISTINGS_FILTER_STATUSES[listingStatusType]]),
        searchTermCondition(searchTerm),
      );
      const [rows, [total]] = await Promise.all([
        selectOwnListings(
          db,
          {
            ...OWN_LISTING_SUMMARY_COLUMNS,
            views: listings.views,
            reactionCount,
            createdAt: listings.createdAt,
            publishedAt: listings.publishedAt,
            topAdvertUntil: listings.topAdvertUntil,
            isTopAdvert: sql<boolean>`coalesce(${listings.topAdvertUntil} > now(), false)`,
            movedUpAt: listings.movedUpAt,
            canMoveUp: canMoveUpSql,
            deactivationReason: listings.deactivationReason,
            rejectionReason: listings.rejectionReason,
            confirmedAt: listings.confirmedAt,
          },
          where,
          {
            orderBy: [desc(listings.createdAt), desc(listings.id)],
            limit: rowsPerPage,
            offset: (pageNo - 1) * rowsPerPage,
          },
        ),
        selectOwnListings(db, { count: count() }, where),
      ]);
      return {
        items: rows.map((row) => ({
          ...toConversationListing(row),
          views: row.views,
          reactionCount: row.reactionCount,
          createdAt: row.createdAt.toISOString(),
          publishedAt: row.publishedAt?.toISOString() ?? null,
          topAdvertUntil: row.topAdvertUntil?.toISOString() ?? null,
          isTopAdvert: row.isTopAdvert,
          movedUpAt: row.movedUpAt?.toISOString() ?? null,
          canMoveUp: row.canMoveUp,
          deactivationReason: row.deactivationReason,
          rejectionReason: row.status === ListingStatus.Rejected ? row.rejectionReason : null,
          confirmedAt: row.confirmedAt.toISOString(),
        })),
        totalCount: total?.count ?? 0,
        pageNo,
        rowsPerPage,
      };
    },
  );
};
