import { z } from 'zod';

import { errorResponses } from '../../errors/error-body.js';

import { confirmedAtField } from './listing-card.schema.js';
import { replyTimeField } from './reply-time.schema.js';

/** Largest listing id (PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/** The `source` of the advert page itself: such a call counts a view of the advert. */
export const LISTING_PAGE_VIEW_SOURCE = 'detail';

/** Query of `GET /listing/details`. */
export const listingDetailsQuery = z.object({
  listingId: z.coerce.number().int().min(1).max(MAX_ID).describe('Listing id'),
  source: z
    .string()
    .max(64)
    .optional()
    .describe(
      `Where the call comes from (e.g. 'search', 'map', 'favorites', 'alert'): any short text; '${LISTING_PAGE_VIEW_SOURCE}' (the advert page) counts one view of the advert unless the caller is its landlord`,
    ),
  psaIdentifier: z
    .string()
    .max(100)
    .optional()
    .describe('Search alert the visitor came from (tracking only; does not change the answer)'),
});

const photo = z.object({
  id: z.number().int(),
  imageKey: z.string().describe('Served at /image/{key}'),
  position: z.number().int(),
  isCover: z.boolean(),
});

/** Answer of `GET /listing/details`: the listing, its place, photos and landlord's public fields. */
export const listingDetailsResponse = z
  .object({
    id: z.number().int(),
    listingType: z.number().int().describe('ListingType (§3)'),
    ownerType: z.number().int().describe('OwnerType (§3)'),
    status: z.number().int().describe('ListingStatus (§3): 3, 4 or 10 here'),
    title: z.string(),
    description: z.string(),
    lat: z.number().describe('Latitude, degrees'),
    lng: z.number().describe('Longitude, degrees'),
    postcode4: z
      .string()
      .describe('The four digits of the postcode (house number and full postcode stay private)'),
    surfaceM2: z.number().int().describe('m²'),
    furnishing: z.number().int().describe('Furnishing (§3)'),
    rentCents: z.number().int().describe('Monthly rent, euro cents'),
    serviceCostsCents: z.number().int().describe('Monthly service costs, euro cents'),
    depositCents: z.number().int().describe('Deposit, euro cents'),
    utilitiesIncluded: z.boolean(),
    availableFrom: z.iso.date(),
    availableTo: z.iso.date().nullable(),
    rentalPeriod: z.number().int().nullable().describe('RentalPeriod (§3), null = indefinite'),
    isBathroomPrivate: z.boolean(),
    isToiletPrivate: z.boolean(),
    isKitchenPrivate: z.boolean(),
    hasInternet: z.boolean(),
    isSmokingInsideAllowed: z.boolean(),
    isPetsInsideAllowed: z.boolean(),
    preferredGenders: z.number().int().describe('GenderPreference flags (§3)'),
    preferredAgeMin: z.number().int().describe('Years'),
    preferredAgeMax: z.number().int().describe('Years'),
    preferredOccupations: z.number().int().describe('TenantOccupation flags (§3)'),
    suitableForPersons: z.number().int(),
    currentResidents: z.number().int(),
    currentResidentGenders: z.number().int().describe('GenderPreference flags of the residents'),
    energyLabel: z.string(),
    languages: z.number().int().describe('LanguageSpoken flags (§3)'),
    isTopAdvert: z.boolean(),
    publishedAt: z.iso.datetime().nullable(),
    updatedAt: z.iso.datetime(),
    views: z.number().int(),
    confirmedAt: confirmedAtField,
    city: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
    street: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
    landlord: z
      .object({ id: z.number().int(), firstName: z.string(), photoKey: z.string().nullable() })
      .describe("The landlord's public fields"),
    landlordReplyTime: replyTimeField,
    photos: z.array(photo).describe('In display order'),
    studentHouse: z
      .object({
        id: z.number().int(),
        name: z.string(),
        facilities: z.number().int().describe('StudentHouseFacility bit flags'),
      })
      .nullable()
      .describe('The student house the room belongs to (a student residence); null when none'),
  })
  .describe('Listing details');

/** Schema of `GET /listing/details`. */
export const listingDetailsSchema = {
  operationId: 'getListingDetails',
  tags: ['listing'],
  summary: 'One listing with photos, place and landlord',
  description:
    'Only listings a tenant may see; missing or not visible: 404 with code 1015 (advert not found).',
  querystring: listingDetailsQuery,
  response: { 200: listingDetailsResponse, ...errorResponses(404) },
};
