import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isDemoSeeded, seedDemoData } from '../seed/seed-database.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

import { buildCities } from './city-rows.js';
import { resolveReferenceDataDir } from './data-dir.js';
import { isReferenceDataLoaded, loadReferenceData } from './load.js';
import { loadPlaces } from './places.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

async function count(table: string): Promise<number> {
  const result = await database.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table}`,
  );
  return result.rows[0]?.n ?? 0;
}

describe('reference data and demo data are separate steps', () => {
  it('loads places and streets only, once, even when two loads race', async () => {
    expect(await isReferenceDataLoaded(database.pool)).toBe(false);
    // The streets of the 12 largest places only (the demo listings below go there): fast.
    const largest = buildCities(loadPlaces(resolveReferenceDataDir())).slice(0, 12);
    const only = new Set(largest.map((city) => city.key));
    const [first, second] = await Promise.all([
      loadReferenceData(database.pool, { onlyStreetsOf: only }),
      loadReferenceData(database.pool, { onlyStreetsOf: only }),
    ]);
    const written = [first, second].sort((a, b) => (b.counts.cities ?? 0) - (a.counts.cities ?? 0));
    expect(written[0]?.counts.cities).toBe(2500);
    expect(written[0]?.counts.streets).toBeGreaterThan(20_000);
    expect(written[1]?.counts).toEqual({ cities: 0, streets: 0 });
    expect(await isReferenceDataLoaded(database.pool)).toBe(true);
    expect(await count('cities')).toBe(2500);
    expect(await count('streets')).toBe(written[0]?.counts.streets);
    // No demo data: no accounts, no listings.
    expect(await count('users')).toBe(0);
    expect(await count('listings')).toBe(0);
    expect(await isDemoSeeded(database.pool)).toBe(false);
    const groningen = await database.pool.query<{ slug: string }>(
      "SELECT slug FROM cities WHERE name = 'Groningen'",
    );
    expect(groningen.rows.map((row) => row.slug)).toEqual(['groningen']);
  });

  it('seeds the demo accounts and listings on top, once', async () => {
    const result = await seedDemoData(database.pool, {
      listings: 40,
      maxCities: 12,
      hashPassword: async (plain) => `test-hash:${plain}`,
    });
    expect(result.seeded).toBe(true);
    // Reference tables untouched; at least the 40 listings and the demo accounts written (the
    // demo seed may add more of its own, such as the demo landlord's draft).
    expect(result.counts).toMatchObject({ cities: 0, streets: 0 });
    expect(result.counts.listings).toBeGreaterThanOrEqual(40);
    expect(result.counts.users).toBeGreaterThanOrEqual(2);
    expect(await isDemoSeeded(database.pool)).toBe(true);
    // The listings stand on the loaded streets; the reference tables are unchanged.
    expect(await count('cities')).toBe(2500);
    const strays = await database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM listings l JOIN streets s ON s.id = l.street_id WHERE s.city_id <> l.city_id',
    );
    expect(strays.rows[0]?.n).toBe(0);
    const again = await seedDemoData(database.pool, {
      listings: 40,
      hashPassword: async (plain) => plain,
    });
    expect(again.seeded).toBe(false);
    expect(await count('listings')).toBe(result.counts.listings);
  });
});
