import type { ListingDetails } from '../listing/listing-types';
import type { WizardDetails } from './wizard-calls';

/** The landlord's public fields, as the listing page shows them. */
export interface PreviewLandlord {
  id: number;
  firstName: string;
  photoKey: string | null;
}

/**
 * The landlord's advert in the shape of `GET /listing/details`, so the preview page (§2
 * `/preview-roomadvert`) renders it with the listing page's own view. Only the street slug and
 * photo ids are not in the wizard's answer (not shown); views count from 0.
 *
 * @param details `cra-latest-listing-details` of the advert
 * @param landlord the signed-in landlord
 * @returns the listing, or null while a field the listing page needs is still empty (an
 *   unfinished draft: the wizard shows where)
 */
export function toPreviewListing(
  details: WizardDetails,
  landlord: PreviewLandlord,
): ListingDetails | null {
  const {
    listingType,
    ownerType,
    cityId,
    cityName,
    citySlug,
    streetId,
    streetName,
    postcode,
    lat,
    lng,
    surfaceM2,
    furnishing,
    rentCents,
    availableFrom,
    title,
    description,
  } = details;
  if (
    listingType == null ||
    ownerType == null ||
    cityId == null ||
    cityName == null ||
    citySlug == null ||
    streetId == null ||
    streetName == null ||
    postcode == null ||
    lat == null ||
    lng == null ||
    surfaceM2 == null ||
    furnishing == null ||
    rentCents == null ||
    availableFrom == null ||
    title == null ||
    description == null
  ) {
    return null;
  }
  return {
    id: details.listingID,
    listingType,
    ownerType,
    // The landlord's own preview: his reply time is for tenants (the advert page).
    landlordReplyTime: null,
    status: details.status,
    title,
    description,
    lat,
    lng,
    postcode4: postcode.slice(0, 4),
    // The preview leaves the student house out (it shows what the wizard holds of the advert).
    studentHouse: null,
    surfaceM2,
    furnishing,
    rentCents,
    serviceCostsCents: details.serviceCostsCents ?? 0,
    depositCents: details.depositCents ?? 0,
    utilitiesIncluded: details.utilitiesIncluded ?? false,
    availableFrom,
    availableTo: details.availableTo ?? null,
    rentalPeriod: details.rentalPeriod ?? null,
    isBathroomPrivate: details.isBathroomPrivate ?? false,
    isToiletPrivate: details.isToiletPrivate ?? false,
    isKitchenPrivate: details.isKitchenPrivate ?? false,
    hasInternet: details.hasInternet ?? false,
    isSmokingInsideAllowed: details.isSmokingInsideAllowed ?? false,
    isPetsInsideAllowed: details.isPetsInsideAllowed ?? false,
    preferredGenders: details.preferredGenders ?? 8,
    preferredAgeMin: details.preferredAgeMin ?? 16,
    preferredAgeMax: details.preferredAgeMax ?? 99,
    preferredOccupations: details.preferredOccupations ?? 15,
    suitableForPersons: details.suitableForPersons ?? 1,
    currentResidents: details.currentResidents ?? 0,
    currentResidentGenders: details.currentResidentGenders ?? 0,
    energyLabel: details.energyLabel ?? 'Unknown',
    languages: details.languages ?? 0,
    isTopAdvert: false,
    publishedAt: details.publishedAt ?? null,
    updatedAt: details.updatedAt,
    views: 0,
    // The preview shows no freshness line (it is the tenants' view of a live advert): any time.
    confirmedAt: details.publishedAt ?? new Date(0).toISOString(),
    city: { id: cityId, name: cityName, slug: citySlug },
    street: { id: streetId, name: streetName, slug: '' },
    landlord,
    photos: details.photos,
  };
}
