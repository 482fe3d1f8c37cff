import { RoomsError } from '@rooms/domain';
import { cache } from 'react';

import { serverApi } from '../../server/rooms-api';

import type { ListingDetails } from './listing-types';
import type { Locale } from '@rooms/i18n';

/**
 * Which page reads the listing: `detail` (the advert page, which counts a view of the advert)
 * or `reaction` (the react form, which does not).
 */
export type ListingDetailsSource = 'detail' | 'reaction';

async function fetchListingDetails(
  locale: Locale,
  listingId: number,
  psaIdentifier: string | undefined,
  source: ListingDetailsSource = 'detail',
): Promise<ListingDetails | null> {
  try {
    const api = await serverApi(locale);
    const { data } = await api.GET('/listing/details', {
      params: {
        query: {
          listingId,
          source,
          ...(psaIdentifier === undefined ? {} : { psaIdentifier }),
        },
      },
    });
    return data ?? null;
  } catch (error) {
    // Unknown, hidden or invalid id (404 code 1015, or 400 for an id beyond the integer range).
    if (error instanceof RoomsError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/**
 * A listing for its detail page (`GET /listing/details`, §7), read once per request (shared by
 * `generateMetadata` and the page).
 *
 * @param locale the page's language (Accept-Language)
 * @param listingId the id from the URL
 * @param psaIdentifier the search alert the visitor came from, if any (tracking only)
 * @param source the page that reads it (default `detail`: counts a view)
 * @returns the listing, or `null` when it does not exist or is not visible (the page is a 404)
 * @throws RoomsError for other API failures (the error page shows)
 */
export const loadListingDetails = cache(fetchListingDetails);
