import { VISIBLE_LISTING_STATUSES } from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import { distanceMetres } from './address.js';
import {
  baseRentEur,
  DEMO_LANDLORD_ADVERTS,
  demoLandlordListings,
  generateListings,
  type GenerateListingsInput,
  type SeedListing,
} from './listing-generator.js';

import type { CityRentBasis } from '../reference-data/rent-levels.js';
import type { StreetRow } from '../reference-data/street-rows.js';

const rent: CityRentBasis = {
  roomEur: 700,
  studioEur: 1000,
  apartmentEurPerM2: 20,
  antisquatEur: 245,
  roomSource: 'city',
  studioSource: 'derived',
  apartmentSource: 'national',
};
const street = (name: string, lat: number, lng: number, addressCount: number): StreetRow => ({
  cityIndex: 0,
  name,
  slug: name.toLowerCase(),
  postcode4: '3511',
  postcodes4: ['3511', '3512'],
  lat,
  lng,
  addressCount,
});
const input: GenerateListingsInput = {
  cities: [
    {
      name: 'Utrecht',
      streets: [
        street('Oudegracht', 52.088858, 5.120869, 900),
        street('Neude', 52.0927, 5.1189, 10),
      ],
      rent,
    },
    { name: 'Leeg', streets: undefined, rent },
  ],
  counts: [500, 0],
  landlordCount: 50,
  referenceMs: Date.UTC(2026, 10, 1),
  seed: 'test',
  batchSize: 200,
};

function all(options: GenerateListingsInput): SeedListing[] {
  return [...generateListings(options)].flat();
}

describe('generateListings', () => {
  it('is deterministic per seed and yields batches of the requested size', () => {
    const batches = [...generateListings(input)];
    expect(batches.map((batch) => batch.length)).toEqual([200, 200, 100]);
    expect(all(input)).toEqual(batches.flat());
    expect(all({ ...input, seed: 'other' })).not.toEqual(batches.flat());
  });

  it('gives the demo landlord (index 0) exactly his ten adverts, spread out and all visible', () => {
    for (const total of [300, 5000]) {
      const listings = all({ ...input, counts: [total, 0] });
      const own = listings.flatMap((listing, index) =>
        listing.landlordIndex === 0 ? [index] : [],
      );
      expect([...demoLandlordListings(total)]).toEqual(own);
      expect(own).toHaveLength(DEMO_LANDLORD_ADVERTS);
      expect(own.at(-1)).toBeGreaterThan(total * 0.85);
      const visible: readonly number[] = VISIBLE_LISTING_STATUSES;
      expect(own.every((index) => visible.includes(listings[index]!.status))).toBe(true);
    }
  });

  it('places listings on their streets, weighted by address count, within 100 m', () => {
    const listings = all(input);
    const onBusyStreet = listings.filter((listing) => listing.streetIndex === 0).length;
    expect(onBusyStreet / listings.length).toBeGreaterThan(0.95);
    for (const listing of listings) {
      const on = input.cities[0]?.streets?.[listing.streetIndex] as StreetRow;
      expect(listing.cityIndex).toBe(0);
      expect(distanceMetres(listing.lat, listing.lng, on.lat, on.lng)).toBeLessThanOrEqual(100.5);
      expect(listing.landlordIndex).toBeGreaterThanOrEqual(0);
      expect(listing.landlordIndex).toBeLessThan(50);
    }
  });

  it('makes every 25th listing non-visible, cycling Concept, Inactive, Deleted, Pending', () => {
    const listings = all(input);
    expect([12, 37, 62, 87, 112].map((i) => listings[i]?.status)).toEqual([-1, 5, 6, 11, -1]);
    const others = listings.filter((_, i) => i % 25 !== 12);
    expect(others.every((listing) => listing.status === 4 || listing.status === 10)).toBe(true);
  });

  it('keeps rents (euro cents) within ±25% of the figure and dates consistent', () => {
    for (const listing of all(input)) {
      const base = baseRentEur(rent, listing.listingType, listing.surfaceM2) * 100;
      expect(listing.rentCents).toBeGreaterThanOrEqual(base * 0.75 - 250);
      expect(listing.rentCents).toBeLessThanOrEqual(base * 1.25 + 250);
      if (listing.availableTo) expect(listing.availableTo > listing.availableFrom).toBe(true);
      expect(listing.rentalPeriod === null).toBe(listing.availableTo === null);
      expect(listing.preferredAgeMax).toBeGreaterThan(listing.preferredAgeMin);
      if (listing.currentResidents === 0) expect(listing.currentResidentGenders).toBe(0);
      if (listing.topAdvertUntil) expect([4, 10]).toContain(listing.status);
    }
  });

  it('rejects a city with listings but no streets', () => {
    expect(() => all({ ...input, counts: [1, 1] })).toThrow(/Leeg has listings but no streets/);
  });
});
