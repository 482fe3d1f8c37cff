/**
 * Mapping of the rows of `listing-queries.ts` to the response objects of the listing calls
 * (§7): result cards, map markers and the listing details. Money euro cents, surfaces m²,
 * coordinates degrees, dates 'YYYY-MM-DD', times ISO 8601 UTC.
 */
import {
  rentCheckVerdict,
  ROOM_RENT_TABLE_2026,
  roomRentEstimate,
  roomRentFactsFromListing,
  type EnergyLabelWord,
} from '@rooms/domain';

/** A row of `findListingsQuery`. */
export interface CardRow extends Record<string, unknown> {
  id: number;
  listing_type: number;
  title: string;
  city_name: string;
  city_slug: string;
  street_name: string;
  street_slug: string;
  rent_cents: number;
  service_costs_cents: number;
  surface_m2: number;
  furnishing: number;
  available_from: string;
  available_to: string | null;
  cover_image_key: string | null;
  lat: number;
  lng: number;
  is_top_advert: boolean;
  published_at: string | null;
  confirmed_at: string;
  /** The facts of the legal rent check (issue 28). */
  utilities_included: boolean;
  is_kitchen_private: boolean;
  is_bathroom_private: boolean;
  is_toilet_private: boolean;
  current_residents: number;
  energy_label: string;
}

/** What a search result card shows (§7 findlistings). */
export interface ListingCard {
  id: number;
  /** ListingType (§3): Room 1, Apartment 2, Studio 4, Antikraak 8, StudentResidence 16. */
  listingType: number;
  title: string;
  cityName: string;
  citySlug: string;
  streetName: string;
  streetSlug: string;
  /** Monthly rent, euro cents. */
  rentCents: number;
  /** Monthly service costs, euro cents. */
  serviceCostsCents: number;
  surfaceM2: number;
  /** Furnishing (§3): Uncarpeted 1, Unfurnished 2, Furnished 4. */
  furnishing: number;
  availableFrom: string;
  availableTo: string | null;
  /** Image key of the cover photo (served at /image/{key}), null without photos. */
  coverImageKey: string | null;
  lat: number;
  lng: number;
  isTopAdvert: boolean;
  /** ISO 8601 UTC, null if never published. */
  publishedAt: string | null;
  /** When the landlord last confirmed it is still available (issue 28 fresh adverts), ISO 8601 UTC. */
  confirmedAt: string;
  /**
   * Whether the rent of a room is within the estimated legal maximum of the points system (issue
   * 28, `roomRentEstimate` of @rooms/domain); false for other types, when utilities are included
   * in the rent (no basic rent to compare) and when the rent is above the estimate.
   */
  isRentWithinLegalEstimate: boolean;
}

/**
 * A card row as a {@link ListingCard}.
 *
 * @param row a row of `findListingsQuery`
 */
export function toListingCard(row: CardRow): ListingCard {
  return {
    id: row.id,
    listingType: row.listing_type,
    title: row.title,
    cityName: row.city_name,
    citySlug: row.city_slug,
    streetName: row.street_name,
    streetSlug: row.street_slug,
    rentCents: row.rent_cents,
    serviceCostsCents: row.service_costs_cents,
    surfaceM2: row.surface_m2,
    furnishing: row.furnishing,
    availableFrom: row.available_from,
    availableTo: row.available_to,
    coverImageKey: row.cover_image_key,
    lat: row.lat,
    lng: row.lng,
    isTopAdvert: row.is_top_advert,
    publishedAt: row.published_at,
    confirmedAt: row.confirmed_at,
    isRentWithinLegalEstimate: isRentWithinLegalEstimate(row),
  };
}

/** The card's rent check (see {@link ListingCard.isRentWithinLegalEstimate}). */
function isRentWithinLegalEstimate(row: CardRow): boolean {
  if (row.utilities_included) return false;
  const facts = roomRentFactsFromListing({
    listingType: row.listing_type,
    surfaceM2: row.surface_m2,
    isKitchenPrivate: row.is_kitchen_private,
    isBathroomPrivate: row.is_bathroom_private,
    isToiletPrivate: row.is_toilet_private,
    currentResidents: row.current_residents,
    energyLabel: row.energy_label as EnergyLabelWord,
  });
  const estimate = facts === null ? null : roomRentEstimate(facts, ROOM_RENT_TABLE_2026);
  return rentCheckVerdict(row.rent_cents, estimate)?.verdict === 'within';
}

/** A row of `mapMarkersQuery`. */
export interface MarkerRow extends Record<string, unknown> {
  id: number;
  lat: number;
  lng: number;
  rent_cents: number;
  listing_type: number;
}

/** A compact map marker (§7 findmapdata). */
export interface MapMarker {
  id: number;
  lat: number;
  lng: number;
  /** Monthly rent, euro cents. */
  rentCents: number;
  /** ListingType (§3). */
  listingType: number;
}

/**
 * A marker row as a {@link MapMarker}.
 *
 * @param row a row of `mapMarkersQuery`
 */
export function toMapMarker(row: MarkerRow): MapMarker {
  return {
    id: row.id,
    lat: row.lat,
    lng: row.lng,
    rentCents: row.rent_cents,
    listingType: row.listing_type,
  };
}

