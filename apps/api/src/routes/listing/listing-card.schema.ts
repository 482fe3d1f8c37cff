import { z } from 'zod';

/** When the landlord last confirmed an advert is still available (issue 28 fresh adverts). */
export const confirmedAtField = z.iso
  .datetime()
  .describe(
    'When the landlord last confirmed the advert is still available (or published or reactivated it), UTC; adverts not confirmed for 30 days leave search',
  );

/** A result card of the listing search (§7 findlistings, findMaplistings). */
export const listingCard = z
  .object({
    id: z.number().int(),
    listingType: z
      .number()
      .int()
      .describe(
        'ListingType (§3): Room 1, Apartment 2, Studio 4, Antikraak 8, StudentResidence 16',
      ),
    title: z.string(),
    cityName: z.string(),
    citySlug: z.string(),
    streetName: z.string(),
    streetSlug: z.string(),
    rentCents: z.number().int().describe('Monthly rent, euro cents'),
    serviceCostsCents: z.number().int().describe('Monthly service costs, euro cents'),
    surfaceM2: z.number().int().describe('Surface, m²'),
    furnishing: z
      .number()
      .int()
      .describe('Furnishing (§3): Uncarpeted 1, Unfurnished 2, Furnished 4'),
    availableFrom: z.iso.date().describe("Available from, 'YYYY-MM-DD'"),
    availableTo: z.iso
      .date()
      .nullable()
      .describe("Available until, 'YYYY-MM-DD'; null = indefinite"),
    coverImageKey: z
      .string()
      .nullable()
      .describe('Image key of the cover photo, served at /image/{key}; null without photos'),
    lat: z.number().describe('Latitude, degrees'),
    lng: z.number().describe('Longitude, degrees'),
    isTopAdvert: z.boolean().describe('Has an active top advert (§3 TopAdvert product)'),
    publishedAt: z.iso.datetime().nullable().describe('When it was published (UTC, ISO 8601)'),
    confirmedAt: confirmedAtField,
    isRentWithinLegalEstimate: z
      .boolean()
      .describe(
        'A room whose rent (without utilities) is within the estimated legal maximum of the points system (issue 28): show the badge; false otherwise',
      ),
  })
  .describe('Listing search result card');

/** A page of result cards with the total (findlistings, findMaplistings). */
export const listingPage = z.object({
  listings: z.array(listingCard),
  totalCount: z.number().int().describe('Matching listings over all pages'),
  pageNo: z.number().int(),
  rowsPerPage: z.number().int(),
});
