import {
  ENERGY_LABEL_WORDS,
  ROOM_RENT_TABLE_2026,
  roomRentEstimate,
  roomRentFactsFromListing,
} from '@rooms/domain';
import { rentCheckPanelProps } from '@rooms/ui/rent-check-panel';

import type { ListingDetails } from './listing-types';
import type { EnergyLabelWord } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';
import type { RentCheckPanelProps } from '@rooms/ui/rent-check-panel';
import type { TFunction } from 'i18next';

/** A stored energy label as the domain's word; anything else (none, a future value) is unknown. */
function energyLabelWord(label: string): EnergyLabelWord {
  return (ENERGY_LABEL_WORDS as readonly string[]).includes(label)
    ? (label as EnergyLabelWord)
    : 'Unknown';
}

/**
 * The legal rent check of an advert, computed on the server from the advert's own fields (type,
 * surface, private or shared kitchen, bathroom and toilet, current residents, energy label, rent,
 * utilities): the points system's estimate of the maximum basic rent and the verdict, as the
 * props of a `RentCheckPanel`. Only rooms and student rooms get one; the advert page then needs no
 * script for it.
 *
 * @param listing the advert as `GET /listing/details` gives it
 * @param locale the page's language
 * @param t the `rentCheck` translations of that language
 * @returns the panel's props, or null when the advert is not a room or has no usable surface
 */
export function listingRentCheck(
  listing: ListingDetails,
  locale: Locale,
  t: TFunction<'rentCheck'>,
): RentCheckPanelProps | null {
  const facts = roomRentFactsFromListing({
    listingType: listing.listingType,
    surfaceM2: listing.surfaceM2,
    isKitchenPrivate: listing.isKitchenPrivate,
    isBathroomPrivate: listing.isBathroomPrivate,
    isToiletPrivate: listing.isToiletPrivate,
    currentResidents: listing.currentResidents,
    energyLabel: energyLabelWord(listing.energyLabel),
  });
  const estimate = facts === null ? null : roomRentEstimate(facts, ROOM_RENT_TABLE_2026);
  if (estimate === null) return null;
  return rentCheckPanelProps({
    estimate,
    askedRentCents: listing.rentCents,
    utilitiesIncluded: listing.utilitiesIncluded,
    locale,
    t,
  });
}
