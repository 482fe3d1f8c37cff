import { ListingType, maxRentCentsForPoints, ROOM_RENT_TABLE_2026 } from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import { toListingCard, type CardRow } from './result-mapping.js';

/** A 14 m² room sharing kitchen and bathroom with two residents, rent without utilities. */
function room(overrides: Partial<CardRow> = {}): CardRow {
  return {
    id: 1,
    listing_type: ListingType.Room,
    title: 'Kamer',
    city_name: 'Groningen',
    city_slug: 'groningen',
    street_name: 'Herestraat',
    street_slug: 'herestraat',
    rent_cents: 30_000,
    service_costs_cents: 0,
    surface_m2: 14,
    furnishing: 4,
    available_from: '2030-01-01',
    available_to: null,
    cover_image_key: null,
    lat: 53.2,
    lng: 6.56,
    is_top_advert: false,
    published_at: null,
    confirmed_at: '2026-11-20T10:00:00.000Z',
    utilities_included: false,
    is_kitchen_private: false,
    is_bathroom_private: false,
    is_toilet_private: false,
    current_residents: 2,
    energy_label: 'C',
    ...overrides,
  };
}

describe('the legal rent check of a result card (issue 28)', () => {
  it('marks a room within the estimate, and not one above it', () => {
    // The table's maximum at 10 points is far below any room estimate: a rent that low is within.
    const low = maxRentCentsForPoints(10, ROOM_RENT_TABLE_2026);
    expect(toListingCard(room({ rent_cents: low })).isRentWithinLegalEstimate).toBe(true);
    expect(toListingCard(room({ rent_cents: 150_000 })).isRentWithinLegalEstimate).toBe(false);
  });

  it('gives no badge when utilities are in the rent, or for a type outside the room rules', () => {
    const low = maxRentCentsForPoints(10, ROOM_RENT_TABLE_2026);
    expect(
      toListingCard(room({ rent_cents: low, utilities_included: true })).isRentWithinLegalEstimate,
    ).toBe(false);
    for (const type of [ListingType.Apartment, ListingType.Studio, ListingType.Antikraak]) {
      expect(
        toListingCard(room({ rent_cents: low, listing_type: type })).isRentWithinLegalEstimate,
      ).toBe(false);
    }
    expect(
      toListingCard(room({ rent_cents: low, listing_type: ListingType.StudentResidence }))
        .isRentWithinLegalEstimate,
    ).toBe(true);
  });
});
