import { isRoomsError } from '@rooms/domain';
import { cache } from 'react';

import { serverApi } from '../../server/rooms-api';

import type { WizardDetails } from './wizard-calls';
import type { Locale } from '@rooms/i18n';

/** The API answers 404 (code 1015 or http_404) for another landlord's or a missing advert. */
function isGone(error: unknown): boolean {
  return isRoomsError(error) && error.status === 404;
}

/**
 * The signed-in landlord's advert with every wizard field and its step completion
 * (`GET /supplyflow/cra-latest-listing-details`), read once per request.
 *
 * @returns the advert, or null when it is not the caller's or does not exist
 * @throws RoomsError for other failures (the error page shows)
 */
export const loadWizardDetails = cache(
  async (locale: Locale, listingID: number): Promise<WizardDetails | null> => {
    try {
      const { data } = await (
        await serverApi(locale)
      ).GET('/supplyflow/cra-latest-listing-details', {
        params: { query: { listingID } },
      });
      return data ?? null;
    } catch (error) {
      if (isGone(error)) return null;
      throw error;
    }
  },
);
