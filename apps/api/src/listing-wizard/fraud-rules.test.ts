import { FraudRule, ListingType } from '@rooms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { insertLandlord } from '../testing/listing-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

import {
  cityRentLevelCents,
  firedFraudRules,
  RENT_FLOOR_SHARE,
  rentLevels,
  type PublishCandidate,
} from './fraud-rules.js';

let database: TestDatabase;
let landlordId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  landlordId = await insertLandlord(database.db);
});

afterAll(async () => {
  await database?.drop();
});

function candidate(rentCents: number): PublishCandidate {
  return {
    listingID: 1,
    landlordId,
    listingType: ListingType.Room,
    citySlug: 'amsterdam',
    rentCents,
    surfaceM2: 14,
    description: 'Een lichte kamer aan de gracht, vlak bij het station en de universiteit.',
  };
}

describe('the rent rule of the fraud rules', () => {
  it('always has the published rent figures: they are part of the repository', () => {
    const levels = rentLevels();
    expect(levels.roomMonthly.get('amsterdam')?.value).toBe(945);
    expect(cityRentLevelCents(levels, 'amsterdam', ListingType.Room, 14)).toBe(94_500);
    // The same object each time: read once.
    expect(rentLevels()).toBe(levels);
  });

  it('fires below 40% of the city level and not above it', async () => {
    const floor = 94_500 * RENT_FLOOR_SHARE;
    const fired = (rentCents: number) =>
      database.db.transaction((tx) => firedFraudRules(tx, candidate(rentCents), rentLevels()));
    const rentCents = Math.floor(floor) - 100;
    expect(await fired(rentCents)).toEqual([
      {
        rule: FraudRule.RentFarBelowCityLevel,
        facts: { rentCents, cityLevelCents: 94_500, sharePercent: 40 },
      },
    ]);
    expect(await fired(Math.ceil(floor) + 100)).toEqual([]);
  });
});
