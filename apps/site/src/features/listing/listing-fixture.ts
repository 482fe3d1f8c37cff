import type { ListingDetails } from './listing-types';

/**
 * A listing as `GET /listing/details` returns it, for tests (the seeded listing 1, Den Haag).
 *
 * @param overrides fields to change
 * @returns a complete listing
 */
export function listingFixture(overrides: Partial<ListingDetails> = {}): ListingDetails {
  return {
    id: 1,
    listingType: 1,
    ownerType: 4,
    // Fewer than 5 reactions in 90 days: no reply time (issue 28).
    landlordReplyTime: null,
    status: 4,
    title: '12 m² kamer aan de Frankenstraat, Den Haag',
    description: 'De kamer ligt aan de Frankenstraat.',
    lat: 52.09769,
    lng: 4.273752,
    postcode4: '2582',
    surfaceM2: 12,
    furnishing: 2,
    rentCents: 64_000,
    serviceCostsCents: 2_700,
    depositCents: 64_000,
    utilitiesIncluded: false,
    availableFrom: '2027-01-23',
    availableTo: null,
    rentalPeriod: null,
    isBathroomPrivate: false,
    isToiletPrivate: true,
    isKitchenPrivate: false,
    hasInternet: true,
    isSmokingInsideAllowed: false,
    isPetsInsideAllowed: true,
    preferredGenders: 2,
    preferredAgeMin: 23,
    preferredAgeMax: 28,
    preferredOccupations: 3,
    suitableForPersons: 1,
    currentResidents: 4,
    currentResidentGenders: 3,
    energyLabel: 'Unknown',
    languages: 3,
    isTopAdvert: false,
    publishedAt: '2026-09-13T02:14:50.000Z',
    confirmedAt: '2026-11-25T08:30:00.000Z',
    updatedAt: '2026-09-13T02:14:50.000Z',
    views: 434,
    city: { id: 3, name: 'Den Haag', slug: 'den-haag' },
    street: { id: 9845, name: 'Frankenstraat', slug: 'frankenstraat' },
    landlord: { id: 428, firstName: 'Eva', photoKey: null },
    photos: [],
    studentHouse: null,
    ...overrides,
  };
}
