import { DEFAULT_PAGE_NO } from '@rooms/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { completeListings } from '../../db/complete-listings.js';
import { cities, favoriteListings, listings, streets } from '../../db/schema.js';
import { isVisibleStatus } from '../../db/visible-listings.js';
import { errorResponses } from '../../errors/error-body.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Default favourites per page. */
export const FAVORITES_PAGE_SIZE = 20;
/** Largest page size accepted. */
export const MAX_FAVORITES_PAGE_SIZE = 100;
/** Highest page number accepted (bounds the OFFSET). */
export const MAX_PAGE_NO = 10_000;

/** Query of `GET /favorite/listings`. */
export const favoriteListingsQuery = z.object({
  pageNo: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_NO)
    .default(DEFAULT_PAGE_NO)
    .describe('Page number, from 1'),
  rowsPerPage: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_FAVORITES_PAGE_SIZE)
    .default(FAVORITES_PAGE_SIZE)
    .describe(`Listings per page, 1 to ${MAX_FAVORITES_PAGE_SIZE}`),
});

/** One favourite listing as the favourites page shows it. */
export const favoriteListing = z.object({
  listingId: z.number().int(),
  title: z.string(),
  listingType: z
    .number()
    .int()
    .describe('ListingType (§3): Room 1, Apartment 2, Studio 4, Antikraak 8, StudentResidence 16'),
  cityName: z.string(),
  citySlug: z.string().describe('City slug, for the listing detail URL (§2)'),
  streetName: z.string(),
  streetSlug: z.string().describe('Street slug, for the listing detail URL (§2)'),
  rentCents: z.number().int().describe('Monthly rent in euro cents'),
  serviceCostsCents: z.number().int().describe('Monthly service costs in euro cents'),
  surfaceM2: z.number().int().describe('Surface in m²'),
  furnishing: z
    .number()
    .int()
    .describe('Furnishing (§3): Uncarpeted 1, Unfurnished 2, Furnished 4'),
  availableFrom: z.iso.date().describe("Available from, 'YYYY-MM-DD'"),
  availableTo: z.iso.date().nullable().describe("Available until, 'YYYY-MM-DD'; null = indefinite"),
  isTopAdvert: z.boolean().describe('Has an active top advert (§3 TopAdvert product)'),
  coverPhotoKey: z
    .string()
    .nullable()
    .describe('Image key of the cover photo, served at /image/{key}; null without photos'),
  favoritedAt: z.iso.datetime().describe('When the user added it (UTC, ISO 8601)'),
});

/** Answer of `GET /favorite/listings`: one page, newest favourite first, and the total. */
export const favoriteListingsResponse = z.object({
  items: z.array(favoriteListing),
  totalCount: z
    .number()
    .int()
    .describe('Favourite listings of the user that are visible, over all pages'),
  pageNo: z.number().int(),
  rowsPerPage: z.number().int(),
});

/**
 * `GET /favorite/listings?pageNo=&rowsPerPage=` (§2 /my-favorites/rooms): the signed-in user's
 * favourite listings that are still visible (status 3, 4 or 10), newest favourite first, with
 * title, type, city and street (names and slugs), rent and service costs (cents), surface (m²),
 * furnishing, availability, top-advert flag, cover photo key and when it was added. Only the caller's own favourites: the user comes from the session.
 * 200; 400 for pages outside 1..10000 or page sizes outside 1..100; 401 anonymous.
 */
export const favoriteListingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/listings',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'getFavoriteListings',
        tags: ['favorite'],
        summary: "The signed-in user's favourite listings, paged",
        querystring: favoriteListingsQuery,
        response: { 200: favoriteListingsResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { db } = app.database;
      const { pageNo, rowsPerPage } = request.query;
      const mine = and(
        eq(favoriteListings.userId, currentUser(request).id),
        isVisibleStatus(listings.status),
      );
      const cover = sql<string | null>`(
        select p.image_key from listing_photos p
        where p.listing_id = ${listings.id}
        order by p.is_cover desc, p.position asc, p.id asc
        limit 1)`;

      const [rows, [total]] = await Promise.all([
        db
          .select({
            listingId: listings.id,
            // Only visible adverts (`mine`), never a draft: the wizard columns are set.
            title: completeListings.title,
            listingType: listings.listingType,
            cityName: cities.name,
            citySlug: cities.slug,
            streetName: streets.name,
            streetSlug: streets.slug,
            rentCents: completeListings.rentCents,
            serviceCostsCents: listings.serviceCostsCents,
            surfaceM2: completeListings.surfaceM2,
            furnishing: completeListings.furnishing,
            availableFrom: completeListings.availableFrom,
            availableTo: listings.availableTo,
            isTopAdvert: sql<boolean>`coalesce(${listings.topAdvertUntil} > now(), false)`,
            coverPhotoKey: cover,
            favoritedAt: favoriteListings.createdAt,
          })
          .from(favoriteListings)
          .innerJoin(listings, eq(listings.id, favoriteListings.listingId))
          .innerJoin(cities, eq(cities.id, listings.cityId))
          .innerJoin(streets, eq(streets.id, listings.streetId))
          .where(mine)
          .orderBy(desc(favoriteListings.createdAt), desc(listings.id))
          .limit(rowsPerPage)
          .offset((pageNo - 1) * rowsPerPage),
        db
          .select({ count: count() })
          .from(favoriteListings)
          .innerJoin(listings, eq(listings.id, favoriteListings.listingId))
          .where(mine),
      ]);
      return {
        items: rows.map((row) => ({ ...row, favoritedAt: row.favoritedAt.toISOString() })),
        totalCount: total?.count ?? 0,
        pageNo,
        rowsPerPage,
      };
    },
  );
};