/** One photo of a listing (the JSON built by `listingDetailsQuery`). */
export interface ListingPhoto {
  id: number;
  imageKey: string;
  position: number;
  isCover: boolean;
}

/** A row of `listingDetailsQuery`. */
export interface DetailsRow extends Record<string, unknown> {
  id: number;
  listing_type: number;
  owner_type: number;
  status: number;
  title: string;
  description: string;
  lat: number;
  lng: number;
  postcode4: string;
  surface_m2: number;
  furnishing: number;
  rent_cents: number;
  service_costs_cents: number;
  deposit_cents: number;
  utilities_included: boolean;
  available_from: string;
  available_to: string | null;
  rental_period: number | null;
  is_bathroom_private: boolean;
  is_toilet_private: boolean;
  is_kitchen_private: boolean;
  has_internet: boolean;
  is_smoking_inside_allowed: boolean;
  is_pets_inside_allowed: boolean;
  preferred_genders: number;
  preferred_age_min: number;
  preferred_age_max: number;
  preferred_occupations: number;
  suitable_for_persons: number;
  current_residents: number;
  current_resident_genders: number;
  energy_label: string;
  languages: number;
  is_top_advert: boolean;
  published_at: string | null;
  updated_at: string;
  views: number;
  confirmed_at: string;
  city_id: number;
  city_name: string;
  city_slug: string;
  street_id: number;
  street_name: string;
  street_slug: string;
  landlord_id: number;
  landlord_first_name: string;
  landlord_photo_key: string | null;
  photos: ListingPhoto[];
}

/** The listing detail page's data (§7 GET /listing/details). */
export interface ListingDetails {
  id: number;
  listingType: number;
  ownerType: number;
  status: number;
  title: string;
  description: string;
  lat: number;
  lng: number;
  /** The four digits of the postcode (the full postcode and house number stay private). */
  postcode4: string;
  surfaceM2: number;
  furnishing: number;
  rentCents: number;
  serviceCostsCents: number;
  depositCents: number;
  utilitiesIncluded: boolean;
  availableFrom: string;
  availableTo: string | null;
  rentalPeriod: number | null;
  isBathroomPrivate: boolean;
  isToiletPrivate: boolean;
  isKitchenPrivate: boolean;
  hasInternet: boolean;
  isSmokingInsideAllowed: boolean;
  isPetsInsideAllowed: boolean;
  preferredGenders: number;
  preferredAgeMin: number;
  preferredAgeMax: number;
  preferredOccupations: number;
  suitableForPersons: number;
  currentResidents: number;
  currentResidentGenders: number;
  energyLabel: string;
  languages: number;
  isTopAdvert: boolean;
  publishedAt: string | null;
  updatedAt: string;
  views: number;
  /** When the landlord last confirmed it is still available (issue 28), ISO 8601 UTC. */
  confirmedAt: string;
  city: { id: number; name: string; slug: string };
  street: { id: number; name: string; slug: string };
  landlord: { id: number; firstName: string; photoKey: string | null };
  photos: ListingPhoto[];
}

/**
 * A details row as {@link ListingDetails}.
 *
 * @param row the row of `listingDetailsQuery`
 */
export function toListingDetails(row: DetailsRow): ListingDetails {
  return {
    id: row.id,
    listingType: row.listing_type,
    ownerType: row.owner_type,
    status: row.status,
    title: row.title,
    description: row.description,
    lat: row.lat,
    lng: row.lng,
    postcode4: row.postcode4,
    surfaceM2: row.surface_m2,
    furnishing: row.furnishing,
    rentCents: row.rent_cents,
    serviceCostsCents: row.service_costs_cents,
    depositCents: row.deposit_cents,
    utilitiesIncluded: row.utilities_included,
    availableFrom: row.available_from,
    availableTo: row.available_to,
    rentalPeriod: row.rental_period,
    isBathroomPrivate: row.is_bathroom_private,
    isToiletPrivate: row.is_toilet_private,
    isKitchenPrivate: row.is_kitchen_private,
    hasInternet: row.has_internet,
    isSmokingInsideAllowed: row.is_smoking_inside_allowed,
    isPetsInsideAllowed: row.is_pets_inside_allowed,
    preferredGenders: row.preferred_genders,
    preferredAgeMin: row.preferred_age_min,
    preferredAgeMax: row.preferred_age_max,
    preferredOccupations: row.preferred_occupations,
    suitableForPersons: row.suitable_for_persons,
    currentResidents: row.current_residents,
    currentResidentGenders: row.current_resident_genders,
    energyLabel: row.energy_label,
    languages: row.languages,
    isTopAdvert: row.is_top_advert,
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
    views: row.views,
    confirmedAt: row.confirmed_at,
    city: { id: row.city_id, name: row.city_name, slug: row.city_slug },
    street: { id: row.street_id, name: row.street_name, slug: row.street_slug },
    landlord: {
      id: row.landlord_id,
      firstName: row.landlord_first_name,
      photoKey: row.landlord_photo_key,
    },
    photos: row.photos,
  };
}
