import {
  DeactivationReason,
  enumValues,
  MAX_MY_LISTINGS_ROWS_PER_PAGE,
  MY_LISTINGS_PAGE_SIZE,
  MY_LISTINGS_SEARCH_TERM_MAX_LENGTH,
  MyListingsFilter,
} from '@rooms/domain';
import { z } from 'zod';

import {
  bodyId,
  conversationListing,
  pageNoField,
  queryId,
} from '../conversation/conversation.schema.js';

import { confirmedAtField } from './listing-card.schema.js';

/**
 * Schemas of the landlord's "My adverts" calls (§2 `/my-adverts`, §7): `GET /listing/mylistings`,
 * `GET /listing/mylistings-count`, `POST /listing/deactivate-listing`,
 * `DELETE /listing/delete-listing`, `POST /listing/moveup` and `POST /supplyflow/cra-reactivate`.
 */

/** `searchTerm`: part of the title, city or street; case and diacritics ignored; may be empty. */
export const searchTermField = z
  .string()
  .max(MY_LISTINGS_SEARCH_TERM_MAX_LENGTH)
  .default('')
  .describe(
    `Only adverts whose title, city or street contains this text (case and accents ignored, white space collapsed); at most ${MY_LISTINGS_SEARCH_TERM_MAX_LENGTH} characters; empty: all`,
  );

const deactivationReasonField = z
  .number()
  .int()
  .nullable()
  .describe(
    'DeactivationReason (§3) of the latest deactivation, or 90 (NotConfirmed, ours: the advert was not confirmed for 30 days); null when never deactivated',
  );
const publishedAtField = z.iso
  .datetime()
  .nullable()
  .describe('When it was published or last moved up, UTC; null while never published');
const movedUpAtField = z.iso.datetime().nullable().describe('Latest move-up, UTC; null when never');

/** Query of `GET /listing/mylistings`. */
export const myListingsQuery = z.object({
  pageNo: pageNoField,
  rowsPerPage: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_MY_LISTINGS_ROWS_PER_PAGE)
    .default(MY_LISTINGS_PAGE_SIZE)
    .describe(
      `Adverts per page, 1 to ${MAX_MY_LISTINGS_ROWS_PER_PAGE}; default ${MY_LISTINGS_PAGE_SIZE}`,
    ),
  listingStatusType: z.coerce
    .number()
    .pipe(z.literal(enumValues(MyListingsFilter) as [MyListingsFilter, ...MyListingsFilter[]]))
    // The document shows the input side of the pipe (a number): name the values there.
    .meta({ type: 'integer', enum: enumValues(MyListingsFilter) })
    .default(MyListingsFilter.Active)
    .describe(
      'My-listings filter (§3): Active 0 (default; statuses 1, 3, 4, 10, 11), Inactive 1 (2, 5, 7, 8, 9), Draft 2 (Concept -1); deleted adverts never',
    ),
  searchTerm: searchTermField,
});

/** Query of `GET /listing/mylistings-count`. */
export const myListingsCountQuery = z.object({ searchTerm: searchTermField });

/** One advert of the "My adverts" page. */
export const myListing = conversationListing
  .extend({
    views: z.number().int().describe('Times the advert was viewed'),
    reactionCount: z
      .number()
      .int()
      .describe('Reactions: the conversations tenants started about the advert'),
    createdAt: z.iso.datetime().describe('When the advert was created, UTC'),
    publishedAt: publishedAtField,
    topAdvertUntil: z.iso
      .datetime()
      .nullable()
      .describe("Top advert ('TopAdvert' product) until, UTC; null when never boosted"),
    isTopAdvert: z.boolean().describe('Whether it is a top advert now'),
    movedUpAt: movedUpAtField,
    canMoveUp: z
      .boolean()
      .describe('Whether `POST /listing/moveup` would succeed now (online, not moved up in 24 h)'),
    deactivationReason: deactivationReasonField,
    rejectionReason: z
      .number()
      .int()
      .nullable()
      .describe(
        'RejectionReason (issue 28) a moderator gave while the status is Rejected 2: MisleadingInformation 1, DuplicateAdvert 2, NotForRent 3, ForbiddenContent 4, AgencyAsPrivateOwner 5, Other 6; else null',
      ),
    confirmedAt: confirmedAtField.describe(
      'When the landlord last confirmed the advert is still available, UTC: a reminder goes out after 14 days, and an online advert not confirmed for 30 days goes Inactive 5 with deactivationReason 90 (NotConfirmed, ours)',
    ),
  })
  .describe(
    "An advert of the signed-in landlord. A wizard draft (Concept -1) has '' as title, city and street names and slugs, and 0 as rent, until the landlord saved those steps",
  );

/** Answer of `GET /listing/mylistings`. */
export const myListingsResponse = z.object({
  items: z.array(myListing).describe('Newest first (by creation)'),
  totalCount: z.number().int().describe('Adverts of this filter and search term over all pages'),
  pageNo: z.number().int(),
  rowsPerPage: z.number().int(),
});

/** Answer of `GET /listing/mylistings-count`. */
export const myListingsCountResponse = z.object({
  active: z.number().int().describe('Adverts of the filter Active 0'),
  inactive: z.number().int().describe('Adverts of the filter Inactive 1'),
  draft: z.number().int().describe('Adverts of the filter Draft 2'),
});

/** Body of the calls that act on one advert by id. */
export const listingIdBody = z.object({ listingID: bodyId('Advert id (one of your own)') });

/** Query of `DELETE /listing/delete-listing`. */
export const listingIdQuery = z.object({ listingID: queryId('Advert id (one of your own)') });

/** Body of `POST /listing/deactivate-listing`. */
export const deactivateListingBody = listingIdBody.extend({
  reason: z
    .literal(enumValues(DeactivationReason) as [DeactivationReason, ...DeactivationReason[]])
    .describe(
      'Deactivation reason (§3): FoundViaProduct 1 (found a tenant through this site), FoundViaNetwork 2, FoundViaOtherWebsite 3, EnoughReplies 15, UndesirableReplies 16, NotSearchingAnymore 17',
    ),
  conversationID: bodyId(
    'Only with reason FoundViaProduct 1: the conversation (about this advert) of the tenant who rents it; that tenant gets cashback',
  ).optional(),
});

/** The state of an advert after an action. */
export const listingState = z
  .object({
    listingID: z.number().int(),
    status: z.number().int().describe('ListingStatus (§3) now'),
    deactivationReason: deactivationReasonField,
    publishedAt: publishedAtField,
    movedUpAt: movedUpAtField,
  })
  .describe('The advert after the action');

/** Answer of `POST /listing/confirm-available`. */
export const confirmAvailableResponse = z
  .object({
    listingID: z.number().int(),
    status: z.number().int().describe('ListingStatus (§3) now'),
    confirmedAt: confirmedAtField,
  })
  .describe('The advert after the confirmation');

/** Body of `POST /listing/confirm-available-link`. */
export const confirmAvailableLinkBody = z.object({
  token: z
    .string()
    .max(100)
    .describe("The `token` of the e-mail link's page (`<listingID>.<secret>`)"),
});

/** Answer of `POST /listing/confirm-available-link`. */
export const confirmAvailableLinkResponse = confirmAvailableResponse
  .extend({
    title: z.string().describe("The advert's title"),
    reactivated: z
      .boolean()
      .describe('True when the link brought back an advert that had left search unconfirmed'),
  })
  .describe('The advert after following the link');

/** Answer of `POST /listing/report-let`. */
export const reportLetResponse = z.object({ listingID: z.number().int() });
