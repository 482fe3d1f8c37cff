import { MyListingsFilter, NEW_LISTING_ID_WORD } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';

import { myAdvertsPath } from '../my-adverts/my-adverts-query';

import type { Locale } from '@rooms/i18n';

/** A page of the wizard: one of its steps or the pages after them. */
export type WizardPage = string;

/**
 * The address of a wizard page (§2 `/create-listing/{listingID}/{step}`, Dutch
 * `/maken-advertentie/…`).
 *
 * @param locale the page's language
 * @param listingID the advert's id, or null before the draft exists (the word `null`)
 * @param page a step word (`address`) or `continue`, `reactivate`
 */
export function wizardPath(locale: Locale, listingID: number | null, page: WizardPage): string {
  return pathFor('createListingStep', locale, {
    listingID: listingID === null ? NEW_LISTING_ID_WORD : String(listingID),
    step: page,
  });
}

/**
 * "My adverts" with the drafts shown: where "Save and stop" leads.
 *
 * @param locale the page's language
 */
export function draftsPath(locale: Locale): string {
  return myAdvertsPath(locale, { filter: MyListingsFilter.Draft, pageNo: 1, searchTerm: '' });
}
