import { z } from 'zod';

import { errorResponses } from '../../errors/error-body.js';
import { MAX_ROWS_PER_PAGE, pageNoField, queryId } from '../conversation/conversation.schema.js';

import { listingPage } from './listing-card.schema.js';
import { replyTimeField } from './reply-time.schema.js';

/** Default page size of a landlord's public profile: 12 adverts. */
export const LANDLORD_LISTINGS_PAGE_SIZE = 12;

/** Query of `GET /listing/landlord-listings`. */
export const landlordListingsQuery = z.object({
  landlordID: queryId("The landlord's user id"),
  pageNo: pageNoField,
  rowsPerPage: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_ROWS_PER_PAGE)
    .default(LANDLORD_LISTINGS_PAGE_SIZE)
    .describe(`Page size, 1..100; default ${LANDLORD_LISTINGS_PAGE_SIZE}`),
});

/** Answer of `GET /listing/landlord-listings`. */
export const landlordListingsResponse = listingPage
  .extend({
    landlord: z
      .object({
        id: z.number().int(),
        firstName: z.string(),
        photoKey: z
          .string()
          .nullable()
          .describe('Image key of the profile photo, served at /image/{key}; null without one'),
        memberSince: z.iso.datetime().describe('When the account was made (UTC, ISO 8601)'),
        replyTime: replyTimeField,
      })
      .describe("The landlord's public fields"),
  })
  .describe("A landlord's public profile with a page of their active adverts");

/** Schema of `GET /listing/landlord-listings`. */
export const landlordListingsSchema = {
  operationId: 'getLandlordListings',
  tags: ['listing'],
  summary: "A landlord's public profile and active adverts",
  description:
    "The landlord's public fields and a page of their adverts a tenant may see, newest published first (§2 landlord public profile). No authentication. Unknown user: 404 http_404.",
  querystring: landlordListingsQuery,
  response: { 200: landlordListingsResponse, ...errorResponses(404) },
};
