import { API_BASE_PATH, buildImagePath, ListingType } from '@rooms/domain';

import type { ListingDetails } from './listing-types';

/** The schema.org type of each listing type (rooms are `Room`, studios a small `Apartment`). */
const SCHEMA_TYPE: Readonly<Record<number, string>> = {
  [ListingType.Room]: 'Room',
  [ListingType.Apartment]: 'Apartment',
  [ListingType.Studio]: 'Apartment',
  [ListingType.Antikraak]: 'Accommodation',
  [ListingType.StudentResidence]: 'Accommodation',
};

/** Inputs of {@link listingJsonLd}. */
export interface ListingJsonLdInput {
  listing: ListingDetails;
  /** Absolute canonical URL of the page in its language. */
  url: string;
  /** Absolute origin of the site, e.g. `https://rooms.example` (for image URLs). */
  origin: string;
  /** The page's language ('nl' | 'en'). */
  inLanguage: string;
  /** Translated description of the offer, e.g. the page's meta description. */
  summary: string;
}

/**
 * The listing as schema.org JSON-LD (§2 listing detail, for search engines): an `Offer` to lease
 * out (`LeaseOut`) with the monthly rent in EUR (`UnitPriceSpecification`, unit `MON`), the
 * availability dates and the advertiser, whose `itemOffered` is the home (`Room`, `Apartment`
 * or `Accommodation`) with its address (street, place, 4-digit postcode, NL), coordinates,
 * floor size in m² (`MTK`), photos and pet policy. No house number: it stays private.
 *
 * @param input the listing, its absolute URL, the site origin, the language and a summary
 * @returns a plain object, ready for {@link serializeJsonLd}
 */
export function listingJsonLd({
  listing,
  url,
  origin,
  inLanguage,
  summary,
}: ListingJsonLdInput): Record<string, unknown> {
  const rent = listing.rentCents / 100;
  const images = listing.photos.map(
    (photo) =>
      `${origin}${API_BASE_PATH}${buildImagePath(photo.imageKey, { width: 960, height: 640 })}`,
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    '@id': `${url}#offer`,
    url,
    name: listing.title,
    description: summary,
    inLanguage,
    businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
    price: rent,
    priceCurrency: 'EUR',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: rent,
      priceCurrency: 'EUR',
      unitCode: 'MON',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
    },
    availability: 'https://schema.org/InStock',
    availabilityStarts: listing.availableFrom,
    ...(listing.availableTo === null ? {} : { availabilityEnds: listing.availableTo }),
    offeredBy: { '@type': 'Person', name: listing.landlord.firstName },
    itemOffered: {
      '@type': SCHEMA_TYPE[listing.listingType] ?? 'Accommodation',
      name: listing.title,
      description: listing.description,
      floorSize: { '@type': 'QuantitativeValue', value: listing.surfaceM2, unitCode: 'MTK' },
      petsAllowed: listing.isPetsInsideAllowed,
      ...(listing.suitableForPersons > 0
        ? { occupancy: { '@type': 'QuantitativeValue', maxValue: listing.suitableForPersons } }
        : {}),
      address: {
        '@type': 'PostalAddress',
        streetAddress: listing.street.name,
        addressLocality: listing.city.name,
        postalCode: listing.postcode4,
        addressCountry: 'NL',
      },
      geo: { '@type': 'GeoCoordinates', latitude: listing.lat, longitude: listing.lng },
      ...(images.length > 0 ? { image: images } : {}),
    },
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` are escaped as `\u003c` …,
 * so text from an advert can never close the script element.
 *
 * @param data the JSON-LD object
 * @returns the safe JSON text
 */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}
