import {
  DEFAULT_LISTING_SEARCH_FILTERS,
  NEAR_MISS_MAX_LISTINGS,
  SearchListingType,
  searchCriteriaOfFilters,
} from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import { factsOfRows, type IndexRow } from '../search/index-facts.js';

import { findNearMisses } from './alert-near-misses.js';

import type { SearchPlace } from '../search/geometry.js';

const GRONINGEN = 7;
const place: SearchPlace = { kind: 'city', cityId: GRONINGEN };
const NOW = new Date('2026-11-27T06:00:00Z');
const SINCE = new Date('2026-11-26T06:00:00Z');
const HOUR_US = 3_600_000_000;

/** A visible room in Groningen published `hoursAgo` before NOW (euro cents, m²). */
function room(id: number, rentCents: number, surfaceM2: number, hoursAgo: number): IndexRow {
  return {
    id,
    city_id: GRONINGEN,
    lat: 53.2,
    lng: 6.56,
    rent_cents: rentCents,
    surface_m2: surfaceM2,
    listing_type: SearchListingType.Room,
    furnishing: null,
    owner_type: null,
    available_from_day: null,
    has_end: false,
    published_us: NOW.getTime() * 1000 - hoursAgo * HOUR_US,
    top_until_ms: null,
    flags: 0,
    preferred_genders: 0,
    preferred_age_min: 0,
    preferred_age_max: 99,
    preferred_occupations: 0,
    suitable_for_persons: 1,
    current_residents: 0,
    current_resident_genders: 0,
  };
}

/** Rooms in Groningen up to €600, from 12 m². */
const criteria = searchCriteriaOfFilters({
  ...DEFAULT_LISTING_SEARCH_FILTERS,
  searchCategories: [SearchListingType.Room],
  citySlug: 'groningen',
  radius: 0,
  maxRent: 600,
  minSize: 12,
});

function misses(rows: IndexRow[]) {
  return findNearMisses(factsOfRows(rows), criteria, place, SINCE, NOW.getTime());
}

describe('findNearMisses', () => {
  it('finds rent up to €25 over the maximum and surface 1 m² under the minimum, and says by how much', () => {
    expect(
      misses([
        room(1, 60_000, 15, 2), // a match, not a miss
        room(2, 62_500, 15, 3), // €25 over
        room(3, 62_501, 15, 4), // €25.01 over: too far
        room(4, 61_000, 11, 5), // rent and surface both missed: two filters
        room(5, 55_000, 11, 6), // 1 m² under
        room(6, 55_000, 10, 7), // 2 m² under: too far
      ]),
    ).toEqual([
      { listingId: 2, reason: { filter: 'maxRent', overByCents: 2_500 } },
      { listingId: 5, reason: { filter: 'minSurface', underByM2: 1 } },
    ]);
  });

  it('keeps every other filter: another city or type is no near miss', () => {
    const elsewhere = { ...room(1, 61_000, 15, 1), city_id: GRONINGEN + 1 };
    const studio = { ...room(2, 61_000, 15, 1), listing_type: SearchListingType.Studio };
    expect(misses([elsewhere, studio])).toEqual([]);
  });

  it('looks only at listings published after the last e-mail', () => {
    expect(misses([room(1, 61_000, 15, 25), room(2, 61_000, 15, 23)])).toEqual([
      { listingId: 2, reason: { filter: 'maxRent', overByCents: 1_000 } },
    ]);
  });

  it('gives at most three, rent misses first, each kind newest first', () => {
    const found = misses([
      room(1, 55_000, 11, 1),
      room(2, 61_000, 15, 9),
      room(3, 61_500, 15, 2),
      room(4, 55_000, 11, 3),
    ]);
    expect(found.map((miss) => miss.listingId)).toEqual([3, 2, 1]);
    expect(found).toHaveLength(NEAR_MISS_MAX_LISTINGS);
  });

  it('finds none for an alert without a maximum rent or a minimum surface', () => {
    const open = searchCriteriaOfFilters({
      ...DEFAULT_LISTING_SEARCH_FILTERS,
      searchCategories: [SearchListingType.Room],
      citySlug: 'groningen',
      radius: 0,
    });
    const facts = factsOfRows([room(1, 61_000, 11, 1)]);
    expect(findNearMisses(facts, open, place, SINCE, NOW.getTime())).toEqual([]);
  });
});
